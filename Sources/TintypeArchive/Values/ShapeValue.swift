import TintypeCore

/// A shape as the archive records it: its kind plus the shape modifiers applied in order
/// (`trim`, `inset`, `rotation`, `offset`, `scale`). Used by shape views, `clipShape`,
/// `background(_:in:)` and `containerBackground`.
public struct ShapeValue: Hashable, Sendable {
  /// The base shape.
  public var kind: ShapeKind
  /// The shape modifiers, in the order they apply.
  public var modifiers: [ShapeModifierValue]

  /// A shape of `kind` with `modifiers` applied in order.
  public init(_ kind: ShapeKind, modifiers: [ShapeModifierValue] = []) {
    self.kind = kind
    self.modifiers = modifiers
  }

  /// The JSON type names of the shapes.
  public static let typeNames = [
    "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule",
    "ContainerRelativeShape", "Path",
  ]

  /// The keys a shape's JSON object may carry besides `type`.
  static let keys = ["cornerRadius", "cornerSize", "style", "radii", "path", "shapeModifiers"]

  /// The shape keys each kind reads (besides `shapeModifiers`); another kind's key is an error
  /// rather than ignored, as a `cornerRadius` on a `Circle` would be.
  static let kindKeys: [String: [String]] = [
    "Capsule": ["style"], "RoundedRectangle": ["cornerRadius", "cornerSize", "style"],
    "UnevenRoundedRectangle": ["radii", "style"], "Path": ["path"],
  ]

  /// Reads the shape fields of `object` (shared by shape views and shape arguments).
  init(type: String, object: JSONObjectReader) throws {
    let own = ShapeValue.kindKeys[type, default: []] + ["shapeModifiers"]
    if ShapeValue.typeNames.contains(type),
      let key = ShapeValue.keys.first(where: { !own.contains($0) && object.has($0) })
    {
      let article = "AEIOU".contains(type.prefix(1)) ? "an" : "a"
      throw ArchiveError(path: object.path.appending(key), "\(article) \(type) has no \"\(key)\"")
    }
    switch type {
    case "Rectangle": kind = .rectangle
    case "Circle": kind = .circle
    case "Ellipse": kind = .ellipse
    case "ContainerRelativeShape": kind = .containerRelative
    case "Capsule": kind = .capsule(style: try object.optional("style")?.enumeration() ?? .continuous)
    case "RoundedRectangle":
      let style: RoundedCornerStyle = try object.optional("style")?.enumeration() ?? .continuous
      try object.exclusive(["cornerRadius", "cornerSize"], in: "a RoundedRectangle")
      if let size = object.optional("cornerSize") {
        let pair = try size.array()
        guard pair.count == 2 else { throw size.mismatch("an array [width, height]") }
        kind = .roundedRectangle(
          cornerWidth: try pair[0].coordinate(min: 0), cornerHeight: try pair[1].coordinate(min: 0),
          style: style)
      } else {
        let radius = try object.required("cornerRadius").coordinate(min: 0)
        kind = .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: style)
      }
    case "UnevenRoundedRectangle":
      let radii = try object.required("radii").object()
      try radii.only(["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"])
      kind = .unevenRoundedRectangle(
        topLeading: try radii.optional("topLeading")?.coordinate(min: 0) ?? 0,
        bottomLeading: try radii.optional("bottomLeading")?.coordinate(min: 0) ?? 0,
        bottomTrailing: try radii.optional("bottomTrailing")?.coordinate(min: 0) ?? 0,
        topTrailing: try radii.optional("topTrailing")?.coordinate(min: 0) ?? 0,
        style: try object.optional("style")?.enumeration() ?? .continuous)
    case "Path":
      kind = .path(try object.required("path").decode())
    default:
      throw ArchiveError(path: object.path.appending("type"), "unknown shape \(ArchiveError.quoted(type))")
    }
    modifiers = try object.optional("shapeModifiers")?.array { try $0.decode(ShapeModifierValue.self) } ?? []
  }

  /// The JSON type name of the shape ("RoundedRectangle", "Path", …).
  public var typeName: String {
    var object = JSONObject()
    encode(into: &object)
    if case .string(let name) = object["type"] { return name }
    return "Shape"
  }

  /// Writes the shape's fields (type included) into `object`.
  func encode(into object: inout JSONObject) {
    switch kind {
    case .rectangle: object["type"] = "Rectangle"
    case .circle: object["type"] = "Circle"
    case .ellipse: object["type"] = "Ellipse"
    case .containerRelative: object["type"] = "ContainerRelativeShape"
    case .capsule(let style):
      object["type"] = "Capsule"
      object["style"] = style.archiveJSON
    case .roundedRectangle(let width, let height, let style):
      object["type"] = "RoundedRectangle"
      if width == height {
        object["cornerRadius"] = .number(width)
      } else {
        object["cornerSize"] = [.number(width), .number(height)]
      }
      object["style"] = style.archiveJSON
    case .unevenRoundedRectangle(
      let topLeading, let bottomLeading, let bottomTrailing, let topTrailing, let style):
      object["type"] = "UnevenRoundedRectangle"
      object["radii"] = [
        "topLeading": .number(topLeading), "bottomLeading": .number(bottomLeading),
        "bottomTrailing": .number(bottomTrailing), "topTrailing": .number(topTrailing),
      ]
      object["style"] = style.archiveJSON
    case .path(let path):
      object["type"] = "Path"
      object["path"] = path.archiveJSON
    }
    if !modifiers.isEmpty { object["shapeModifiers"] = .array(modifiers.map(\.archiveJSON)) }
  }
}

