import TintypeCore

#if _endian(big)
  #error("PackedColor assumes little-endian byte order, as on every platform Tintype supports")
#endif

/// A premultiplied RGBA8 pixel held in a `UInt32` exactly as its four bytes sit in a canvas: red in
/// the lowest byte, alpha in the highest (on little-endian machines). Working on whole pixels lets
/// the compositing loops move and blend two channels per multiply.
enum PackedColor {
  @inline(__always)
  static func pack(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
    red | green << 8 | blue << 16 | alpha << 24
  }

  @inline(__always)
  static func alpha(_ color: UInt32) -> UInt32 { color >> 24 }

  /// `value` × `factor` / 255 for two bytes held 16 bits apart, each rounded to nearest exactly:
  /// (p + 128 + ((p + 128) >> 8)) >> 8 is the usual exact form of round(p / 255) for p ≤ 255².
  @inline(__always)
  private static func multiplyLanes(_ lanes: UInt32, _ factor: UInt32) -> UInt32 {
    var product = lanes &* factor &+ 0x0080_0080
    product = (product &+ ((product >> 8) & 0x00FF_00FF)) >> 8
    return product & 0x00FF_00FF
  }

  /// Every channel of `color` scaled by `factor` / 255 (factor 0...255), rounded to nearest.
  @inline(__always)
  static func scale(_ color: UInt32, by factor: UInt32) -> UInt32 {
    multiplyLanes(color & 0x00FF_00FF, factor) | multiplyLanes((color >> 8) & 0x00FF_00FF, factor) << 8
  }

  /// `a` × `b` / 255 for single bytes, rounded to nearest.
  @inline(__always)
  static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let product = a &* b &+ 128
    return (product &+ (product >> 8)) >> 8
  }

  /// Porter-Duff source-over on premultiplied pixels: source + destination × (1 − source alpha). The
  /// sum never exceeds 255 per channel because each source channel is at most the source alpha.
  @inline(__always)
  static func sourceOver(_ source: UInt32, onto destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- (source >> 24))
  }

  /// A factor 0...1 as a byte, rounded; NaN counts as 0.
  static func byte(_ fraction: Double) -> UInt32 {
    RGBAColor.byte(fraction)
  }
}
