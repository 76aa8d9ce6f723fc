import TintypeArchive
import TintypeCore

/// `position(x:y:)` (SwiftUI's `_PositionLayout`): the modified view takes all the space it is
/// offered, and the view inside, offered the same, is placed with its centre at (`x`, `y`) in it.
/// An axis offered `nil` (ideal size) is taken as 10 points, SwiftUI's
/// `replacingUnspecifiedDimensions()` default.
struct PositionLayout: UnaryLayoutRule {
  let x: Double
  let y: Double

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: 10))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let childSize = child.size(in: proposal)
    return ChildPlacement(
      origin: Point(x: x - childSize.width / 2, y: y - childSize.height / 2), proposal: proposal)
  }
}
