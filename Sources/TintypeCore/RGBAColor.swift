/// A concrete colour: sRGB-encoded red, green and blue with straight (not premultiplied) alpha, each
/// from 0 to 1, as the resolver decides it and as the rasterizer is given it. Painting converts it
/// to the canvas's premultiplied 8-bit form.
///
/// All colour arithmetic on it (blending, gradients, luminance) works on the sRGB-encoded values
/// directly, without converting to linear light, as Core Graphics and browsers do by default.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// A colour from straight-alpha components in 0…1; values outside are clamped when painting.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 8-bit components, as design tables list them.
  public init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// A colour from 8-bit straight-alpha components, as in `#RRGGBB` notation.
  public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      alpha: Double(alpha) / 255)
  }

  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)

  /// The colour with its opacity multiplied.
  public func multiplyingAlpha(by factor: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// The Rec. 709 luminance weights of SVG's `luminanceToAlpha`, applied to the sRGB-encoded
  /// components (the colour space of the operation is unconfirmed; this is the model,
  /// docs/models.md). Every luminance in the package uses these: `luminanceToAlpha`, the accented
  /// mode's image treatment, `saturation`/`grayscale`, StandBy's night red. Inlinable, so that the
  /// painter's per-pixel loops see constants.
  @inlinable public static var luminanceWeights: (red: Double, green: Double, blue: Double) {
    (0.2125, 0.7154, 0.0721)
  }

  /// The colour's relative luminance, 0…1 (`luminanceWeights`).
  public var luminance: Double {
    let w = Self.luminanceWeights
    return w.red * red + w.green * green + w.blue * blue
  }

  /// `#RRGGBBAA`.
  public var description: String {
    func hex(_ value: Double) -> String {
      let byte = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
      return byte.count < 2 ? "0" + byte : byte
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }
}
