/// A position in the plane: in points for layout and the display list, in pixels on a canvas.
///
/// Every stage draws with the origin at the top-left corner, x to the right and y down (SwiftUI's
/// and Core Graphics' on-screen convention). On a canvas, pixel (i, j) covers the square from (i, j)
/// to (i + 1, j + 1), so its centre is at (i + 0.5, j + 0.5).
///
/// Coordinates are `Double`, like `CGFloat` on 64-bit platforms, so converting from points at @3x
/// loses nothing; the rasterizer narrows to `Float` only after clipping to the canvas.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, the top-left corner.
  public static let zero = Point(x: 0, y: 0)
}

// Vector arithmetic for the geometry code of the package's modules; `package` so that the public
// surface stays the one callers need.
extension Point {
  package static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  package static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  package static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
  package static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }

  package func dot(_ other: Point) -> Double { x * other.x + y * other.y }
  /// The z component of the 3D cross product: positive when `other` turns clockwise on screen from
  /// `self`, since y points down.
  package func cross(_ other: Point) -> Double { x * other.y - y * other.x }
  package var length: Double { (x * x + y * y).squareRoot() }
  package var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point a fraction `t` of the way to `other`.
  package func interpolated(to other: Point, by t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }

  /// This vector scaled to length 1, or nil if it is too short to have a direction.
  package var normalized: Point? {
    let l = length
    guard l > 1e-12, l.isFinite else { return nil }
    return Point(x: x / l, y: y / l)
  }

  /// This vector turned a quarter turn clockwise on screen (y down): (1, 0) becomes (0, 1).
  package var turnedClockwise: Point { Point(x: -y, y: x) }

  /// This point moved by `other`.
  package func offset(by other: Point) -> Point {
    Point(x: x + other.x, y: y + other.y)
  }
}
