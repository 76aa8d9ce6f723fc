import TintypeArchive
import TintypeCore
import TintypeScene

/// Lays out a widget: its content inside the content margins, its container background over the
/// whole widget.
///
/// - The content is offered the widget's size minus the margins (none when margins are disabled)
///   and centred in that area, as WidgetKit centres a widget's root view. It may come out larger
///   than the area; that is reported as overflow, not clipped.
/// - Several content views behave like a `ZStack` of them (centre-aligned); each keeps its own
///   root path (`"0"`, `"1"`, …).
/// - The container background ignores the margins: it is offered the whole widget and centred in
///   it (path `"background"`).
/// - `ContainerRelativeShape`s need the widget's corner radius less their distance to the widget's
///   edge; the painter gets that from `LayoutTree.containerRelativeCornerRadius(in:widgetCornerRadius:)`.
public enum WidgetLayout {
  /// Lays out `root` in a widget of `widgetSize` points.
  public static func layout(
    root: ResolvedView, widgetSize: (width: Double, height: Double), contentMargins: EdgeInsets,
    marginsDisabled: Bool, containerBackground: ResolvedView?, measurer: any TextMeasurer
  ) -> LayoutTree {
    layout(
      roots: [root], widgetSize: widgetSize, contentMargins: contentMargins, marginsDisabled: marginsDisabled,
      containerBackground: containerBackground, measurer: measurer)
  }

  /// Lays out several content views, stacked like a ZStack, in a widget of `widgetSize` points.
  public static func layout(
    roots: [ResolvedView], widgetSize: (width: Double, height: Double), contentMargins: EdgeInsets,
    marginsDisabled: Bool, containerBackground: ResolvedView?, measurer: any TextMeasurer
  ) -> LayoutTree {
    let size = Size(width: widgetSize.width, height: widgetSize.height)
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let margins = marginsDisabled ? EdgeInsets() : contentMargins
    let area = Rect(
      x: margins.leading, y: margins.top, width: max(size.width - margins.leading - margins.trailing, 0),
      height: max(size.height - margins.top - margins.bottom, 0))

    var graph = LayoutGraph()
    let rootNodes = roots.enumerated().map { index, root in
      graph.add(root, path: LayoutPath.root(index), stackAxis: nil)
    }
    let backgroundNode = containerBackground.map {
      graph.add($0, path: LayoutPath.containerBackground, stackAxis: nil)
    }
    let engine = LayoutEngine(graph: graph, measurer: measurer, container: area.size)

    let background = backgroundNode.map { node in
      let offer = ProposedSize(size)
      let childSize = engine.size(of: engine.outermost(node), in: offer)
      return engine.place(
        node, proposal: offer, at: centre(childSize, in: bounds), container: bounds, widget: bounds)
    }

    let offer = ProposedSize(area.size)
    let placedRoots: [LayoutNode]
    if rootNodes.count == 1 {
      let node = rootNodes[0]
      let childSize = engine.size(of: engine.outermost(node), in: offer)
      placedRoots = [
        engine.place(node, proposal: offer, at: centre(childSize, in: area), container: area, widget: bounds)
      ]
    } else {
      // Several content views: one ZStack's children, the stack centred in the area.
      let children = rootNodes.map { LayoutChild(engine: engine, element: engine.outermost($0)) }
      let stack = ZStackLayout(alignment: .center)
      let stackSize = stack.sizeThatFits(offer, children: children)
      let stackOrigin = centre(stackSize, in: area)
      let placements = stack.placements(of: children, in: stackSize, proposal: offer)
      placedRoots = zip(rootNodes, placements).compactMap { node, placement in
        placement.map {
          engine.place(
            node, proposal: $0.proposal, at: stackOrigin.offset(by: $0.origin), container: area,
            widget: bounds)
        }
      }
    }
    // Right-to-left subtrees are laid out left to right and mirrored afterwards.
    return LayoutTree(
      widgetSize: size, contentArea: area, containerBackground: background.map(LayoutMirroring.apply),
      roots: placedRoots.map(LayoutMirroring.apply))
  }

  /// The origin that centres a view of `size` in `rect`.
  private static func centre(_ size: Size, in rect: Rect) -> Point {
    Point(x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - size.height) / 2)
  }
}
