import TintypeArchive
import TintypeCore

/// How `Divider` sizes itself: a line across its stack's axis — horizontal in a VStack or outside
/// any stack, vertical in an HStack. Along the line it takes the offer (10 pt when offered `nil`,
/// like a shape, since it is drawn as a filled rectangle); across it, `thickness`.
struct DividerLayout: LeafLayoutRule {
  /// The line's thickness in points. SwiftUI on iOS draws a one-pixel hairline; layout works in
  /// points before any scale is known, so Tintype reserves one point and lets the painter draw
  /// the line as thin as it likes inside it.
  static let thickness: Double = 1

  /// The axis of the stack the divider is in; `nil` outside a stack.
  let stackAxis: Axis?

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if stackAxis == .horizontal {
      return Size(width: Self.thickness, height: proposal.height ?? ShapeLayout.idealSize.height)
    }
    return Size(width: proposal.width ?? ShapeLayout.idealSize.width, height: Self.thickness)
  }
}
