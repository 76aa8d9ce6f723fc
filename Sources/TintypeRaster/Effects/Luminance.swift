import TintypeCore

/// The luminance weights of SVG's `feColorMatrix type="luminanceToAlpha"`, which SwiftUI's
/// `luminanceToAlpha()` documents itself as equivalent to: 0.2125 R + 0.7154 G + 0.0721 B.
///
/// They are applied to sRGB-encoded values as stored, with no conversion to linear light: the model
/// chosen here (SwiftUI does not say which it uses; SVG filters default to linearRGB, but CSS and
/// Core Image's usual practice work on encoded values). Weights are in 65536ths, rounded so they sum
/// to exactly 65536 and white maps to exactly 255.
enum Luminance {
  static let red: UInt32 = 13_927  // 0.2125 × 65536 = 13926.4, rounded up to make the sum exact
  static let green: UInt32 = 46_884  // 0.7154 × 65536 = 46884.4
  static let blue: UInt32 = 4_725  // 0.0721 × 65536 = 4725.1

  /// The weighted sum of a pixel's colour bytes, rounded to nearest.
  @inline(__always)
  static func of(_ color: UInt32) -> UInt32 {
    let sum = (color & 0xFF) * red + (color >> 8 & 0xFF) * green + (color >> 16 & 0xFF) * blue
    return (sum + 32_768) >> 16
  }
}
