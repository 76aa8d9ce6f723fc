import TintypeArchive
import TintypeCore

/// `ViewThatFits(in:)` (SwiftUI's `_SizeFittingLayout`): picks the first child whose ideal size
/// on the constrained `axes` (offered `nil` there, the offer elsewhere) is no larger than the offer
/// on those axes, else the last child. The chosen child gets the offer; the others are not shown.
/// A `nil` offer on an axis accepts any size there.
struct ViewThatFitsLayout: ContainerLayoutRule {
  let axes: Axis.Set

  /// Tolerance for comparing an ideal size with the offer.
  private static let tolerance = 1e-9

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    guard let chosen = choice(children, proposal: proposal) else { return .zero }
    return children[chosen].size(in: proposal)
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
  {
    let chosen = choice(children, proposal: proposal)
    return children.indices.map { index in
      index == chosen ? ChildPlacement(origin: .zero, proposal: proposal) : nil
    }
  }

  /// The index of the child shown for `proposal`.
  func choice(_ children: [LayoutChild], proposal: ProposedSize) -> Int? {
    guard !children.isEmpty else { return nil }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let query = ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    for (index, child) in children.enumerated() {
      let ideal = child.size(in: query)
      if horizontal, let width = proposal.width, ideal.width > width + Self.tolerance { continue }
      if vertical, let height = proposal.height, ideal.height > height + Self.tolerance { continue }
      return index
    }
    return children.count - 1
  }
}
