import TintypeArchive
import TintypeCore

/// One line of the layout JSON: a view's path, type and frame, or one of its layers.
///
/// JSON (a public contract, `tintype layout`): an array of
/// `{"path": "entries[0].view.children[1]", "type": "Text", "x": 16, "y": 40.5, "width": 120, "height": 20}`,
/// the path being the view's JSON path in the archive as errors and warnings give it (or, for a
/// tree laid out without an archive, its place in the tree, `"0.1.2"`), keys in
/// that order, with `"overflow": true` added only to overflowing views. A view's own record has the
/// view's own frame (a `Color` inside `padding(10)` inside `frame(width: 100, height: 60)` is 80 × 40);
/// each layout modifier around it follows as a record of its own with a `"layer"` key after
/// `"type"` naming the modifier (`"padding"`, `"frame"`, `"flexibleFrame"`, `"fixedSize"`,
/// `"aspectRatio"`, `"offset"`, `"position"`) and the frame of the view it makes, innermost first.
/// Numbers are the exact frames in points, written by `JSONWriter` (whole numbers without a
/// fraction, others in Swift's shortest round-trip form), so the same layout gives the same bytes
/// everywhere.
public struct LayoutRecord: Hashable, Sendable {
  /// The view's name: its archive JSON path (`LayoutNode.displayPath`).
  public var path: String
  /// The view's type name.
  public var type: String
  /// The view's frame in points from the widget's top-left corner.
  public var frame: Rect
  /// Whether the view overflows (see `LayoutNode.overflows`).
  public var overflows: Bool
  /// For a layer's record, the modifier that makes it (`"padding"`, `"frame"`, …); `nil` for the
  /// view's own record.
  public var layer: String?

  /// A record.
  public init(path: String, type: String, frame: Rect, overflows: Bool, layer: String? = nil) {
    self.path = path
    self.type = type
    self.frame = frame
    self.overflows = overflows
    self.layer = layer
  }

  /// The record's JSON object.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [("path", .string(path)), ("type", .string(type))]
    if let layer { members.append(("layer", .string(layer))) }
    members += [
      ("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)),
      ("height", .number(frame.height)),
    ]
    var object = JSONObject(members)
    if overflows { object["overflow"] = true }
    return .object(object)
  }
}
