import Foundation
import TintypeCore

/// One view in an archived tree: what it is and the modifiers applied to it, innermost first.
///
/// JSON: `{"type": "Text", "verbatim": "Hello", "modifiers": [{"font": "headline"}, {"padding": 8}]}`.
/// Each type's own fields sit beside `type`; see `ViewContent` and `Sources/TintypeArchive/Schema/tintype-archive.schema.json`.
///
/// Each view kind's own fields are read and written by its `ViewCodec` (`Views/`); this file holds
/// the node, its modifiers, and the helpers the codecs share.
public struct ViewNode: Hashable, Sendable {
  /// What the view is.
  public var content: ViewContent
  /// The modifiers applied to the view, innermost first.
  public var modifiers: [ViewModifierValue]

  /// A node with content and modifiers.
  public init(_ content: ViewContent, modifiers: [ViewModifierValue] = []) {
    self.content = content
    self.modifiers = modifiers
  }

  /// The same node with one more modifier applied outside the existing ones.
  public func modified(_ modifier: ViewModifierValue) -> ViewNode {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// Views nested in this node's modifiers (background and overlay content, masks, labels).
  public var modifierChildren: [ViewNode] {
    modifiers.compactMap { modifier in
      switch modifier {
      case .background(.view(let node, _)), .overlay(.view(let node, _)),
        .containerBackground(.view(let node, _)):
        return node
      case .mask(let node, _), .widgetLabel(let node):
        return node
      default:
        return nil
      }
    }
  }

  /// The number of nodes in this subtree, this one included.
  public var nodeCount: Int {
    1 + content.children.reduce(0) { $0 + $1.nodeCount } + modifierChildren.reduce(0) { $0 + $1.nodeCount }
  }

  /// The number of modifiers in this subtree, this node's own included.
  public var modifierCount: Int {
    modifiers.count + content.children.reduce(0) { $0 + $1.modifierCount }
      + modifierChildren.reduce(0) { $0 + $1.modifierCount }
  }
}

extension ViewNode: ArchiveCodable {
  public init(from reader: JSONReader) throws {
    // Depth is checked from the path so that a hostile archive cannot exhaust the stack.
    if reader.path.components.count > ArchiveLimits.maximumPathDepth {
      throw reader.error(
        "views nested deeper than \(ArchiveLimits.maximumPathDepth / 2) levels (limit maximumPathDepth)")
    }
    let object = try reader.object()
    let typeReader = try object.required("type")
    let type = try typeReader.string()
    var modifiers: [ViewModifierValue] = []
    if let list = object.optional("modifiers") {
      // Counted before any is decoded: a hostile list costs its length, not its decoding.
      if case .array(let elements) = list.value, elements.count > ArchiveLimits.maximumModifiersPerView {
        throw list.error(
          "\(elements.count) modifiers on one view, more than \(ArchiveLimits.maximumModifiersPerView)"
            + " (limit ArchiveLimits.maximumModifiersPerView)")
      }
      modifiers = try list.array { try $0.decode(ViewModifierValue.self) }
    }
    let content = try ViewNode.decodeContent(type, object, typeReader: typeReader)
    self.init(content, modifiers: modifiers)
  }

  static func children(_ object: JSONObjectReader, _ key: String = "children") throws -> [ViewNode] {
    try object.optional(key)?.array { try $0.decode(ViewNode.self) } ?? []
  }

  /// Literal text, within the length limit. Counted in code points, not characters: one
  /// character may hold any number of combining marks, so a character count bounds nothing.
  static func verbatim(_ reader: JSONReader) throws -> String {
    let string = try reader.string()
    if string.unicodeScalars.count > ArchiveLimits.maximumTextLength {
      throw reader.error(
        "text longer than \(ArchiveLimits.maximumTextLength) characters (limit maximumTextLength)")
    }
    return string
  }

  static func optionalNode(_ object: JSONObjectReader, _ key: String) throws -> ViewNode? {
    try object.optional(key)?.decode(ViewNode.self)
  }

  static func intent(_ object: JSONObjectReader) throws -> IntentValue? {
    guard let reader = object.optional("intent") else { return nil }
    let fields = try reader.object()
    try fields.only(["type", "parameters"])
    var parameters = JSONObject()
    if let list = fields.optional("parameters") {
      parameters = try list.object().object
    }
    return IntentValue(type: try fields.required("type").nonEmptyString(), parameters: parameters)
  }

  static func timer(_ reader: JSONReader) throws -> TimerValue {
    let object = try reader.object()
    try object.only(["start", "end", "pauseTime", "countsDown", "showsHours"])
    let start = try object.required("start").date()
    let endReader = try object.required("end")
    let end = try endReader.date()
    if end < start { throw endReader.error("the timer ends before it starts") }
    return TimerValue(
      start: start, end: end, pauseTime: try object.optional("pauseTime")?.date(),
      countsDown: try object.optional("countsDown")?.bool() ?? true,
      showsHours: try object.optional("showsHours")?.bool() ?? true)
  }

