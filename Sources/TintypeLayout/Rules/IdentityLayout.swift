import TintypeCore

/// The layout of modifiers that do not change it: `layoutPriority` (read by stacks, not here),
/// `offset` (moves only where the view is drawn), `background`, `overlay` and `mask` (their views
/// are laid out in the modified view's frame, see `SecondaryViewLayout`), `hidden` and drawing
/// effects. The view gets the same offer and the same place.
struct IdentityLayout: UnaryLayoutRule {
  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    child.size(in: proposal)
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(origin: .zero, proposal: proposal)
  }
}
