/// A colour as callers give it: sRGB-encoded red, green and blue with straight (not premultiplied)
/// alpha, each from 0 to 1. Painting converts it to the canvas's premultiplied 8-bit form.
///
/// All colour arithmetic in this module (blending, gradients, luminance) works on the sRGB-encoded
/// values directly, without converting to linear light, as Core Graphics and browsers do by default.
public struct RGBA: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double

  /// A colour from straight-alpha components in 0...1; values outside are clamped when painting.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 8-bit straight-alpha components, as in `#RRGGBB` notation.
  public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      alpha: Double(alpha) / 255)
  }

  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBA(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// Premultiplied components in 0...1, clamped.
  var premultiplied: (red: Double, green: Double, blue: Double, alpha: Double) {
    let a = Self.clamp(alpha)
    return (Self.clamp(red) * a, Self.clamp(green) * a, Self.clamp(blue) * a, a)
  }

  /// The premultiplied 8-bit pixel, each channel rounded to nearest.
  var packed: UInt32 {
    let p = premultiplied
    return PackedColor.pack(
      red: Self.byte(p.red), green: Self.byte(p.green), blue: Self.byte(p.blue), alpha: Self.byte(p.alpha))
  }

  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  static func byte(_ value: Double) -> UInt32 {
    UInt32((clamp(value) * 255).rounded())
  }
}
