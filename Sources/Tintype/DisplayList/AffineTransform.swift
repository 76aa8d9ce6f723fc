import Foundation

/// A 2D affine transform in points: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// The coefficients, as in the formula above.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// A transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin; positive angles turn clockwise on screen (y points down), as
  /// SwiftUI's `rotationEffect` does.
  public static func rotation(degrees: Double) -> AffineTransform {
    let r = degrees * .pi / 180
    return AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
  }

  /// `self` applied first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c,
      d: c * other.b + d * other.d, tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The image of a point.
  public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// Whether this is a pure translation.
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  public var description: String {
    if self == .identity { return "identity" }
    if isTranslation { return "translate(\(DisplayListDump.number(tx)), \(DisplayListDump.number(ty)))" }
    return "matrix(" + [a, b, c, d, tx, ty].map(DisplayListDump.number).joined(separator: ", ") + ")"
  }
}
