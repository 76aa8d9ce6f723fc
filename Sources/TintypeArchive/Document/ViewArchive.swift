import Foundation

/// A whole widget as the renderer reads it: its kind, the families it supports, and its timeline
/// entries, each with a view per family. This is the versioned JSON form that the DSL writes and
/// that people or other languages may write by hand.
///
/// ```json
/// {
///   "format": "tintype-archive", "version": 1,
///   "kind": "DailyReadingGoalWidget", "families": ["systemMedium"],
///   "entries": [{"date": "2026-06-08T09:00:00Z",
///                "views": {"systemMedium": {"type": "Text", "verbatim": "Read 20 pages"}}}]
/// }
/// ```
public struct ViewArchive: Equatable, Sendable {
  /// The value of the `format` field.
  public static let formatName = "tintype-archive"
  /// The archive version this build writes and reads.
  public static let currentVersion = 1

  /// The widget's kind (its identifier).
  public var kind: String
  /// The name shown in the widget gallery.
  public var displayName: String?
  /// The description shown in the widget gallery.
  public var description: String?
  /// The families the widget supports, in the order it lists them.
  public var families: [WidgetFamily]
  /// `contentMarginsDisabled()`: the system's default content margins are not applied.
  public var contentMarginsDisabled: Bool
  /// `containerBackgroundRemovable(false)`: the system never removes the container background.
  public var containerBackgroundRemovable: Bool
  /// The timeline's entries, in date order as the provider gave them.
  public var entries: [TimelineEntryValue]
  /// The placeholder entry, when the provider's placeholder was archived.
  public var placeholder: TimelineEntryValue?
  /// The gallery snapshot entry, when archived.
  public var snapshot: TimelineEntryValue?
  /// When the timeline asks to be reloaded.
  public var reloadPolicy: ReloadPolicy?
  /// The Xcode pseudolanguage the archive's localized texts were written in when it was made
  /// (`ArchiveEnvironment.pseudoLanguage`), or nil. A render in the same pseudolanguage leaves its
  /// texts as they are; a render in another changes every text with letters.
  public var pseudoLanguage: PseudoLanguage?

  /// An archive with the given parts.
  public init(
    kind: String, displayName: String? = nil, description: String? = nil, families: [WidgetFamily],
    contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true,
    entries: [TimelineEntryValue],
    placeholder: TimelineEntryValue? = nil, snapshot: TimelineEntryValue? = nil,
    reloadPolicy: ReloadPolicy? = nil
  ) {
    self.kind = kind
    self.displayName = displayName
    self.description = description
    self.families = families
    self.contentMarginsDisabled = contentMarginsDisabled
    self.containerBackgroundRemovable = containerBackgroundRemovable
    self.entries = entries
    self.placeholder = placeholder
    self.snapshot = snapshot
    self.reloadPolicy = reloadPolicy
  }

  /// Decodes and validates an archive from JSON bytes; errors carry the JSON path (or line and
  /// column for syntax errors) and, when given, the file name.
  public init(jsonData: some Sequence<UInt8>, file: String? = nil) throws(ArchiveError) {
    self = try ArchiveError.decoding(file: file) {
      try ViewArchive(from: JSONReader(try JSONParser.parse(jsonData)))
    }
  }

  /// Reads and decodes the archive at `url`. A missing or unreadable file is an `ArchiveError`
  /// naming it.
  public init(contentsOf url: URL) throws(ArchiveError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ArchiveError(path: .root, "cannot read the file", file: url.path)
    }
    try self.init(jsonData: data, file: url.path)
  }

  /// The archive as JSON bytes: pretty-printed, keys in a fixed order, the same bytes every time.
  public func jsonData(pretty: Bool = true) -> Data {
    Data(JSONWriter.write(archiveJSON, pretty: pretty))
  }

  /// The entry to render for a timeline position: an index into `entries`.
  public func entry(at index: Int) throws(ArchiveError) -> TimelineEntryValue {
    guard entries.indices.contains(index) else {
      throw ArchiveError(
        path: JSONPath.root.appending("entries"), "no entry \(index); the archive has \(entries.count)")
    }
    return entries[index]
  }
}

