import TintypeArchive
import TintypeCore

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (OpenSwiftUI
/// `AspectRatioLayout.swift`): offers the view the largest (`fit`) or smallest (`fill`) size of
/// the given width-to-height ratio that fits in / covers the offer, and takes the view's answer.
/// With no ratio, the view's own ideal size gives it (a resizable image's natural size). An axis
/// offered `nil` is unconstrained, so `fit` scales by the other axis alone and `fill` offers
/// infinity; a fully `nil` offer passes through. A filled view larger than its parent overflows.
struct AspectRatioLayout: UnaryLayoutRule {
  let ratio: Double?
  let contentMode: ContentMode

  func sizeThatFits(_ proposal: ProposedSize, child: LayoutChild) -> Size {
    child.size(in: childProposal(proposal, child: child))
  }

  func placement(of child: LayoutChild, in size: Size, proposal: ProposedSize) -> ChildPlacement {
    let offer = childProposal(proposal, child: child)
    let childSize = child.size(in: offer)
    let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    return ChildPlacement(origin: origin, proposal: offer)
  }

  private func childProposal(_ proposal: ProposedSize, child: LayoutChild) -> ProposedSize {
    guard proposal != .unspecified else { return proposal }
    var shape = ratio.map { Size(width: $0, height: 1) } ?? child.size(in: .unspecified)
    if shape.width == shape.height { shape = Size(width: 1, height: 1) }
    let scale =
      contentMode == .fit
      ? min(Self.scale(shape, proposal, .horizontal), Self.scale(shape, proposal, .vertical))
      : max(Self.scale(shape, proposal, .horizontal), Self.scale(shape, proposal, .vertical))
    return ProposedSize(
      width: Self.scaled(shape.width, by: scale), height: Self.scaled(shape.height, by: scale))
  }

  /// The factor that makes `shape` as long as the offer on `axis`; infinite when unconstrained.
  private static func scale(_ shape: Size, _ proposal: ProposedSize, _ axis: Axis) -> Double {
    guard let target = proposal[axis], shape[axis] != 0 || target != 0 else { return .infinity }
    return target / shape[axis]
  }

  /// `length × scale`, taking 0 × ∞ as 0 rather than NaN.
  private static func scaled(_ length: Double, by scale: Double) -> Double {
    length == 0 ? 0 : length * scale
  }
}
