import Foundation
import TintypeArchive

/// What an archive file decodes to: a widget's timeline or a Live Activity's content state.
public enum ArchiveFileDocument: Sendable {
  /// A widget archive (`"format": "tintype-archive"`).
  case widget(ViewArchive)
  /// A Live Activity archive (`"format": "tintype-activity"`).
  case activity(ActivityArchive)

  /// Decodes `reader` as the kind of archive its `format` names.
  init(_ reader: JSONReader, activity: Bool) throws(ArchiveError) {
    self = try ArchiveError.decoding {
      activity ? .activity(try ActivityArchive(from: reader)) : .widget(try ViewArchive(from: reader))
    }
  }

  /// The widget's or activity's kind.
  public var kind: String {
    switch self {
    case .widget(let archive): return archive.kind
    case .activity(let archive): return archive.kind
    }
  }

  /// The families a widget archive lists; none for an activity.
  var families: [WidgetFamily] {
    if case .widget(let archive) = self { return archive.families }
    return []
  }

  /// Timeline entries; an activity archive is one content state.
  var entryCount: Int {
    if case .widget(let archive) = self { return archive.entries.count }
    return 1
  }

  /// The document, for what both kinds answer (asset names, JSON).
  var document: any ArchiveDocument {
    switch self {
    case .widget(let archive): return archive
    case .activity(let archive): return archive
    }
  }
}

/// An archive (a widget's or a Live Activity's) whose strings may hold `{{name}}` placeholders (text,
/// image names, URLs, colour hex — any string value, not keys), filled from a data row before it is
/// decoded.
///
/// A placeholder is `{{`, a name of letters, digits, `_`, `-` and `.` (spaces around it allowed),
/// then `}}`; any other `{{` is ordinary text. An archive without placeholders is decoded once and
/// shared by every row.
public struct ArchiveTemplate: Sendable {
  /// Where a placeholder is used.
  public struct Use: Hashable, Sendable {
    /// The field it reads.
    public var name: String
    /// The JSON path of the string that holds it.
    public var path: JSONPath
  }

  /// The archive's JSON as parsed.
  let json: JSONValue
  /// The way from the root to every string with a placeholder: filling a row rebuilds only those
  /// strings and the containers holding them, and shares the rest of the document.
  let fillPlan: FillPlan?
  /// Every placeholder use, in document order.
  public let uses: [Use]
  /// The strings that are one whole placeholder (`"to": "{{progress}}"`), by path, with the field
  /// each reads: where the archive reads a number, boolean or date, the row's value is read as one.
  let wholeValues: [JSONPath: String]
  /// The names used, each once, in order of first use.
  public let names: [String]
  /// The widget's kind as written (it may itself hold placeholders).
  public let kind: String
  /// The families the archive lists.
  public let families: [WidgetFamily]
  /// How many timeline entries it has.
  public let entryCount: Int
  /// Whether the file is a Live Activity archive (`"format": "tintype-activity"`) rather than a
  /// widget archive.
  public let isActivity: Bool
  /// The decoded archive, when it has no placeholders: shared by every row.
  let fixedDocument: ArchiveFileDocument?
  /// The archive decoded once, when it has no placeholders (nil when it has some: each row decodes
  /// its own).
  public var document: ArchiveFileDocument? { fixedDocument }
  /// The file's JSON as written (its `view` shorthand, not the re-encoded `views`).
  public var writtenJSON: JSONValue { json }
  /// The file, for errors.
  let file: String

