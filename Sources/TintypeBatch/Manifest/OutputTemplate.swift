import Foundation
import Tintype
import TintypeArchive
import TintypeEncode

/// A job's `output`: a relative path with `{placeholder}`s, expanded once per render.
///
/// Placeholders: every axis's singular name (`{family}`, `{mode}`, `{scheme}`, `{entry}`, `{device}`,
/// `{locale}`, `{accentStyle}`, `{tint}`, `{backdrop}`, `{wallpaper}`, `{scale}`, `{date}`, `{layout}`,
/// `{layoutDirection}`), `{kind}` (the archive's widget kind), `{job}` (the job's index), `{row}` (the
/// data row's index, from 0) and `{row.FIELD}` (a field of the row). Values are made safe for file
/// names (letters, digits, `-`, `_` and `.` kept, anything else `_`), so a row cannot smuggle a `/` or
/// `..` in; the template's own text may hold folders. A template that is absolute or has `..`, `.` or
/// empty components is refused when the manifest is read, and every expanded name is checked again.
public struct OutputTemplate: Hashable, Sendable {
  /// A piece of the template.
  public enum Piece: Hashable, Sendable {
    /// Text written as it is.
    case literal(String)
    /// An axis's value.
    case axis(BatchAxis)
    /// `{kind}`.
    case kind
    /// `{job}`.
    case job
    /// `{row}`.
    case rowIndex
    /// `{row.FIELD}`.
    case rowField(String)
  }

  /// The template as written.
  public let text: String
  /// Its pieces in order.
  public let pieces: [Piece]
  /// Where it was written in the manifest.
  public let path: JSONPath
  /// The image format its extension names (`.png`, `.webp`, `.jpg`/`.jpeg`).
  public let format: ImageFormat

  /// The template used when a job gives none: one folder per widget kind, and every axis that varies
  /// is added by `OutputTemplate.defaultTemplate(varying:hasRows:activity:path:)`.
  static func defaultTemplate(
    varying axes: [BatchAxis], hasRows: Bool, activity: Bool = false, format: ImageFormat = .png,
    path: JSONPath
  )
    -> OutputTemplate
  {
    // The parts a render's name says are spelled by `RenderName`, as `tintype render` names its
    // images: a Live Activity's presentation, mode and scheme; a widget's family, mode, scheme and
    // entry, after its presentation when it has one. The other axes that vary follow.
    var parts: [RenderName.Part] =
      activity ? [.presentation, .mode, .scheme] : [.family, .mode, .scheme, .entry]
    if axes.contains(.presentation), !parts.contains(.presentation) { parts.append(.presentation) }
    var name = [
      RenderName(Dictionary(uniqueKeysWithValues: parts.map { ($0, "{\($0.rawValue)}") })).description
    ]
    for axis in axes.sorted() where !parts.contains(where: { $0.rawValue == axis.rawValue }) {
      name.append("{\(axis.rawValue)}")
    }
    let text =
      "{kind}/" + (hasRows ? "{row}/" : "") + name.joined(separator: "-") + "." + format.fileExtension
    // The default is well formed by construction.
    return try! OutputTemplate(text: text, path: path)
  }

  /// Reads a template from the manifest.
  init(_ reader: JSONReader) throws {
    try self.init(text: try reader.nonEmptyString(), path: reader.path)
  }

