import TintypeArchive
import TintypeCore

/// `HStack` and `VStack` (spec "Stack layout"; OpenSwiftUI `StackLayout.swift`). Written for the
/// stack's major axis; the minor axis is the one across it.
///
/// Sizing, when the major offer is a length:
/// 1. `available` = offer − the spacing between children (explicit, or `ViewSpacing`).
/// 2. Each child is offered 0 and ∞ on the major axis (the minor offer unchanged) to learn its
///    minimum and maximum.
/// 3. Children are ordered by layout priority, highest first, and within a priority by
///    flexibility, least first (`FlexibilityEstimate`).
/// 4. The minima of all lower-priority children are reserved up front; a priority group gets its
///    own minima back when its turn comes.
/// 5. In that order each child is offered `available / children left in its group` (never below
///    zero), chooses its size, and `available` shrinks by that size. A rigid child can take more
///    than its share, so the stack may be larger than its offer.
///
/// With no major offer (an ideal-size query, `fixedSize`) every child is offered `nil` on the major
/// axis. Children are then placed in declaration order, one after the other with the spacing
/// between them; across, each child's alignment guide (text baselines included) is put on a common
/// line and the whole is shifted to start at zero. When placing (not sizing), a `nil` minor offer is
/// replaced by the stack's own minor size, so that e.g. a divider spans a fixed-size stack
/// (OpenSwiftUI `proposalWhenPlacing`).
///
/// Not modelled: SwiftUI's re-offering a smaller minor size to children that overflow a concrete
/// minor offer (`resizeChildrenWithTrailingOverflow`).
struct StackLayout: ContainerLayoutRule {
  /// The alignment across the stack: a VStack aligns horizontally, an HStack vertically.
  enum MinorAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
  }

  let axis: Axis
  let alignment: MinorAlignment
  let spacing: Double?

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    arrange(children, proposal: proposal).size
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
  {
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
    return arrange(children, proposal: placing).placements
  }

  private func arrange(
    _ children: [LayoutChild], proposal: ProposedSize
  ) -> (size: Size, placements: [ChildPlacement?]) {
    guard !children.isEmpty else { return (.zero, []) }
    let gaps = children.indices.map { index in
      index == 0 ? 0 : spacing ?? ViewSpacing.distance(between: children[index - 1], and: children[index])
    }
    let minorOffer = proposal[axis.other]
    let majorOffers: [Double?]
    if let major = proposal[axis] {
      majorOffers = distribute(major - gaps.reduce(0, +), among: children, minorOffer: minorOffer)
    } else {
      majorOffers = Array(repeating: nil, count: children.count)
    }

    let offers = majorOffers.map { ProposedSize(major: $0, minor: minorOffer, axis: axis) }
    let sizes = zip(children, offers).map { $0.size(in: $1) }
    let guides = zip(children, offers).map { child, offer in minorGuide(of: child, in: offer) }

    // Across: each child's guide on the line at zero, then the union shifted to start at zero.
    var lower = 0.0
    var upper = 0.0
    for (size, guide) in zip(sizes, guides) {
      lower = min(lower, -guide)
      upper = max(upper, size[axis.other] - guide)
    }
    var position = 0.0
    var placements: [ChildPlacement?] = []
    for index in children.indices {
      position += gaps[index]
      var origin = Point.zero
      origin[axis] = position
      origin[axis.other] = -guides[index] - lower
      // Placed, a child is offered the length it chose along the stack rather than its share, so
      // that what lies inside it (paddings, frames, nested stacks) is offered what it really has.
      var placed = offers[index]
      if placed[axis] != nil { placed[axis] = sizes[index][axis] }
      placements.append(ChildPlacement(origin: origin, proposal: placed, sharedAxis: axis))
      position += sizes[index][axis]
    }
    return (Size(major: position, minor: upper - lower, axis: axis), placements)
  }

  /// Steps 2–5: the major-axis offer for each child, in declaration order.
  private func distribute(_ space: Double, among children: [LayoutChild], minorOffer: Double?) -> [Double?] {
    // A share of infinity is infinity (a parent stack asking for this stack's maximum); the
    // arithmetic below would turn ∞ − ∞ into NaN.
    guard space.isFinite else { return Array(repeating: space, count: children.count) }
    let estimates = children.map { child in
      FlexibilityEstimate(
        minLength: child.size(in: ProposedSize(major: 0, minor: minorOffer, axis: axis))[axis],
        maxLength: child.size(in: ProposedSize(major: .infinity, minor: minorOffer, axis: axis))[axis])
    }
    let priorities = children.map(\.layoutPriority)
    let order = children.indices.sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      if estimates[a] < estimates[b] { return true }
      if estimates[b] < estimates[a] { return false }
      return a < b
    }
    var groups: [[Int]] = []
    for index in order {
      if let last = groups.last?.last, priorities[last] == priorities[index] {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
    }

    var available = space
    for group in groups.dropFirst() {
      for index in group { available -= estimates[index].minLength }
    }
    var offers = [Double?](repeating: nil, count: children.count)
    for (number, group) in groups.enumerated() {
      if number > 0 {
        for index in group { available += estimates[index].minLength }
      }
      var remaining = Double(group.count)
      for index in group {
        let offer = max(available / remaining, 0)
        offers[index] = offer
        available -= children[index].size(in: ProposedSize(major: offer, minor: minorOffer, axis: axis))[axis]
        remaining -= 1
      }
    }
    return offers
  }

  /// Where the stack's alignment guide falls in `child`, across the stack.
  private func minorGuide(of child: LayoutChild, in offer: ProposedSize) -> Double {
    switch alignment {
    case .horizontal(let guide): return child.guide(guide, in: offer)
    case .vertical(let guide): return child.guide(guide, in: offer)
    }
  }
}
