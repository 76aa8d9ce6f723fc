import Foundation

/// A Live Activity for one content state, archived: its Lock Screen view, what that view asks of
/// the system around it, and its Dynamic Island. The renderer places these in the system's chrome
/// for each presentation (Lock Screen, compact, minimal, expanded, StandBy), so one archive serves
/// every presentation and every device.
///
/// ```json
/// {"format": "tintype-activity", "version": 1, "kind": "DeliveryActivity",
///  "date": "2026-06-08T09:00:00Z",
///  "content": view, "backgroundTint": {"rgb": "#1C1C1E"},
///  "dynamicIsland": {"compactLeading": view, "compactTrailing": view, "minimal": view,
///    "expanded": [{"region": "leading", "priority": 1, "view": view}, …]}}
/// ```
public struct ActivityArchive: Equatable, Sendable {
  /// The value of the `format` field.
  public static let formatName = "tintype-activity"
  /// The archive version this build writes and reads.
  public static let currentVersion = 1

  /// The activity's name (its widget's type, or the attributes' type).
  public var kind: String
  /// When the content state was archived: the render date unless a render names another.
  public var date: Date
  /// Whether the content state is out of date (`ActivityViewContext.isStale`); the views were
  /// archived with it, so this is a record, not an instruction.
  public var isStale: Bool
  /// The Lock Screen view (also the banner and StandBy view).
  public var content: ViewNode
  /// `activityBackgroundTint`: the Lock Screen background; the system's material when `nil`.
  public var backgroundTint: ColorValue?
  /// `activitySystemActionForegroundColor`: the colour of the system's buttons beside the banner.
  public var systemActionForegroundColor: ColorValue?
  /// The Dynamic Island's views.
  public var dynamicIsland: DynamicIslandValue

  /// An archive with the given parts.
  public init(
    kind: String, date: Date, isStale: Bool = false, content: ViewNode, backgroundTint: ColorValue? = nil,
    systemActionForegroundColor: ColorValue? = nil, dynamicIsland: DynamicIslandValue
  ) {
    self.kind = kind
    self.date = date
    self.isStale = isStale
    self.content = content
    self.backgroundTint = backgroundTint
    self.systemActionForegroundColor = systemActionForegroundColor
    self.dynamicIsland = dynamicIsland
  }

  /// Decodes and validates an activity archive from JSON bytes; errors carry the JSON path and,
  /// when given, the file name.
  public init(jsonData: some Sequence<UInt8>, file: String? = nil) throws(ArchiveError) {
    self = try ArchiveError.decoding(file: file) {
      try ActivityArchive(from: JSONReader(try JSONParser.parse(jsonData)))
    }
  }

  /// The archive as JSON bytes: pretty-printed, keys in a fixed order, the same bytes every time.
  public func jsonData(pretty: Bool = true) -> Data {
    Data(JSONWriter.write(archiveJSON, pretty: pretty))
  }

  /// Whether JSON bytes are an activity archive (their `format` says so) rather than a widget
  /// archive, without decoding the rest. `nil` when the bytes are no JSON object.
  public static func isActivityArchive(_ jsonData: some Sequence<UInt8>) -> Bool? {
    guard let json = try? JSONParser.parse(jsonData), case .object = json else { return nil }
    return isActivityArchive(json)
  }

  /// Whether parsed JSON is an activity archive (its `format` says so).
  public static func isActivityArchive(_ json: JSONValue) -> Bool {
    guard case .object(let object) = json else { return false }
    return object["format"] == .string(formatName)
  }
}

extension ActivityArchive: ArchiveCodable {
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only([
      "format", "version", "kind", "date", "isStale", "content", "backgroundTint",
      "systemActionForegroundColor", "dynamicIsland",
    ])
    let format = try object.required("format")
    guard try format.string() == Self.formatName else { throw format.mismatch("\"\(Self.formatName)\"") }
    let version = try object.required("version")
    let number = try version.integer()
    guard number == Self.currentVersion else {
      throw version.error(
        "unsupported activity archive version \(number); this build reads version \(Self.currentVersion)")
    }
    let content = try object.required("content")
    self.init(
      kind: try object.required("kind").nonEmptyString(), date: try object.required("date").date(),
      isStale: try object.optional("isStale")?.bool() ?? false,
      content: try TimelineEntryValue.checkedNode(content),
      backgroundTint: try object.optional("backgroundTint")?.decode(),
      systemActionForegroundColor: try object.optional("systemActionForegroundColor")?.decode(),
      dynamicIsland: try object.required("dynamicIsland").decode())
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject([
      ("format", .string(Self.formatName)), ("version", .number(Double(Self.currentVersion))),
      ("kind", .string(kind)), ("date", .string(ArchiveDateFormat.format(date))),
    ])
    if isStale { object["isStale"] = true }
    object.set("backgroundTint", backgroundTint)
    object.set("systemActionForegroundColor", systemActionForegroundColor)
    object["content"] = content.archiveJSON
    object["dynamicIsland"] = dynamicIsland.archiveJSON
    return .object(object)
  }
}

