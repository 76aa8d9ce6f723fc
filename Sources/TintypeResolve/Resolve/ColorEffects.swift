import Foundation
import TintypeArchive
import TintypeCore
import TintypeRaster

/// SwiftUI's colour effects (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorInvert`, `colorMultiply`) and `blur`, as matrices and blur sizes.
///
/// UNCONFIRMED, and modelled here in one place: Apple documents what each effect means (0 is no
/// brightening, 1 full white; saturation 0 is grey) but not the colour math. The model applies each
/// as SVG's and Core Image's colour matrices do, to straight-alpha, gamma-encoded sRGB values in 0…1,
/// clamped after each effect; luminance uses the same Rec. 709 weights as `luminanceToAlpha`.
package enum ColorEffects {

  /// `brightness(amount)`: `amount` added to each colour channel.
  static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
  }

  /// `contrast(amount)`: each channel scaled by `amount` about mid-grey.
  static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix([
      amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0,
    ])
  }

  /// `saturation(amount)`: 0 is the grey of the same luminance, 1 the colour as it is, above 1 more
  /// saturated (SVG's `saturate`).
  static func saturation(_ amount: Double) -> ColorMatrix {
    let (r, g, b) = RGBAColor.luminanceWeights
    let s = amount
    return ColorMatrix([
      r + s * (1 - r), g * (1 - s), b * (1 - s), 0, 0,
      r * (1 - s), g + s * (1 - g), b * (1 - s), 0, 0,
      r * (1 - s), g * (1 - s), b + s * (1 - b), 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `grayscale(amount)`: 0 is the colour as it is, 1 fully grey.
  static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - amount) }

  /// `hueRotation(angle)`: SVG's `hueRotate` matrix, which keeps luminance.
  static func hueRotation(_ angle: Angle) -> ColorMatrix {
    let radians = angle.degrees * .pi / 180
    let (c, s) = (cos(radians), sin(radians))
    let (r, g, b) = RGBAColor.luminanceWeights
    return ColorMatrix([
      r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0,
      r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0, 0,
      r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `colorInvert()`: each colour channel becomes one minus itself.
  static let colorInvert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

  /// `colorMultiply(color)`: each channel, alpha included, multiplied by the colour's.
  static func colorMultiply(_ color: RGBAColor) -> ColorMatrix {
    ColorMatrix([
      color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0,
    ])
  }
}