extension ViewArchive: ArchiveCodable {
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only([
      "format", "version", "kind", "displayName", "description", "families", "contentMarginsDisabled",
      "containerBackgroundRemovable", "entries", "placeholder", "snapshot", "reloadPolicy",
      "pseudoLanguage",
    ])
    let format = try object.required("format")
    guard try format.string() == ViewArchive.formatName else {
      throw format.mismatch("\"\(ViewArchive.formatName)\"")
    }
    let version = try object.required("version")
    let number = try version.integer()
    guard number == ViewArchive.currentVersion else {
      throw version.error(
        "unsupported archive version \(number); this build reads version \(ViewArchive.currentVersion)")
    }
    let familiesReader = try object.required("families")
    let families = try familiesReader.array { try $0.decode(WidgetFamily.self) }
    if families.isEmpty { throw familiesReader.error("expected at least one family") }
    if let duplicate = families.enumerated().first(where: { families[..<$0.offset].contains($0.element) }) {
      throw JSONReader(.null, path: familiesReader.path.appending(duplicate.offset)).error(
        "family \"\(duplicate.element)\" is listed twice")
    }
    func entry(_ reader: JSONReader) throws -> TimelineEntryValue {
      try TimelineEntryValue(from: reader, families: families)
    }
    let entriesReader = try object.required("entries")
    let entries = try entriesReader.array(entry)
    if entries.isEmpty { throw entriesReader.error("expected at least one timeline entry") }
    if entries.count > ArchiveLimits.maximumEntryCount {
      throw entriesReader.error(
        "more than \(ArchiveLimits.maximumEntryCount) entries (limit maximumEntryCount)")
    }
    self.init(
      kind: try object.required("kind").nonEmptyString(),
      displayName: try object.optional("displayName")?.string(),
      description: try object.optional("description")?.string(), families: families,
      contentMarginsDisabled: try object.optional("contentMarginsDisabled")?.bool() ?? false,
      containerBackgroundRemovable: try object.optional("containerBackgroundRemovable")?.bool() ?? true,
      entries: entries,
      placeholder: try object.optional("placeholder").map(entry),
      snapshot: try object.optional("snapshot").map(entry),
      reloadPolicy: try object.optional("reloadPolicy")?.decode())
    pseudoLanguage = try object.optional("pseudoLanguage")?.decode()
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject([
      ("format", .string(ViewArchive.formatName)), ("version", .number(Double(ViewArchive.currentVersion))),
      ("kind", .string(kind)),
    ])
    if let displayName { object["displayName"] = .string(displayName) }
    if let description { object["description"] = .string(description) }
    object["families"] = .array(families.map(\.archiveJSON))
    if contentMarginsDisabled { object["contentMarginsDisabled"] = true }
    if !containerBackgroundRemovable { object["containerBackgroundRemovable"] = false }
    object.set("reloadPolicy", reloadPolicy)
    object.set("pseudoLanguage", pseudoLanguage)
    object.set("placeholder", placeholder)
    object.set("snapshot", snapshot)
    object["entries"] = .array(entries.map(\.archiveJSON))
    return .object(object)
  }
}

/// One timeline entry: when it shows, how relevant it is, and its view for each family.
public struct TimelineEntryValue: Equatable, Sendable, ArchiveCodable {
  /// When the entry becomes current; the render date by default.
  public var date: Date
  /// The entry's relevance for Smart Stack ordering.
  public var relevance: RelevanceValue?
  /// The view for each family.
  public var views: [WidgetFamily: ViewNode]
  /// Whether the JSON gave one `"view"` for every family rather than a `"views"` map, so that errors
  /// found later point at the path the file really has. Not part of equality: the same views either way.
  public var isSharedView = false
  /// What archiving the entry's views found (missing translations), reported by every render of
  /// the entry (for a warning's family, or every family when it names none).
  public var warnings: [ArchiveWarning] = []

  /// An entry.
  public init(date: Date, relevance: RelevanceValue? = nil, views: [WidgetFamily: ViewNode]) {
    self.date = date
    self.relevance = relevance
    self.views = views
  }

  /// The JSON path of the view for `family` in an entry at `entryPath`: `…view` or `…views.<family>`.
  public func viewPath(for family: WidgetFamily, at entryPath: JSONPath) -> JSONPath {
    isSharedView ? entryPath.appending("view") : entryPath.appending("views").appending(family.rawValue)
  }

  public static func == (lhs: TimelineEntryValue, rhs: TimelineEntryValue) -> Bool {
    lhs.date == rhs.date && lhs.relevance == rhs.relevance && lhs.views == rhs.views
      && lhs.warnings == rhs.warnings
  }

  /// JSON: `{"date": "2026-06-08T09:00:00Z", "relevance": {"score": 1},
  /// "views": {"systemSmall": view, …}}`, or `"view": view` for one view that serves every family
  /// (it may hold a `FamilySwitch`).
  public init(from reader: JSONReader) throws {
    try self.init(from: reader, families: WidgetFamily.allCases)
  }