extension ShapeValue: ArchiveCodable {
  /// JSON: `{"type": "RoundedRectangle", "cornerRadius": 12, "style": "continuous",
  /// "shapeModifiers": [{"inset": 4}]}`; a bare type name such as `"Circle"` also works.
  public init(from reader: JSONReader) throws {
    if case .string(let type) = reader.value {
      guard ["Rectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape"].contains(type) else {
        throw reader.mismatch(
          "a shape object, or one of \"Rectangle\", \"Circle\", \"Ellipse\", \"Capsule\", \"ContainerRelativeShape\""
        )
      }
      try self.init(type: type, object: JSONObjectReader(object: JSONObject(), path: reader.path))
      return
    }
    let object = try reader.object()
    try object.only(["type"] + ShapeValue.keys)
    let type = try object.required("type").string()
    try self.init(type: type, object: object)
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    encode(into: &object)
    return .object(object)
  }
}

/// The kinds of shape SwiftUI offers widgets.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: RoundedCornerStyle)
  case unevenRoundedRectangle(
    topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double,
    style: RoundedCornerStyle)
  case circle
  case ellipse
  case capsule(style: RoundedCornerStyle)
  /// The widget's own shape, inset by the padding around the view.
  case containerRelative
  case path(PathValue)
}

/// Modifiers that turn a shape into another shape.
public enum ShapeModifierValue: Hashable, Sendable, ArchiveCodable {
  /// The part of the outline between two fractions of its length.
  case trim(from: Double, to: Double)
  /// The shape inset by an amount on every side (`InsettableShape.inset(by:)`).
  case inset(Double)
  /// The shape rotated about an anchor within its frame.
  case rotation(Angle, anchor: UnitPoint)
  /// The shape moved by an offset.
  case offset(x: Double, y: Double)
  /// The shape scaled about an anchor.
  case scale(x: Double, y: Double, anchor: UnitPoint)

