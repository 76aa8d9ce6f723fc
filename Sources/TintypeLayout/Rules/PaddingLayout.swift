import TintypeArchive
import TintypeCore

/// `padding` (OpenSwiftUI `PaddingLayout.swift`): offers the view the offer minus the insets (never
/// below zero), reports the view's size plus the insets, and puts the view at the top-leading
/// inset.
struct PaddingLayout: UnaryLayoutRule {
  let insets: EdgeInsets

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    let size = child.size(in: proposal.inset(by: insets))
    return Size(
      width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    ChildPlacement(
      origin: Point(x: insets.leading, y: insets.top), proposal: proposal.inset(by: insets))
  }
}