  /// Parses `data` (the archive file's bytes) and finds its placeholders. Everything the placeholders
  /// cannot change is checked now, once: an archive without placeholders is decoded whole, and one with
  /// them is decoded with every placeholder filled by `0`, its errors kept only if they lie away from
  /// every placeholder (a placeholder standing for a colour cannot be checked before its row).
  public init(jsonData data: some Sequence<UInt8>, file: String) throws {
    self.file = file
    do {
      json = try JSONParser.parse(data)
    } catch {
      throw error.inFile(file)
    }
    var uses: [Use] = []
    var wholeValues: [JSONPath: String] = [:]
    ArchiveTemplate.collect(json, path: .root, into: &uses, wholeValues: &wholeValues)
    self.uses = uses
    self.wholeValues = wholeValues
    fillPlan = FillPlan(json)
    var seen = Set<String>()
    names = uses.map(\.name).filter { seen.insert($0).inserted }
    isActivity = ActivityArchive.isActivityArchive(json)
    let isActivity = self.isActivity
    if uses.isEmpty {
      do {
        let document = try ArchiveFileDocument(JSONReader(json), activity: isActivity)
        fixedDocument = document
        (kind, families, entryCount) = (document.kind, document.families, document.entryCount)
      } catch {
        throw error.inFile(file)
      }
      return
    }
    fixedDocument = nil
    let probe = DataRow(
      index: 0, fields: Dictionary(uniqueKeysWithValues: names.map { ($0, "0") }), location: "")
    do {
      _ = try ArchiveFileDocument(
        JSONReader(fillPlan!.fill(json, probe), cells: ArchiveTemplate.cells(wholeValues, probe)),
        activity: isActivity)
    } catch {
      let nearPlaceholder = uses.contains {
        error.path.components.starts(with: $0.path.components)
          || $0.path.components.starts(with: error.path.components)
      }
      if !nearPlaceholder { throw error.inFile(file) }
    }
    // The decoder has checked these three when the probe decoded; read them from the JSON so that a
    // placeholder elsewhere cannot hide them.
    let root = try JSONReader(json).object()
    kind = (try? root.required("kind").string()) ?? ""
    // An activity archive is one content state and renders presentations, not families.
    families =
      isActivity ? [] : (try? root.required("families").array { try $0.enumeration(WidgetFamily.self) }) ?? []
    entryCount = isActivity ? 1 : (try? root.required("entries").array().count) ?? 0
  }

  /// The widget archive for `row`: placeholders filled, then decoded. A field the row lacks is an
  /// error naming the field and where the archive uses it; an activity archive is an error.
  public func archive(for row: DataRow?) throws -> ViewArchive {
    switch try document(for: row) {
    case .widget(let archive): return archive
    case .activity:
      throw ArchiveError(path: .root, "is a Live Activity archive, not a widget archive", file: file)
    }
  }

  /// The archive (widget or Live Activity) for `row`: placeholders filled, then decoded. A field the
  /// row lacks is an error naming the field and where the archive uses it; every error names the row.
  public func document(for row: DataRow?) throws(ArchiveError) -> ArchiveFileDocument {
    do {
      return try rowDocument(for: row)
    } catch {
      guard let row else { throw error }
      var located = error
      located.message += " (with the row at \(row.location))"
      throw located
    }
  }

  /// `document(for:)` with errors that do not name the row, for a batch, which names it beside the
  /// error: so the failures of many rows with the same problem read the same and are said once.
  func rowDocument(for row: DataRow?) throws(ArchiveError) -> ArchiveFileDocument {
    if let fixedDocument { return fixedDocument }
    guard let row else {
      throw ArchiveError(
        path: uses[0].path, "uses the placeholder {{\(uses[0].name)}}, but the job has no data rows",
        file: file)
    }
    for use in uses where row.fields[use.name] == nil {
      throw ArchiveError(
        path: use.path, "the row has no field \(ArchiveError.quoted(use.name)) for {{\(use.name)}}",
        file: file)
    }
    do {
      return try ArchiveFileDocument(JSONReader(fill(row), cells: cells(for: row)), activity: isActivity)
    } catch {
      throw error.inFile(file)
    }
  }

  /// Where `row`'s values stand whole in the filled archive, and which of them are typed (every CSV
  /// cell; a JSON row's numbers and booleans, not its strings).
  func cells(for row: DataRow) -> PlaceholderCells? { ArchiveTemplate.cells(wholeValues, row) }

  private static func cells(_ wholeValues: [JSONPath: String], _ row: DataRow) -> PlaceholderCells? {
    guard !wholeValues.isEmpty else { return nil }
    return PlaceholderCells(
      wholeValues.mapValues { PlaceholderCells.Cell(name: $0, typed: !row.textFields.contains($0)) })
  }

  /// Whether `text` is one placeholder and nothing else (spaces inside the braces allowed).
  static func isWholePlaceholder(_ text: String) -> Bool {
    var pieces = 0
    var whole = true
    scan(text) { piece in
      switch piece {
      case .placeholder: pieces += 1
      case .text(let literal): if !literal.isEmpty { whole = false }
      }
    }
    return whole && pieces == 1
  }

