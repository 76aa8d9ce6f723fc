import TintypeCore

/// `fixedSize(horizontal:vertical:)` (OpenSwiftUI `FixedSizeLayout.swift`): offers `nil` on the
/// chosen axes, so the view takes its ideal size there — text stays on one line, a shape becomes
/// 10 pt — even when that is more than its parent offered. The overflow is reported, not clipped.
struct FixedSizeLayout: UnaryLayoutRule {
  let horizontal: Bool
  let vertical: Bool

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    child.size(in: childProposal(proposal))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let offer = childProposal(proposal)
    let childSize = child.size(in: offer)
    let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    return ChildPlacement(origin: origin, proposal: offer)
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
