import TintypeCore

/// How shapes, colours, gradients and canvases size themselves: they take whatever they are
/// offered, and 10×10 when asked for their ideal size (OpenSwiftUI
/// `ProposedSize.fixingUnspecifiedDimensions()`; field guide "ideal size"). An infinite offer gives
/// an infinite size, which is how a stack learns that they are infinitely flexible.
struct ShapeLayout: LeafLayoutRule {
  /// The size a shape or colour reports on an axis offered `nil`.
  static let idealSize = Size(width: 10, height: 10)

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    proposal.replacingUnspecifiedDimensions(by: Self.idealSize)
  }
}
