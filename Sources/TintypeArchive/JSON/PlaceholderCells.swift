import Foundation

/// Where a data row's values stand in a filled archive template: the JSON paths of strings that were
/// one whole `{{name}}` placeholder, and whether each value is typed by where it stands.
///
/// A CSV cell is text until the archive says what it holds: read as a number, boolean or date at its
/// path, its text is parsed as that type, strictly (`"0.625"`, `"true"`, `"2026-06-08T09:00:00Z"`; not
/// `"62 %"` or `"yes"`), and every check of a literal (ranges, limits) applies. A JSON row's numbers and
/// booleans are typed the same way; its strings are used as they are, as a literal string would be. A
/// placeholder inside longer text (`"{{done}} of {{goal}}"`) is always text.
public final class PlaceholderCells: Sendable {
  /// One placeholder standing for a whole value.
  public struct Cell: Sendable, Hashable {
    /// The field it reads (a CSV column, a JSON row's key).
    public var name: String
    /// Whether the row's value may be read as a number, boolean or date (a CSV cell, a JSON number or
    /// boolean); `false` for a JSON string.
    public var typed: Bool

    /// A cell.
    public init(name: String, typed: Bool) { (self.name, self.typed) = (name, typed) }
  }

  let cells: [JSONPath: Cell]

  /// The cells at `cells`' paths.
  public init(_ cells: [JSONPath: Cell]) { self.cells = cells }

  /// The cell at `path`, if a placeholder filled it.
  public func cell(at path: JSONPath) -> Cell? { cells[path] }

  /// `text` as a number, or `nil`: decimal digits with an optional sign, point and exponent, spaces
  /// around allowed (spreadsheets write `.5` and `+3`; nothing else, so `62 %`, `1,5`, `0x10`, `nan` and
  /// `inf` are errors rather than guesses).
  public static func number(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var scalars = Substring(trimmed).unicodeScalars[...]
    func digits() -> Int {
      var count = 0
      while let first = scalars.first, ("0"..."9").contains(first) {
        scalars.removeFirst()
        count += 1
      }
      return count
    }
    if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
    var mantissa = digits()
    if scalars.first == "." {
      scalars.removeFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() > 0 else { return nil }
    }
    guard scalars.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }

  /// `text` as a boolean, or `nil`: `true` or `false` in any case (spreadsheets write `TRUE`).
  public static func bool(_ text: String) -> Bool? {
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }
}
