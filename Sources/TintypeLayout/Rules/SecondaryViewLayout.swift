import TintypeArchive
import TintypeCore

/// `background`, `overlay` and `mask` views: each is offered the size of the view it modifies and
/// aligned with it, the two views' `alignment` guides meeting (centred by default; a baseline
/// guide uses the modified view's text). They never change the modified view's size; one larger
/// than its frame overflows it.
enum SecondaryViewLayout {
  /// Where `content` goes relative to `modified`, which is `size` for `proposal`.
  static func placement(
    of content: LayoutChild, on modified: LayoutChild, in size: Size, proposal: ProposedSize,
    alignment: Alignment
  ) -> ChildPlacement {
    let offer = ProposedSize(size)
    let x =
      modified.guide(alignment.horizontal, in: proposal) - content.guide(alignment.horizontal, in: offer)
    let y = modified.guide(alignment.vertical, in: proposal) - content.guide(alignment.vertical, in: offer)
    return ChildPlacement(origin: Point(x: x, y: y), proposal: offer)
  }
}