  /// The widget kind with `row`'s values filled in (for `{kind}` in output names).
  func kind(for row: DataRow?) -> String {
    guard let row, kind.contains("{{") else { return kind }
    return ArchiveTemplate.substitute(kind, row)
  }

  /// The first placeholder `row` cannot fill, if any.
  func missingField(in row: DataRow) -> Use? {
    uses.first { row.fields[$0.name] == nil }
  }

  private static func collect(
    _ value: JSONValue, path: JSONPath, into uses: inout [Use], wholeValues: inout [JSONPath: String]
  ) {
    switch value {
    case .string(let text):
      let names = placeholders(in: text)
      for name in names { uses.append(Use(name: name, path: path)) }
      if names.count == 1, isWholePlaceholder(text) { wholeValues[path] = names[0] }
    case .array(let items):
      for (index, item) in items.enumerated() {
        collect(item, path: path.appending(index), into: &uses, wholeValues: &wholeValues)
      }
    case .object(let object):
      for (key, member) in object.members {
        collect(member, path: path.appending(key), into: &uses, wholeValues: &wholeValues)
      }
    default: break
    }
  }

  /// The archive's JSON with `row`'s values in its placeholders.
  func fill(_ row: DataRow) -> JSONValue {
    guard let fillPlan else { return json }
    return fillPlan.fill(json, row)
  }

  /// Which members of each container lead to a string with a placeholder.
  indirect enum FillPlan: Sendable {
    case string
    case array([(index: Int, plan: FillPlan)])
    case object([(index: Int, plan: FillPlan)])

    /// The plan for `value`, or `nil` when nothing in it holds a placeholder.
    init?(_ value: JSONValue) {
      switch value {
      case .string(let text):
        guard !ArchiveTemplate.placeholders(in: text).isEmpty else { return nil }
        self = .string
      case .array(let items):
        let inner = items.enumerated().compactMap { item in FillPlan(item.element).map { (item.offset, $0) } }
        guard !inner.isEmpty else { return nil }
        self = .array(inner)
      case .object(let object):
        let inner = object.members.enumerated().compactMap { member in
          FillPlan(member.element.value).map { (member.offset, $0) }
        }
        guard !inner.isEmpty else { return nil }
        self = .object(inner)
      default:
        return nil
      }
    }

    /// `value` (the value this plan was made from) with `row`'s values filled in.
    func fill(_ value: JSONValue, _ row: DataRow) -> JSONValue {
      switch (self, value) {
      case (.string, .string(let text)):
        return .string(ArchiveTemplate.substitute(text, row))
      case (.array(let inner), .array(var items)):
        for (index, plan) in inner { items[index] = plan.fill(items[index], row) }
        return .array(items)
      case (.object(let inner), .object(var object)):
        for (index, plan) in inner { object[memberAt: index] = plan.fill(object[memberAt: index], row) }
        return .object(object)
      default:
        return value
      }
    }
  }

  /// The placeholder names in `text`, in order.
  static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    scan(text) { piece in
      if case .placeholder(let name) = piece { names.append(name) }
    }
    return names
  }

  static func substitute(_ text: String, _ row: DataRow) -> String {
    var result = ""
    scan(text) { piece in
      switch piece {
      case .text(let literal): result += literal
      case .placeholder(let name): result += row.fields[name] ?? ""
      }
    }
    return result
  }

  private enum Piece {
    case text(Substring)
    case placeholder(String)
  }

  private static func scan(_ text: String, _ emit: (Piece) -> Void) {
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      guard let close = rest[open.upperBound...].range(of: "}}") else { break }
      let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
      let valid =
        !inner.isEmpty
        && inner.unicodeScalars.allSatisfy {
          ($0.isASCII && (CharacterSet.alphanumerics.contains($0))) || $0 == "_" || $0 == "-" || $0 == "."
        }
      if valid {
        emit(.text(rest[..<open.lowerBound]))
        emit(.placeholder(inner))
        rest = rest[close.upperBound...]
      } else {
        emit(.text(rest[..<open.upperBound]))
        rest = rest[open.upperBound...]
      }
    }
    emit(.text(rest))
  }
}