  /// Parses `text`; errors name `path`.
  public init(text: String, path: JSONPath) throws {
    self.text = text
    self.path = path
    guard text.utf8.count <= BatchLimits.maximumOutputNameLength else {
      throw ArchiveError(
        path: path, "an output template is at most \(BatchLimits.maximumOutputNameLength) bytes")
    }
    if text.hasPrefix("/") || text.hasPrefix("~") {
      throw ArchiveError(
        path: path, "\(ArchiveError.quoted(text)) is absolute; outputs are relative to --out")
    }
    if text.contains("\\") {
      throw ArchiveError(path: path, "use / between folders, not \\")
    }
    var pieces: [Piece] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw ArchiveError(path: path, "a \"{\" without its \"}\" in \(ArchiveError.quoted(text))")
      }
      let name = String(rest[rest.index(after: open)..<close])
      pieces.append(try OutputTemplate.piece(named: name, in: text, path: path))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.literal(String(rest))) }
    if text.contains("}"),
      pieces.contains(where: { if case .literal(let l) = $0 { l.contains("}") } else { false } })
    {
      throw ArchiveError(path: path, "a \"}\" without its \"{\" in \(ArchiveError.quoted(text))")
    }
    self.pieces = pieces
    // The literal parts decide the folders: none may climb out or be empty.
    let skeleton = pieces.map { if case .literal(let l) = $0 { l } else { "x" } }.joined()
    for component in skeleton.split(separator: "/", omittingEmptySubsequences: false) {
      if component == ".." || component == "." || component.isEmpty {
        throw ArchiveError(
          path: path, "\(ArchiveError.quoted(text)) has a \"\(component)\" folder; outputs stay inside --out")
      }
    }
    let suffix = skeleton.split(separator: "/").last.map {
      $0.split(separator: ".", omittingEmptySubsequences: false)
    }
    guard let suffix, suffix.count > 1, let format = ImageFormat(fileExtension: String(suffix.last!)) else {
      throw ArchiveError(path: path, "\(ArchiveError.quoted(text)) must end in .png, .webp, .jpg or .jpeg")
    }
    self.format = format
  }

  private static func piece(named name: String, in text: String, path: JSONPath) throws -> Piece {
    switch name {
    case "kind": return .kind
    case "job": return .job
    case "row": return .rowIndex
    default:
      if name.hasPrefix("row.") {
        let field = String(name.dropFirst(4))
        guard !field.isEmpty else { throw ArchiveError(path: path, "\"{row.}\" names no field") }
        return .rowField(field)
      }
      if let axis = BatchAxis(rawValue: name) { return .axis(axis) }
      let known = ["kind", "job", "row", "row.FIELD"] + BatchAxis.allCases.map(\.rawValue)
      var message =
        "unknown placeholder {\(ArchiveError.shortened(name))}; expected one of "
        + known.map { "{\($0)}" }.joined(separator: ", ")
      if let plural = BatchAxis.allCases.first(where: { $0.plural == name }) {
        message += "; did you mean {\(plural.rawValue)}?"
      }
      throw ArchiveError(path: path, message)
    }
  }

  /// The axes the template names.
  var axes: Set<BatchAxis> {
    Set(pieces.compactMap { if case .axis(let axis) = $0 { axis } else { nil } })
  }

  /// The row fields the template names.
  var rowFields: [String] {
    pieces.compactMap { if case .rowField(let field) = $0 { field } else { nil } }
  }

  /// The expanded relative path. `row` is `nil` for jobs without data; a field the row lacks is
  /// the caller's error to report (checked before any render).
  func expand(kind: String, job: Int, values: [BatchAxis: String], rowIndex: Int?, row: DataRow?) -> String {
    var name = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): name += text
      case .axis(let axis): name += OutputTemplate.fileSafe(values[axis] ?? "none")
      case .kind: name += OutputTemplate.fileSafe(kind)
      case .job: name += String(job)
      case .rowIndex: name += rowIndex.map(String.init) ?? "none"
      case .rowField(let field): name += OutputTemplate.fileSafe(row?.fields[field] ?? "")
      }
    }
    return name
  }

  /// A value as one file-name component: at most 100 bytes; letters, digits, `-`, `_` and `.` kept
  /// (a leading `.` is not, so no value makes `..` or a hidden file); anything else `_`.
  static func fileSafe(_ value: String) -> String {
    var safe = ""
    for character in value {
      var kept: Character =
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
        ? character : "_"
      if safe.isEmpty, kept == "." { kept = "_" }
      guard safe.utf8.count + kept.utf8.count <= 100 else { break }
      safe.append(kept)
    }
    return safe.isEmpty ? "_" : safe
  }
}
