import TintypeArchive
import TintypeCore

/// A widget laid out: the container background and the content views, each a tree of
/// `LayoutNode`s in points from the widget's top-left corner.
public struct LayoutTree: Sendable {
  /// The widget's size in points.
  public var widgetSize: Size
  /// The area inside the content margins, where the content was offered its space.
  public var contentArea: Rect
  /// The container background, laid out over the whole widget.
  public var containerBackground: LayoutNode?
  /// The content views (usually one), laid out inside the margins.
  public var roots: [LayoutNode]

  /// The widget's bounds.
  public var bounds: Rect { Rect(x: 0, y: 0, width: widgetSize.width, height: widgetSize.height) }

  /// Every view in drawing-tree order: the container background's tree, then each content view's.
  /// Within a tree a view comes first (at its own frame), then its layout modifiers' layers innermost
  /// first, then its children's subtrees in order, then the views of its modifiers (backgrounds,
  /// overlays, masks) in modifier order.
  public var records: [LayoutRecord] {
    var records: [LayoutRecord] = []
    func visit(_ node: LayoutNode) {
      let layers = node.modifiers.compactMap { step in step.modifier.layerName.map { (step, $0) } }
      // Overflow is the whole view's: said once, on its own record.
      records.append(
        LayoutRecord(
          path: node.displayPath, type: node.type, frame: node.contentFrame, overflows: node.overflows))
      for (step, name) in layers {
        records.append(
          LayoutRecord(
            path: node.displayPath, type: node.type, frame: step.frame, overflows: false, layer: name))
      }
      node.children.forEach(visit)
      node.secondaryViews.forEach(visit)
    }
    containerBackground.map(visit)
    roots.forEach(visit)
    return records
  }

  /// The records as a JSON array (see `LayoutRecord` for the format).
  public var recordsJSON: JSONValue { .array(records.map(\.json)) }

  /// The records' JSON text, the same bytes for the same layout.
  public func recordsJSONData(pretty: Bool = true) -> [UInt8] {
    JSONWriter.write(recordsJSON, pretty: pretty)
  }

  /// The node at `path`, searching every tree.
  public func node(at path: String) -> LayoutNode? {
    func search(_ node: LayoutNode) -> LayoutNode? {
      if node.path == path { return node }
      for child in node.children + node.secondaryViews {
        if let found = search(child) { return found }
      }
      return nil
    }
    for root in [containerBackground].compactMap({ $0 }) + roots {
      if let found = search(root) { return found }
    }
    return nil
  }

  /// How far `rect` is from each edge of the widget (negative outside it).
  public func insetFromWidgetEdges(_ rect: Rect) -> EdgeInsets {
    EdgeInsets(
      top: rect.minY, leading: rect.minX, bottom: widgetSize.height - rect.maxY,
      trailing: widgetSize.width - rect.maxX)
  }

  /// The corner radius of a `ContainerRelativeShape` filling `rect`: the widget's corner radius less
  /// the shape's distance from the nearest widget edge, so that nested corners stay concentric,
  /// and never below zero. (SwiftUI does not document the rule; this is the concentric one.)
  public func containerRelativeCornerRadius(in rect: Rect, widgetCornerRadius: Double) -> Double {
    let inset = insetFromWidgetEdges(rect)
    return max(0, widgetCornerRadius - max(0, min(inset.top, inset.leading, inset.bottom, inset.trailing)))
  }
}
