import Foundation
import TintypeArchive
import TintypeCore
import TintypeRaster

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
