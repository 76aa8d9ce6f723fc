import Foundation

/// A value to put in a localized string's format specifiers (`%lld`, `%@`, `%.1f`).
public enum FormatArgument: Hashable, Sendable {
  case int(Int)
  case double(Double)
  case string(String)

  /// The argument as the count a plural variation is chosen by (a fraction counts as `other`).
  var count: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value): return value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    case .string: return nil
    }
  }
}

/// One language's value of a string: text, or variations by plural category or device, with
/// `%#@name@` substitutions that have variations of their own.
public indirect enum LocalizedValue: Hashable, Sendable {
  /// Text with format specifiers.
  case text(String)
  /// Variations by the plural category of the first numeric argument.
  case plural([PluralCategory: LocalizedValue])
  /// Variations by device (`iphone`, `ipad`, `applewatch`, `mac`, `other`).
  case device([String: LocalizedValue])
  /// Text whose `%#@name@` parts are chosen by their own argument's plural category.
  case substituted(String, [String: Substitution])

  /// A `%#@name@` part: the argument it counts and its variations.
  public struct Substitution: Hashable, Sendable {
    /// The argument, from 1.
    public var argument: Int
    /// The specifier the count is written with (`lld`).
    public var specifier: String
    /// The variations.
    public var plural: [PluralCategory: String]
  }

  /// The text for `arguments`, on `device`, in `language` (for plural rules), its numbers written
  /// as `locale` writes them.
  func resolve(_ arguments: [FormatArgument], language: String, device: String, locale: Locale?) -> String {
    switch self {
    case .text(let text):
      return StringFormat.format(text, arguments, locale: locale)
    case .plural(let variations):
      let count = arguments.lazy.compactMap(\.count).first ?? 0
      let category = PluralRules.choose(count, language: language, from: Set(variations.keys))
      return (variations[category] ?? variations[.other])?.resolve(
        arguments, language: language, device: device, locale: locale)
        ?? ""
    case .device(let variations):
      let names = device == "iphone" ? ["iphone", "other"] : [device, "other", "iphone"]
      for name in names {
        if let value = variations[name] {
          return value.resolve(arguments, language: language, device: device, locale: locale)
        }
      }
      return variations.values.first?.resolve(arguments, language: language, device: device, locale: locale)
        ?? ""
    case .substituted(let text, let substitutions):
      var expanded = ""
      var rest = Substring(text)
      while let start = rest.range(of: "%#@") {
        expanded += rest[..<start.lowerBound]
        let after = rest[start.upperBound...]
        guard let end = after.firstIndex(of: "@") else {
          rest = after
          break
        }
        let name = String(after[..<end])
        if let substitution = substitutions[name] {
          let index = substitution.argument - 1
          let count = arguments.indices.contains(index) ? arguments[index].count ?? 0 : 0
          let category = PluralRules.choose(count, language: language, from: Set(substitution.plural.keys))
          let variation = substitution.plural[category] ?? substitution.plural[.other] ?? ""
          // `%arg` in a variation is the counted argument itself.
          let own = variation.replacingOccurrences(
            of: "%arg", with: "%\(substitution.argument)$\(substitution.specifier)")
          expanded += own
        }
        rest = after[after.index(after: end)...]
      }
      expanded += rest
      return StringFormat.format(expanded, arguments, locale: locale)
    }
  }
}

/// `printf`-style formatting of a localized string's specifiers: `%@`, `%d`/`%ld`/`%lld`/`%i`,
/// `%u`, `%f`/`%lf` with precision, `%e`, `%g`, `%x`, positional `%2$@`, and `%%`.
///
/// Numbers are written in a locale as `String(format:locale:)` writes them, which is how SwiftUI
/// fills a `LocalizedStringKey`'s arguments in the environment's locale: grouped and with the
/// locale's decimal mark ("8,432 steps" in US English, "12,2 km" in German; the well-known
/// `Text("\(2021)")` showing "2,021"). `%x`, `%o` and `%c` are not localized. Without a locale
/// (`nil`) numbers are plain, as `String(format:)` writes them.
public enum StringFormat {
  /// The widest field (and the most digits of precision) a specifier may ask for.
  static let maximumFieldWidth = 256

  /// `template` with its specifiers filled from `arguments`, numbers written as `locale` writes them.
  public static func format(_ template: String, _ arguments: [FormatArgument], locale: Locale? = nil)
    -> String
  {
    var output = ""
    let characters = Array(template)
    var index = 0
    var next = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "%" else {
        output.append(character)
        index += 1
        continue
      }
      var cursor = index + 1
      guard cursor < characters.count else {
        output.append("%")
        break
      }
      if characters[cursor] == "%" {
        output.append("%")
        index = cursor + 1
        continue
      }
      // Position: digits then `$`.
      var position: Int?
      var digits = ""
      var probe = cursor
      while probe < characters.count, characters[probe].isNumber {
        digits.append(characters[probe])
        probe += 1
      }
      if probe < characters.count, characters[probe] == "$", let value = Int(digits) {
        position = value - 1
        cursor = probe + 1
      }
      // Flags, width, precision, length.
      var spec = "%"
      while cursor < characters.count, "-+ #0123456789.".contains(characters[cursor]) {
        spec.append(characters[cursor])
        cursor += 1
      }
      // A width or precision past `maximumFieldWidth` is written as text: Foundation's formatter traps
      // on one that overflows (found by fuzzing a string file), and none is meant.
      let fields = spec.split(whereSeparator: { !$0.isNumber }).map { Int($0) ?? Int.max }
      if fields.contains(where: { $0 > maximumFieldWidth }) {
        output += String(characters[index..<min(cursor + 1, characters.count)])
        index = cursor + 1
        continue
      }
      var length = ""
      while cursor < characters.count, "hlqLzjt".contains(characters[cursor]) {
        length.append(characters[cursor])
        cursor += 1
      }
      guard cursor < characters.count else {
        output += String(characters[index...])
        break
      }
      let conversion = characters[cursor]
      let argumentIndex = position ?? next
      if position == nil { next += 1 }
      let argument = arguments.indices.contains(argumentIndex) ? arguments[argumentIndex] : nil
      switch conversion {
      case "@":
        switch argument {
        case .string(let text)?: output += text
        case .int(let value)?: output += String(value)
        case .double(let value)?: output += String(format: "%lf", value)
        case nil: break
        }
      case "d", "i", "u", "x", "X", "o", "c":
        let value: Int
        switch argument {
        case .int(let number)?: value = number
        case .double(let number)?: value = Int(number)
        case .string(let text)?: value = Int(text) ?? 0
        case nil: value = 0
        }
        output += String(format: spec + "ll" + String(conversion), locale: locale, value)
      case "f", "F", "e", "E", "g", "G", "a", "A":
        let value: Double
        switch argument {
        case .int(let number)?: value = Double(number)
        case .double(let number)?: value = number
        case .string(let text)?: value = Double(text) ?? 0
        case nil: value = 0
        }
        output += String(format: spec + String(conversion), locale: locale, value)
      default:
        // Not a specifier: keep the text as written.
        output += String(characters[index...cursor])
      }
      _ = length
      index = cursor + 1
    }
    return output
  }
}
