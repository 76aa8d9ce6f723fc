#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An affine transform of the plane, as Core Graphics spells it: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). The display list's transforms are in points, the canvas's in
/// pixels.
///
/// Because y points down, a positive rotation angle turns the x axis towards the y axis, which is
/// clockwise on screen; this matches SwiftUI's `rotationEffect`.
public struct Transform: Hashable, Sendable {
  /// How much x contributes to the new x.
  public var a: Double
  /// How much x contributes to the new y.
  public var b: Double
  /// How much y contributes to the new x.
  public var c: Double
  /// How much y contributes to the new y.
  public var d: Double
  /// Added to the new x.
  public var tx: Double
  /// Added to the new y.
  public var ty: Double

  /// A transform from its six coefficients (see the type's description).
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A move by `x`, `y`.
  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin by `x` horizontally and `y` vertically.
  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `angle` radians, clockwise on screen for positive angles.
  public static func rotation(_ angle: Double) -> Transform {
    let cosine = cos(angle)
    let sine = sin(angle)
    return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `degrees`, clockwise on screen for positive angles, as
  /// SwiftUI's `rotationEffect` turns.
  public static func rotation(degrees: Double) -> Transform {
    rotation(degrees * .pi / 180)
  }

  /// This transform followed by `other`: a point goes through `self` first.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The transform that undoes this one, or nil if this one flattens the plane onto a line or a point.
  public var inverted: Transform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let inverse = 1 / determinant
    return Transform(
      a: d * inverse, b: -b * inverse, c: -c * inverse, d: a * inverse,
      tx: (c * ty - d * tx) * inverse, ty: (b * tx - a * ty) * inverse)
  }

  /// Whether this is a pure translation.
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// Whether this is a pure move by whole units, which lets images be copied instead of resampled.
  package var isIntegerTranslation: Bool {
    // Bounded so that the offset converts to `Int`: a move this far shows nothing anyway.
    isTranslation && tx == tx.rounded() && ty == ty.rounded() && abs(tx) < 0x4000_0000
      && abs(ty) < 0x4000_0000
  }

  /// Where `point` lands.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Where the point `x`, `y` lands.
  public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }
}