  static func switchCases<Key: ArchiveEnum>(_ object: JSONObjectReader, _: Key.Type) throws -> (
    [Key: ViewNode], ViewNode?
  ) {
    try object.only(["type", "modifiers", "cases", "default"])
    let cases = try object.required("cases").object()
    try cases.only(Key.allCases.map(\.rawValue))
    var result: [Key: ViewNode] = [:]
    for key in Key.allCases {
      if let node = cases.optional(key.rawValue) { result[key] = try node.decode() }
    }
    return (result, try optionalNode(object, "default"))
  }

  private static func decodeContent(_ type: String, _ object: JSONObjectReader, typeReader: JSONReader) throws
    -> ViewContent
  {
    guard let codec = ViewCodec.byType[type] else {
      let close = Suggestion.closest(to: type, in: ViewContent.typeNames)
      throw typeReader.error(
        "unknown view type \(ArchiveError.quoted(type))"
          + (close.map { "; did you mean \"\($0)\"?" } ?? "; see the schema for the known types"))
    }
    return try codec.decode(type, object, typeReader)
  }

  static func paint(_ object: JSONObjectReader) throws -> ShapePaint {
    let given = ["fill", "stroke", "strokeBorder"].filter { object.object[$0] != nil }
    if given.count > 1 {
      throw ArchiveError(
        path: object.path.appending(given[1]),
        "a shape is painted once: \"fill\", \"stroke\" or \"strokeBorder\"")
    }
    if let fill = object.optional("fill") {
      if case .object(let raw) = fill.value, raw["eoFill"] != nil || raw.keys == ["style"] {
        let fields = try fill.object()
        try fields.only(["style", "eoFill"])
        return .fill(
          try fields.optional("style")?.decode(), eoFill: try fields.optional("eoFill")?.bool() ?? false)
      }
      return .fill(try fill.decode(), eoFill: false)
    }
    for key in ["stroke", "strokeBorder"] {
      guard let reader = object.optional(key) else { continue }
      let fields = try reader.object()
      try fields.only(["style"] + Stroke.keys)
      let style: ShapeStyleValue? = try fields.optional("style")?.decode()
      let stroke = try Stroke(object: fields)
      return key == "stroke" ? .stroke(style, stroke) : .strokeBorder(style, stroke)
    }
    return .fill(nil, eoFill: false)
  }

  static func canvasCommand(_ reader: JSONReader) throws -> CanvasValue.Command {
    let object = try reader.object()
    if object.object["fill"] != nil {
      try object.only(["fill", "style", "eoFill"])
      return .fill(
        try object.required("fill").decode(), try object.required("style").decode(),
        eoFill: try object.optional("eoFill")?.bool() ?? false)
    }
    try object.only(["stroke", "style"] + Stroke.keys)
    return .stroke(
      try object.required("stroke").decode(), try object.required("style").decode(),
      try Stroke(object: object))
  }

  // MARK: Encoding

  public var archiveJSON: JSONValue {
    var object = JSONObject([("type", .string(content.typeName))])
    encodeContent(into: &object)
    if !modifiers.isEmpty { object["modifiers"] = .array(modifiers.map(\.archiveJSON)) }
    return .object(object)
  }

  static func encode(_ timer: TimerValue) -> JSONValue {
    var object = JSONObject([
      ("start", .string(ArchiveDateFormat.format(timer.start))),
      ("end", .string(ArchiveDateFormat.format(timer.end))),
    ])
    if let pause = timer.pauseTime { object["pauseTime"] = .string(ArchiveDateFormat.format(pause)) }
    if !timer.countsDown { object["countsDown"] = false }
    if !timer.showsHours { object["showsHours"] = false }
    return .object(object)
  }

  static func encode(_ intent: IntentValue?, into object: inout JSONObject) {
    guard let intent else { return }
    var fields = JSONObject([("type", .string(intent.type))])
    if !intent.parameters.members.isEmpty { fields["parameters"] = .object(intent.parameters) }
    object["intent"] = .object(fields)
  }

  static func encodeCases<Key: ArchiveEnum>(
    _ cases: [Key: ViewNode], _ fallback: ViewNode?, into object: inout JSONObject
  ) {
    var casesObject = JSONObject()
    for key in Key.allCases { if let node = cases[key] { casesObject[key.rawValue] = node.archiveJSON } }
    object["cases"] = .object(casesObject)
    object.set("default", fallback)
  }

  private func encodeContent(into object: inout JSONObject) {
    // Straight to the kind's codec, by the content's own type name. The round-trip tests encode
    // every kind: a kind without a codec fails there.
    guard let codec = ViewCodec.byType[content.typeName], codec.encode(content, &object) else {
      preconditionFailure("no ViewCodec writes \(content.typeName)")
    }
  }
}
