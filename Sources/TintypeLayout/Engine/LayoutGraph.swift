import TintypeArchive
import TintypeScene

/// The resolved tree flattened into an array, so that the engine can name any view by an index,
/// cache its answers, and know where it sits (its path and the stack it is in).
struct LayoutGraph {
  /// One view of the tree.
  struct Node {
    /// The view.
    var view: ResolvedView
    /// Its path in the tree (see `LayoutPath`).
    var path: String
    /// Its archive JSON path, or its nearest enclosing view's (see `LayoutNode.sourcePath`).
    var source: String? = nil
    /// Its content children (stack, ZStack and ViewThatFits members), in declaration order.
    var children: [Int]
    /// For each modifier, the node of its background, overlay or mask view, if it has one.
    var secondary: [Int?]
    /// The axis of the stack the view is a direct member of: spacers and dividers orient along it.
    var stackAxis: Axis?
    /// The node whose content child this is (not set for backgrounds, overlays and masks).
    var parent: Int? = nil
  }

  private(set) var nodes: [Node] = []

  /// Adds `view` and everything inside it; returns the index of its node.
  mutating func add(_ view: ResolvedView, path: String, stackAxis: Axis?, enclosingSource: String? = nil)
    -> Int
  {
    let index = nodes.count
    let source = view.sourcePath ?? enclosingSource
    nodes.append(
      Node(view: view, path: path, source: source, children: [], secondary: [], stackAxis: stackAxis))

    let memberAxis: Axis?
    switch view.kind {
    case .hStack, .gridRow: memberAxis = .horizontal
    // A grid stacks its rows; a divider between them is drawn across, as in a VStack.
    case .vStack, .grid: memberAxis = .vertical
    // ViewThatFits stands in for the child it picks, so that child keeps the enclosing stack's axis.
    case .viewThatFits: memberAxis = stackAxis
    // A ZStack's members overlap: a spacer in one expands on both axes, as outside any stack.
    default: memberAxis = nil
    }
    let children = view.kind.children.enumerated().map { offset, child in
      add(child, path: LayoutPath.child(offset, of: path), stackAxis: memberAxis, enclosingSource: source)
    }

    var ordinals = LayoutPath.SecondaryOrdinals()
    let secondary: [Int?] = view.modifiers.map { modifier in
      switch modifier {
      case .background(let content, _):
        return add(
          content, path: ordinals.next(.background, of: path), stackAxis: nil, enclosingSource: source)
      case .overlay(let content, _):
        return add(content, path: ordinals.next(.overlay, of: path), stackAxis: nil, enclosingSource: source)
      case .mask(let content, _):
        return add(content, path: ordinals.next(.mask, of: path), stackAxis: nil, enclosingSource: source)
      default:
        return nil
      }
    }
    nodes[index].children = children
    for child in children { nodes[child].parent = index }
    nodes[index].secondary = secondary
    return index
  }
}

/// A view with only its innermost `depth` modifiers applied: depth 0 is the primitive view, depth
/// `modifiers.count` the whole modified view as its parent sees it. Each modifier is a layout of its
/// own wrapped around the one inside, as in SwiftUI.
struct Element: Hashable {
  var node: Int
  var depth: Int
}
