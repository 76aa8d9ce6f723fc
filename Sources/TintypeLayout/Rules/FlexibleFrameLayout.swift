import TintypeArchive
import TintypeCore

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, per axis
/// (spec rule 7; OpenSwiftUI/DanceUI `_FlexFrameLayout`, `ViewDimensions.dimension`):
///
/// - The view is offered the frame's offer, or `ideal` when the offer is `nil`, clamped to
///   [`min`, `max`]; `nil` when there is neither.
/// - The frame's own size: with an offer and both `min` and `max`, the offer clamped to them; with
///   no offer and an `ideal`, the ideal. Otherwise from the view's size `s` and its offer `c`:
///   `min` only → `max(min, min(c, s))`; `max` only → `min(max, max(c, s))`; both (no offer) →
///   `s` clamped; neither → `s`.
///   So `maxWidth: .infinity` fills the offer and `minWidth` only grows a view up to its offer.
/// - The view is aligned inside the frame (centred by default).
struct FlexibleFrameLayout: UnaryLayoutRule {
  let frame: FrameValue.FlexibleFrame

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    let width = ownLength(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
    let height = ownLength(
      proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
    if let width, let height { return Size(width: width, height: height) }

    let offer = childProposal(proposal)
    let size = child.size(in: offer)
    return Size(
      width: width
        ?? Self.length(
          min: frame.minWidth, max: frame.maxWidth, childOffer: offer.width, childLength: size.width),
      height: height
        ?? Self.length(
          min: frame.minHeight, max: frame.maxHeight, childOffer: offer.height, childLength: size.height))
  }

  /// At placement the view is offered the frame's own size — except on an axis where the frame
  /// had no offer and no ideal and its size lies strictly between `min` and `max`: there the
  /// view chose that size for a `nil` offer, and is offered `nil` again.
  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    func offer(_ length: Double, proposed: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
      if ideal != nil || proposed != nil { return length }
      if length >= (max ?? .infinity) || length <= (min ?? -.infinity) { return length }
      return nil
    }
    let childOffer = ProposedSize(
      width: offer(
        size.width, proposed: proposal.width, min: frame.minWidth, ideal: frame.idealWidth,
        max: frame.maxWidth),
      height: offer(
        size.height, proposed: proposal.height, min: frame.minHeight, ideal: frame.idealHeight,
        max: frame.maxHeight))
    return AlignmentGuide.place(child, proposal: childOffer, in: size, alignment: frame.alignment)
  }

  /// The offer to the view: the frame's offer, or the ideal, clamped to the bounds.
  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: Self.childOffer(
        proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
      height: Self.childOffer(
        proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
  }

  private static func childOffer(_ proposed: Double?, min lower: Double?, ideal: Double?, max upper: Double?)
    -> Double?
  {
    guard var value = proposed ?? ideal else { return nil }
    if let lower { value = max(value, lower) }
    if let upper { value = min(value, upper) }
    return value
  }

  /// The frame's length when it follows from the offer alone, else `nil`.
  private func ownLength(_ proposed: Double?, min lower: Double?, ideal: Double?, max upper: Double?)
    -> Double?
  {
    guard let proposed else { return ideal }
    guard let lower, let upper, lower <= upper else { return nil }
    return min(max(proposed, lower), upper)
  }

  /// The frame's length from the view's length and the offer it was given.
  private static func length(min lower: Double?, max upper: Double?, childOffer: Double?, childLength: Double)
    -> Double
  {
    switch (lower, upper) {
    case (let lower?, let upper?) where lower <= upper:
      return min(max(childLength, lower), upper)
    case (let lower?, _):
      return max(lower, min(childOffer ?? .infinity, childLength))
    case (nil, let upper?):
      return min(upper, max(childOffer ?? -.infinity, childLength))
    case (nil, nil):
      return childLength
    }
  }
}
