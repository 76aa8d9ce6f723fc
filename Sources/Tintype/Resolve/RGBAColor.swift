import Foundation
import TintypeArchive
import TintypeRaster

/// A concrete colour: straight (not premultiplied) sRGB components and opacity, each 0…1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0…1.
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The opacity, 0…1.
  public var alpha: Double

  /// A colour from components.
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

  /// Relative luminance weights of SVG's `luminanceToAlpha` (0.2125, 0.7154, 0.0721), applied to
  /// the sRGB-encoded components (the colour space of the operation is unconfirmed; this is the model).
  public var luminance: Double { 0.2125 * red + 0.7154 * green + 0.0721 * blue }

  /// `#RRGGBBAA`.
  public var description: String {
    func hex(_ value: Double) -> String {
      let byte = Int((min(max(value, 0), 1) * 255).rounded())
      return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }
}

extension RGBAColor {
  /// Converts an archived colour with concrete components to sRGB. Display P3 and linear sRGB are
  /// converted to sRGB (P3 values outside sRGB are clamped), because the output PNG is tagged sRGB.
  init(components red: Double, _ green: Double, _ blue: Double, opacity: Double, space: RGBColorSpace) {
    switch space {
    case .sRGB:
      self.init(red: red, green: green, blue: blue, alpha: opacity)
    case .sRGBLinear:
      self.init(
        red: SRGBTransfer.encode(red), green: SRGBTransfer.encode(green), blue: SRGBTransfer.encode(blue),
        alpha: opacity)
    case .displayP3:
      // Display P3 shares sRGB's transfer curve; convert through linear light with the
      // P3 → sRGB matrix (both D65).
      let r = SRGBTransfer.decode(red)
      let g = SRGBTransfer.decode(green)
      let b = SRGBTransfer.decode(blue)
      let sr = 1.2249 * r - 0.2247 * g + 0.0000 * b
      let sg = -0.0420 * r + 1.0419 * g + 0.0000 * b
      let sb = -0.0197 * r - 0.0786 * g + 1.0979 * b
      self.init(
        red: SRGBTransfer.encode(min(max(sr, 0), 1)), green: SRGBTransfer.encode(min(max(sg, 0), 1)),
        blue: SRGBTransfer.encode(min(max(sb, 0), 1)), alpha: opacity)
    }
  }
}