/// A Live Activity's Dynamic Island, archived (WidgetKit's `DynamicIsland`).
public struct DynamicIslandValue: Equatable, Sendable, ArchiveCodable {
  /// The expanded presentation's regions, in the order written.
  public var expanded: [DynamicIslandRegionValue]
  /// The compact presentation's view left of the camera.
  public var compactLeading: ViewNode
  /// The compact presentation's view right of the camera.
  public var compactTrailing: ViewNode
  /// The minimal presentation's view.
  public var minimal: ViewNode
  /// `keylineTint`: the island's border colour; no border when `nil`.
  public var keylineTint: ColorValue?
  /// `widgetURL`: what a tap on the island opens.
  public var widgetURL: String?

  /// An island with the given parts.
  public init(
    expanded: [DynamicIslandRegionValue], compactLeading: ViewNode, compactTrailing: ViewNode,
    minimal: ViewNode, keylineTint: ColorValue? = nil, widgetURL: String? = nil
  ) {
    self.expanded = expanded
    self.compactLeading = compactLeading
    self.compactTrailing = compactTrailing
    self.minimal = minimal
    self.keylineTint = keylineTint
    self.widgetURL = widgetURL
  }

  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["expanded", "compactLeading", "compactTrailing", "minimal", "keylineTint", "widgetURL"])
    let expandedReader = object.optional("expanded")
    let expanded = try expandedReader?.array { try $0.decode(DynamicIslandRegionValue.self) } ?? []
    if let expandedReader,
      let repeated = expanded.indices.first(where: { index in
        expanded[..<index].contains { $0.region == expanded[index].region }
      })
    {
      throw JSONReader(.null, path: expandedReader.path.appending(repeated).appending("region")).error(
        "a second \(expanded[repeated].region.rawValue) region; the island shows one region at each place")
    }
    self.init(
      expanded: expanded,
      compactLeading: try TimelineEntryValue.checkedNode(object.required("compactLeading")),
      compactTrailing: try TimelineEntryValue.checkedNode(object.required("compactTrailing")),
      minimal: try TimelineEntryValue.checkedNode(object.required("minimal")),
      keylineTint: try object.optional("keylineTint")?.decode(),
      widgetURL: try object.optional("widgetURL")?.string())
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    object["expanded"] = .array(expanded.map(\.archiveJSON))
    object["compactLeading"] = compactLeading.archiveJSON
    object["compactTrailing"] = compactTrailing.archiveJSON
    object["minimal"] = minimal.archiveJSON
    object.set("keylineTint", keylineTint)
    if let widgetURL { object["widgetURL"] = .string(widgetURL) }
    return .object(object)
  }
}

/// One region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandRegionValue: Equatable, Sendable, ArchiveCodable {
  /// Where a region sits (WidgetKit's `DynamicIslandExpandedRegionPosition`).
  public enum Position: String, ArchiveEnum {
    /// Left of the camera.
    case leading
    /// Right of the camera.
    case trailing
    /// Below the camera, between leading and trailing.
    case center
    /// Below everything, across the island.
    case bottom
  }

  /// Where the region sits.
  public var region: Position
  /// Who gets width first: the higher priority.
  public var priority: Double
  /// What it shows.
  public var view: ViewNode

  /// A region.
  public init(region: Position, priority: Double = 0, view: ViewNode) {
    self.region = region
    self.priority = priority
    self.view = view
  }

  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["region", "priority", "view"])
    self.init(
      region: try object.required("region").decode(),
      priority: try object.optional("priority")?.number() ?? 0,
      view: try TimelineEntryValue.checkedNode(object.required("view")))
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject([("region", region.archiveJSON)])
    if priority != 0 { object["priority"] = .number(priority) }
    object["view"] = view.archiveJSON
    return .object(object)
  }
}
