/// An axis-aligned rectangle in canvas pixels (see `Point` for the coordinate system).
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

  /// The same rectangle with a non-negative width and height, so that `x`, `y` is its top-left corner.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(width), height: abs(height))
  }
}
