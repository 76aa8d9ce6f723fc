import TintypeArchive

/// `background`, `overlay` and `mask` views: each is offered the size of the view it modifies and
/// aligned in that view's frame (centred by default). They never change the modified view's size;
/// one larger than its frame overflows it.
enum SecondaryViewLayout {
  /// Where `content` goes in a modified view of `size`.
  static func placement(of content: LayoutChild, in size: LayoutSize, alignment: Alignment) -> ChildPlacement
  {
    AlignmentGuide.place(content, proposal: ProposedSize(size), in: size, alignment: alignment)
  }
}
