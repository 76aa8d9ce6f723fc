/// A rectangle in points, its origin at the top-left corner, `y` growing downwards.
///
/// Frames are kept exact: snapping to device pixels happens when painting, so that the layout is
/// the same at every scale.
public struct LayoutRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle at (`x`, `y`) of `width` by `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle at `origin` of `size`.
  init(origin: LayoutPoint, size: LayoutSize) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The width and height.
  public var size: LayoutSize { LayoutSize(width: width, height: height) }

  var origin: LayoutPoint { LayoutPoint(x: x, y: y) }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
    LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Whether `other` lies inside this rectangle, allowing `tolerance` points on each side for
  /// floating-point error.
  public func contains(_ other: LayoutRect, tolerance: Double) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }
}
