/// A position on a canvas, in pixels.
///
/// Geometry in this module is in canvas pixels with the origin at the top-left corner of the top-left
/// pixel, x to the right and y down: pixel (i, j) covers the square from (i, j) to (i + 1, j + 1), so
/// its centre is at (i + 0.5, j + 0.5). Paths arrive already scaled to pixels, which ties every
/// tolerance below (flattening, arcs) to the device scale without further work.
///
/// Coordinates are `Double`, like `CGFloat` on 64-bit platforms, so callers converting from points at
/// @3x lose nothing; the rasterizer narrows to `Float` only after clipping to the canvas, where 24 bits
/// of mantissa still resolve 1/1000 px on the largest canvas `CanvasLimits` allows.
public struct Point: Hashable, Sendable {
  /// Distance from the left edge of the canvas, in pixels.
  public var x: Double
  /// Distance from the top edge of the canvas, in pixels.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, the canvas's top-left corner.
  public static let zero = Point(x: 0, y: 0)
}

// Vector arithmetic for the geometry code in this module; kept internal so the public surface stays
// the one callers need.
extension Point {
  static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
  static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }

  func dot(_ other: Point) -> Double { x * other.x + y * other.y }
  /// The z component of the 3D cross product: positive when `other` turns clockwise on screen from
  /// `self`, since y points down.
  func cross(_ other: Point) -> Double { x * other.y - y * other.x }
  var length: Double { (x * x + y * y).squareRoot() }
  var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point a fraction `t` of the way to `other`.
  func interpolated(to other: Point, by t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }

  /// This vector scaled to length 1, or nil if it is too short to have a direction.
  var normalized: Point? {
    let l = length
    guard l > 1e-12, l.isFinite else { return nil }
    return Point(x: x / l, y: y / l)
  }

  /// This vector turned a quarter turn clockwise on screen (y down): (1, 0) becomes (0, 1).
  var turnedClockwise: Point { Point(x: -y, y: x) }
}