  /// JSON: `{"trim": {"from": 0, "to": 0.75}}`, `{"inset": 4}`,
  /// `{"rotation": {"angle": {"degrees": 90}, "anchor": "center"}}`, `{"offset": {"x": 2, "y": 0}}`,
  /// `{"scale": {"x": 0.5, "y": 0.5, "anchor": "center"}}`.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    guard object.object.members.count == 1, let key = object.object.keys.first else {
      throw reader.error(
        "expected an object with one key: \"trim\", \"inset\", \"rotation\", \"offset\" or \"scale\"")
    }
    let body = try object.required(key)
    switch key {
    case "trim":
      let fields = try body.object()
      try fields.only(["from", "to"])
      self = .trim(
        from: try fields.optional("from")?.number(min: 0, max: 1) ?? 0,
        to: try fields.optional("to")?.number(min: 0, max: 1) ?? 1)
    case "inset":
      self = .inset(try body.coordinate())
    case "rotation":
      let fields = try body.object()
      try fields.only(["angle", "anchor"])
      self = .rotation(
        try fields.required("angle").decode(), anchor: try fields.optional("anchor")?.decode() ?? .center)
    case "offset":
      let fields = try body.object()
      try fields.only(["x", "y"])
      self = .offset(
        x: try fields.optional("x")?.coordinate() ?? 0, y: try fields.optional("y")?.coordinate() ?? 0)
    case "scale":
      let fields = try body.object()
      try fields.only(["x", "y", "anchor"])
      self = .scale(
        x: try fields.optional("x")?.scaleFactor() ?? 1, y: try fields.optional("y")?.scaleFactor() ?? 1,
        anchor: try fields.optional("anchor")?.decode() ?? .center)
    default:
      throw ArchiveError(
        path: object.path.appending(key),
        "unknown shape modifier; expected \"trim\", \"inset\", \"rotation\", \"offset\" or \"scale\"")
    }
  }

  public var archiveJSON: JSONValue {
    switch self {
    case .trim(let from, let to): return ["trim": ["from": .number(from), "to": .number(to)]]
    case .inset(let amount): return ["inset": .number(amount)]
    case .rotation(let angle, let anchor):
      return ["rotation": ["angle": angle.archiveJSON, "anchor": anchor.archiveJSON]]
    case .offset(let x, let y): return ["offset": ["x": .number(x), "y": .number(y)]]
    case .scale(let x, let y, let anchor):
      return ["scale": ["x": .number(x), "y": .number(y), "anchor": anchor.archiveJSON]]
    }
  }
}

// The stroke vocabulary is TintypeCore's (one type from the archive to the rasterizer); the archive
// adds its JSON form.
extension LineCap: ArchiveEnum {}
extension LineJoin: ArchiveEnum {}

/// How a path is stroked (SwiftUI's `StrokeStyle`), in points.
extension Stroke: ArchiveCodable {
  static let keys = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]

  init(object: JSONObjectReader) throws {
    self.init(
      lineWidth: try object.optional("lineWidth")?.coordinate(min: 0) ?? 1,
      lineCap: try object.optional("lineCap")?.enumeration() ?? .butt,
      lineJoin: try object.optional("lineJoin")?.enumeration() ?? .miter,
      miterLimit: try object.optional("miterLimit")?.number(min: 1) ?? 10,
      dash: try object.optional("dash")?.array { try $0.coordinate(min: 0) } ?? [],
      dashPhase: try object.optional("dashPhase")?.coordinate() ?? 0)
  }

  func encode(into object: inout JSONObject) {
    object["lineWidth"] = .number(lineWidth)
    if lineCap != .butt { object["lineCap"] = lineCap.archiveJSON }
    if lineJoin != .miter { object["lineJoin"] = lineJoin.archiveJSON }
    if miterLimit != 10 { object["miterLimit"] = .number(miterLimit) }
    if !dash.isEmpty { object["dash"] = .array(dash.map { .number($0) }) }
    if dashPhase != 0 { object["dashPhase"] = .number(dashPhase) }
  }

  /// JSON: `{"lineWidth": 18, "lineCap": "round", "lineJoin": "round", "dash": [4, 2]}`.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(Stroke.keys)
    try self.init(object: object)
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    encode(into: &object)
    return .object(object)
  }
}

/// How a shape view is painted: filled, stroked along its outline, or stroked inside its outline.
public enum ShapePaint: Hashable, Sendable {
  /// Filled with a style (the foreground style when `nil`), with the even-odd rule if asked.
  case fill(ShapeStyleValue?, eoFill: Bool)
  /// Stroked centred on the outline.
  case stroke(ShapeStyleValue?, Stroke)
  /// Stroked inside the outline (`strokeBorder`).
  case strokeBorder(ShapeStyleValue?, Stroke)
}
