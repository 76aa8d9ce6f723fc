import TintypeArchive

/// `position(x:y:)` (SwiftUI's `_PositionLayout`): the modified view takes all the space it is
/// offered, and the view inside, offered the same, is placed with its centre at (`x`, `y`) in it.
/// An axis offered `nil` (ideal size) is taken as 10 points, SwiftUI's
/// `replacingUnspecifiedDimensions()` default.
struct PositionLayout: UnaryLayoutRule {
  let x: Double
  let y: Double

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> LayoutSize {
    proposal.replacingUnspecifiedDimensions(by: LayoutSize(width: 10, height: 10))
  }

  func placement(of child: LayoutChild, in size: LayoutSize, proposal: ProposedSize) -> ChildPlacement {
    let childSize = child.size(in: proposal)
    return ChildPlacement(
      origin: LayoutPoint(x: x - childSize.width / 2, y: y - childSize.height / 2), proposal: proposal)
  }
}
