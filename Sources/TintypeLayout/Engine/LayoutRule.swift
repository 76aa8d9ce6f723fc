import TintypeArchive
import TintypeCore

/// Where a parent puts one child, relative to the parent's top-left corner, and the size it offers
/// it there. The child's size is its answer to that offer.
struct ChildPlacement: Hashable {
  var origin: Point
  var proposal: ProposedSize
  /// The axis along which the offer was the child's share of a stack's space. A rigid child may
  /// take more than its share while the stack still fits; only the stack as a whole can overflow
  /// there, so a larger answer on this axis is not the child's overflow.
  var sharedAxis: Axis? = nil
}

/// A view with no children whose size depends only on the offer (shapes, images, spacers…).
protocol LeafLayoutRule {
  /// The size the view chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize) -> Size
}

/// A modifier that lays out the one view inside it (SwiftUI's `UnaryLayout`).
protocol UnaryLayoutRule {
  /// The size of the modified view for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size
  /// Where the inner view goes once the modified view is `size` for `proposal`.
  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement
}

/// A view that arranges several children (stacks, ViewThatFits).
protocol ContainerLayoutRule {
  /// The container's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size
  /// Where each child goes once the container is `size` for `proposal`; `nil` for a child that is
  /// not shown.
  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
}

/// The sizing rule of one element, chosen by its modifier or, at depth 0, its kind.
enum ElementRule {
  case leaf(any LeafLayoutRule)
  case text(TextViewLayout)
  case unary(any UnaryLayoutRule)
  /// A container and the elements of its laid-out children (empty views left out), with the
  /// index of each among the view's declared children.
  case container(any ContainerLayoutRule, children: [(declared: Int, element: Element)])
}