  /// Decodes an entry of a widget supporting `families`: every family needs a view.
  public init(from reader: JSONReader, families: [WidgetFamily]) throws {
    let object = try reader.object()
    try object.only(["date", "relevance", "views", "view", "warnings"])
    var views: [WidgetFamily: ViewNode] = [:]
    if let shared = object.optional("view") {
      if object.has("views") { throw reader.error("an entry has \"view\" or \"views\", not both") }
      let node = try shared.decode(ViewNode.self)
      try TimelineEntryValue.checkSize(node, at: shared)
      for family in families { views[family] = node }
    } else {
      let map = try object.required("views").object()
      try map.only(WidgetFamily.allCases.map(\.rawValue))
      for family in WidgetFamily.allCases {
        guard let viewReader = map.optional(family.rawValue) else { continue }
        guard families.contains(family) else {
          throw viewReader.error("a view for \(family), which the widget's families do not list")
        }
        let node = try viewReader.decode(ViewNode.self)
        try TimelineEntryValue.checkSize(node, at: viewReader)
        views[family] = node
      }
      if let missing = families.first(where: { views[$0] == nil }) {
        throw map.path == .root
          ? reader.error("no view for \(missing)")
          : JSONReader(.null, path: map.path).error("no view for \(missing)")
      }
    }
    self.init(
      date: try object.required("date").date(), relevance: try object.optional("relevance")?.decode(),
      views: views)
    isSharedView = object.has("view")
    warnings = try object.optional("warnings")?.array { try $0.decode(ArchiveWarning.self) } ?? []
  }

  /// The view at `reader`, decoded and held to the archive's limits (views, modifiers, layers).
  static func checkedNode(_ reader: JSONReader) throws -> ViewNode {
    let node = try reader.decode(ViewNode.self)
    try checkSize(node, at: reader)
    return node
  }

  private static func checkSize(_ node: ViewNode, at reader: JSONReader) throws {
    let count = node.nodeCount
    if count > ArchiveLimits.maximumNodeCount {
      throw reader.error(
        "\(count) views, more than \(ArchiveLimits.maximumNodeCount) (limit maximumNodeCount)")
    }
    let modifiers = node.modifierCount
    if modifiers > ArchiveLimits.maximumModifierCount {
      throw reader.error(
        "\(modifiers) modifiers, more than \(ArchiveLimits.maximumModifierCount)"
          + " (limit ArchiveLimits.maximumModifierCount)")
    }
    for (cost, limit, noun, name) in [
      (
        PaintCost.layer, ArchiveLimits.maximumLayerCount, "layers (clips, masks, opacities, effects)",
        "maximumLayerCount"
      ),
      (PaintCost.blur, ArchiveLimits.maximumBlurCount, "shadows and blurs", "maximumBlurCount"),
    ] {
      let count = node.count(of: cost)
      if count > limit {
        throw reader.error("\(count) \(noun), more than \(limit) (limit ArchiveLimits.\(name))")
      }
    }
    let depth = node.layerDepth
    if depth > ArchiveLimits.maximumLayerDepth {
      throw reader.error(
        "layers nested \(depth) deep, more than \(ArchiveLimits.maximumLayerDepth)"
          + " (limit ArchiveLimits.maximumLayerDepth)")
    }
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject([("date", .string(ArchiveDateFormat.format(date)))])
    object.set("relevance", relevance)
    var map = JSONObject()
    for family in WidgetFamily.allCases {
      if let node = views[family] { map[family.rawValue] = node.archiveJSON }
    }
    object["views"] = .object(map)
    if !warnings.isEmpty { object["warnings"] = .array(warnings.map(\.archiveJSON)) }
    return .object(object)
  }
}

/// `TimelineEntryRelevance`: a score and how long it lasts.
public struct RelevanceValue: Hashable, Sendable, ArchiveCodable {
  /// How relevant the entry is, 0 or more; higher ranks first in a Smart Stack.
  public var score: Double
  /// How many seconds the score lasts; 0 lasts until the next entry.
  public var duration: Double

  /// A relevance score lasting `duration` seconds (0: until the next entry).
  public init(score: Double, duration: Double = 0) {
    self.score = score
    self.duration = duration
  }

  /// JSON: `{"score": 0.8, "duration": 3600}`.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["score", "duration"])
    self.init(
      score: try object.required("score").number(min: 0),
      duration: try object.optional("duration")?.number(min: 0) ?? 0)
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject([("score", .number(score))])
    if duration != 0 { object["duration"] = .number(duration) }
    return .object(object)
  }
}

/// When WidgetKit asks for a new timeline (`TimelineReloadPolicy`).
public enum ReloadPolicy: Hashable, Sendable, ArchiveCodable {
  case atEnd
  case after(Date)
  case never

  /// JSON: `"atEnd"`, `"never"` or `{"after": "2026-06-09T00:00:00Z"}`.
  public init(from reader: JSONReader) throws {
    switch reader.value {
    case .string("atEnd"): self = .atEnd
    case .string("never"): self = .never
    case .object:
      let object = try reader.object()
      try object.only(["after"])
      self = .after(try object.required("after").date())
    default: throw reader.mismatch("\"atEnd\", \"never\" or {\"after\": date}")
    }
  }

  public var archiveJSON: JSONValue {
    switch self {
    case .atEnd: return "atEnd"
    case .never: return "never"
    case .after(let date): return ["after": .string(ArchiveDateFormat.format(date))]
    }
  }
}
