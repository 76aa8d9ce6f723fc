import TintypeCore

// The canvas's premultiplied 8-bit form of a colour.
extension RGBAColor {
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
