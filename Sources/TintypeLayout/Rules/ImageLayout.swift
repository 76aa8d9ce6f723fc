import TintypeCore
import TintypeScene

/// How `Image` sizes itself: a fixed image is always its natural size, whatever it is offered; a
/// `resizable()` image takes the offer, falling back to its natural size on an axis offered `nil`.
/// Keeping the image's proportions is `aspectRatio`'s job, not the image's.
struct ImageLayout: LeafLayoutRule {
  let image: ResolvedImage

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard image.isResizable else { return image.naturalSize }
    return proposal.replacingUnspecifiedDimensions(by: image.naturalSize)
  }
}
