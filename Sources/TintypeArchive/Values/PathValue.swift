import TintypeCore

/// A path's points are the vocabulary's `Point`, in points; in JSON, `[x, y]`.
extension Point: ArchiveCodable {
  /// JSON: `[x, y]`.
  public init(from reader: JSONReader) throws {
    let pair = try reader.array()
    guard pair.count == 2 else { throw reader.mismatch("a point [x, y]") }
    self.init(x: try pair[0].coordinate(), y: try pair[1].coordinate())
  }

  public var archiveJSON: JSONValue { [.number(x), .number(y)] }
}

/// A recorded path: the elements SwiftUI's `Path` was built from.
///
/// `referenceSize` is set when the path came from a custom `Shape`'s `path(in:)`: SwiftUI calls
/// that with the frame the layout gives the shape, which is not known when a view is archived, so
/// the archive records the path in a reference rectangle and the renderer scales it to the frame.
/// A `Path` used directly as a view has no reference size and is drawn as is.
public struct PathValue: Hashable, Sendable, ArchiveCodable {
  /// One drawing step.
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    /// An arc around a centre, from one angle to another (SwiftUI's `addArc`; angles clockwise
    /// from the x axis in the y-down coordinate space when `clockwise` is false, as SwiftUI draws).
    case arc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool)
    case rect(x: Double, y: Double, width: Double, height: Double)
    case ellipse(x: Double, y: Double, width: Double, height: Double)
    case roundedRect(
      x: Double, y: Double, width: Double, height: Double, cornerRadius: Double, style: RoundedCornerStyle)
    case closeSubpath
  }

  /// The drawing steps, in order.
  public var elements: [Element]
  /// The rectangle the path was recorded in, from the origin; `nil` for a path drawn as is.
  public var referenceSize: (width: Double, height: Double)? {
    get { referenceWidth.map { ($0, referenceHeight ?? 0) } }
    set {
      referenceWidth = newValue?.width
      referenceHeight = newValue?.height
    }
  }
  private var referenceWidth: Double?
  private var referenceHeight: Double?

  /// A path with elements, recorded in a reference rectangle of the given size when present.
  public init(elements: [Element], referenceSize: (width: Double, height: Double)? = nil) {
    self.elements = elements
    self.referenceSize = referenceSize
  }

  /// JSON: `{"elements": [{"move": [0, 0]}, {"line": [10, 0]},
  /// {"quadCurve": {"to": [..], "control": [..]}}, {"curve": {"to", "control1", "control2"}},
  /// {"arc": {"center": [..], "radius": 8, "startAngle": 0, "endAngle": 90, "clockwise": false}},
  /// {"rect": [x, y, w, h]}, {"ellipse": [x, y, w, h]},
  /// {"roundedRect": {"rect": [x, y, w, h], "cornerRadius": 4}}, "close"],
  /// "referenceSize": [w, h]}`.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["elements", "referenceSize"])
    elements = try object.required("elements").array(
      maximum: ArchiveLimits.maximumPathElements, limit: "maximumPathElements", PathValue.element)
    if let size = object.optional("referenceSize") {
      let pair = try size.array()
      guard pair.count == 2 else { throw size.mismatch("a size [width, height]") }
      referenceSize = (
        try pair[0].coordinate(min: 0, exclusiveMin: true), try pair[1].coordinate(min: 0, exclusiveMin: true)
      )
    }
  }

  private static func rect(_ reader: JSONReader) throws -> (Double, Double, Double, Double) {
    let parts = try reader.array()
    guard parts.count == 4 else { throw reader.mismatch("a rectangle [x, y, width, height]") }
    return (
      try parts[0].coordinate(), try parts[1].coordinate(), try parts[2].coordinate(min: 0),
      try parts[3].coordinate(min: 0)
    )
  }

  private static func element(_ reader: JSONReader) throws -> Element {
    if case .string("close") = reader.value { return .closeSubpath }
    let object = try reader.object()
    guard object.object.members.count == 1, let key = object.object.keys.first else {
      throw reader.error("expected \"close\" or an object with one key")
    }
    let body = try object.required(key)
    switch key {
    case "move": return .move(to: try body.decode())
    case "line": return .line(to: try body.decode())
    case "quadCurve":
      let fields = try body.object()
      try fields.only(["to", "control"])
      return .quadCurve(
        to: try fields.required("to").decode(), control: try fields.required("control").decode())
    case "curve":
      let fields = try body.object()
      try fields.only(["to", "control1", "control2"])
      return .curve(
        to: try fields.required("to").decode(), control1: try fields.required("control1").decode(),
        control2: try fields.required("control2").decode())
    case "arc":
      let fields = try body.object()
      try fields.only(["center", "radius", "startAngle", "endAngle", "clockwise"])
      return .arc(
        center: try fields.required("center").decode(),
        radius: try fields.required("radius").coordinate(min: 0),
        startAngle: try fields.required("startAngle").decode(),
        endAngle: try fields.required("endAngle").decode(),
        clockwise: try fields.optional("clockwise")?.bool() ?? false)
    case "rect":
      let r = try rect(body)
      return .rect(x: r.0, y: r.1, width: r.2, height: r.3)
    case "ellipse":
      let r = try rect(body)
      return .ellipse(x: r.0, y: r.1, width: r.2, height: r.3)
    case "roundedRect":
      let fields = try body.object()
      try fields.only(["rect", "cornerRadius", "style"])
      let r = try rect(try fields.required("rect"))
      return .roundedRect(
        x: r.0, y: r.1, width: r.2, height: r.3,
        cornerRadius: try fields.required("cornerRadius").coordinate(min: 0),
        style: try fields.optional("style")?.enumeration() ?? .continuous)
    default:
      throw ArchiveError(
        path: object.path.appending(key),
        "unknown path element; expected \"move\", \"line\", \"quadCurve\", \"curve\", \"arc\", \"rect\", \"ellipse\", \"roundedRect\" or \"close\""
      )
    }
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    object["elements"] = .array(
      elements.map { element -> JSONValue in
        switch element {
        case .move(let p): return ["move": p.archiveJSON]
        case .line(let p): return ["line": p.archiveJSON]
        case .quadCurve(let p, let c): return ["quadCurve": ["to": p.archiveJSON, "control": c.archiveJSON]]
        case .curve(let p, let c1, let c2):
          return ["curve": ["to": p.archiveJSON, "control1": c1.archiveJSON, "control2": c2.archiveJSON]]
        case .arc(let center, let radius, let start, let end, let clockwise):
          return [
            "arc": [
              "center": center.archiveJSON, "radius": .number(radius), "startAngle": start.archiveJSON,
              "endAngle": end.archiveJSON, "clockwise": .bool(clockwise),
            ]
          ]
        case .rect(let x, let y, let w, let h):
          return ["rect": [.number(x), .number(y), .number(w), .number(h)]]
        case .ellipse(let x, let y, let w, let h):
          return ["ellipse": [.number(x), .number(y), .number(w), .number(h)]]
        case .roundedRect(let x, let y, let w, let h, let radius, let style):
          return [
            "roundedRect": [
              "rect": [.number(x), .number(y), .number(w), .number(h)], "cornerRadius": .number(radius),
              "style": style.archiveJSON,
            ]
          ]
        case .closeSubpath: return "close"
        }
      })
    if let size = referenceSize { object["referenceSize"] = [.number(size.width), .number(size.height)] }
    return .object(object)
  }
}
