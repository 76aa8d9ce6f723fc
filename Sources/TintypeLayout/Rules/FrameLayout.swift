import TintypeArchive
import TintypeCore

/// `frame(width:height:alignment:)` (OpenSwiftUI `_FrameLayout`): a fixed axis is offered to the
/// view and reported exactly, whatever size the view chooses; an axis left `nil` passes the offer
/// through and takes the view's size. The view is aligned inside the frame (centred by default),
/// so a view larger than the frame spills out evenly on both sides.
struct FrameLayout: UnaryLayoutRule {
  let width: Double?
  let height: Double?
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let size = child.size(in: childProposal(proposal))
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    AlignmentGuide.place(child, proposal: childProposal(proposal), in: size, alignment: alignment)
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}
