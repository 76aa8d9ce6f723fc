/// An axis-aligned rectangle: a layout frame or a display-list frame in points, a canvas region in
/// pixels (see `Point` for the coordinate system).
///
/// Layout keeps frames exact: snapping to device pixels happens when painting, so that the layout
/// is the same at every scale.
public struct Rect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The extent to the right of `x`.
  public var width: Double
  /// The extent below `y`.
  public var height: Double

  /// A rectangle with its top-left corner at `x`, `y`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle at `origin` of `size`.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x in the rectangle.
  public var minX: Double { min(x, x + width) }
  /// The smallest y in the rectangle.
  public var minY: Double { min(y, y + height) }
  /// The largest x in the rectangle.
  public var maxX: Double { max(x, x + width) }
  /// The largest y in the rectangle.
  public var maxY: Double { max(y, y + height) }
  /// The x of the centre.
  public var midX: Double { x + width / 2 }
  /// The y of the centre.
  public var midY: Double { y + height / 2 }
  /// The top-left corner, `x`, `y`.
  public var origin: Point { Point(x: x, y: y) }
  /// The width and height.
  public var size: Size { Size(width: width, height: height) }

  /// The same rectangle with a non-negative width and height, so that `x`, `y` is its top-left corner.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(width), height: abs(height))
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Whether `other` lies inside this rectangle, allowing `tolerance` on each side for
  /// floating-point error.
  public func contains(_ other: Rect, tolerance: Double) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }
}
