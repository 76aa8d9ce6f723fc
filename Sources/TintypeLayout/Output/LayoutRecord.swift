import TintypeArchive

/// One line of the layout JSON: a view's path, type and frame.
///
/// JSON (a public contract, `tintype layout`): an array of
/// `{"path": "0.1.2", "type": "Text", "x": 16, "y": 40.5, "width": 120, "height": 20}`, keys in
/// that order, with `"overflow": true` added only to overflowing views. Numbers are the exact
/// frames in points, written by `JSONWriter` (whole numbers without a fraction, others in Swift's
/// shortest round-trip form), so the same layout gives the same bytes everywhere.
public struct LayoutRecord: Hashable, Sendable {
  /// The view's path (see `LayoutPath`).
  public var path: String
  /// The view's type name.
  public var type: String
  /// The view's frame in points from the widget's top-left corner.
  public var frame: LayoutRect
  /// Whether the view overflows (see `LayoutNode.overflows`).
  public var overflows: Bool

  /// A record.
  public init(path: String, type: String, frame: LayoutRect, overflows: Bool) {
    self.path = path
    self.type = type
    self.frame = frame
    self.overflows = overflows
  }

  /// The record's JSON object.
  public var json: JSONValue {
    var object = JSONObject([
      ("path", .string(path)), ("type", .string(type)), ("x", .number(frame.x)), ("y", .number(frame.y)),
      ("width", .number(frame.width)), ("height", .number(frame.height)),
    ])
    if overflows { object["overflow"] = true }
    return .object(object)
  }
}
