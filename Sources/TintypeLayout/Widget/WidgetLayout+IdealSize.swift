import TintypeCore
import TintypeScene

extension WidgetLayout {
  /// The size the content views take when offered nothing (`nil` × `nil`): each its ideal size,
  /// stacked like a ZStack's members. What a render at the view's own size (`sizeThatFits`) is.
  public static func idealSize(of roots: [ResolvedView], measurer: any TextMeasurer) -> Size {
    var graph = LayoutGraph()
    let nodes = roots.enumerated().map { index, root in
      graph.add(root, path: LayoutPath.root(index), stackAxis: nil)
    }
    let engine = LayoutEngine(graph: graph, measurer: measurer, container: nil)
    let unspecified = ProposedSize(width: nil, height: nil)
    return nodes.reduce(Size(width: 0, height: 0)) { size, node in
      let ideal = engine.size(of: engine.outermost(node), in: unspecified)
      return Size(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
  }
}
