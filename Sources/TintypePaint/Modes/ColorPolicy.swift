import TintypeArchive
import TintypeCore
import TintypeDisplayList
import TintypeRaster
import TintypeScene

/// What the rendering mode does to colours, op by op: nothing (full colour), each group's flat
/// colour keeping alpha (accented), or luminance to highlight alpha (vibrant).
public enum ColorPolicy: Sendable {
  case fullColor
  case accented(AccentPalette)
  case vibrant

  /// `color` as the mode shows it for `group`.
  func color(_ color: RGBAColor, _ group: AccentGroup) -> RGBAColor {
    switch self {
    case .fullColor: return color
    case .accented(let palette):
      guard let flat = palette.color(for: group) else { return color }
      return flat.multiplyingAlpha(by: color.alpha)
    case .vibrant:
      return VibrantModel.highlight.multiplyingAlpha(
        by: VibrantModel.strength * color.luminance * color.alpha)
    }
  }

  /// `paint` as the mode shows it: gradients keep their stop alphas.
  func paint(_ paint: DisplayPaint, _ group: AccentGroup) -> DisplayPaint {
    if case .fullColor = self { return paint }
    switch paint {
    case .solid(let value): return .solid(color(value, group))
    case .gradient(var gradient):
      gradient.colors = gradient.colors.map { color($0, group) }
      return .gradient(gradient)
    }
  }

  /// An image's pixels as the mode shows them.
  func image(_ canvas: Canvas, _ treatment: ImageAccentTreatment, _ group: AccentGroup) -> Canvas {
    switch self {
    case .fullColor:
      return canvas
    case .accented(let palette):
      guard treatment != .original, let flat = palette.color(for: group) else { return canvas }
      var copy = canvas
      if treatment == .luminance {
        // The straight colour's luminance times the pixel's alpha is the luminance of the premultiplied
        // channels: no division by alpha needed.
        copy.mapPixels { ColorPolicy.pixel(flat, coverage: ColorPolicy.premultipliedLuminance($0)) }
      } else {
        // A silhouette depends on alpha alone: 256 possible pixels, made once.
        let silhouette = (0...255).map { ColorPolicy.pixel(flat, coverage: Double($0) / 255) }
        copy.mapPixels { silhouette[Int($0.alpha)] }
      }
      return copy
    case .vibrant:
      var copy = canvas
      copy.mapPixels { pixel in
        ColorPolicy.pixel(
          VibrantModel.highlight, coverage: VibrantModel.strength * ColorPolicy.premultipliedLuminance(pixel))
      }
      return copy
    }
  }

  /// Recolours a finished layer (a `luminanceToAlpha` result) by its group, keeping alpha.
  func recolorLayer(_ canvas: inout Canvas, _ group: AccentGroup) {
    switch self {
    case .fullColor: return
    case .accented(let palette):
      guard let flat = palette.color(for: group) else { return }
      canvas.mapPixels { ColorPolicy.pixel(flat, coverage: Double($0.alpha) / 255) }
    case .vibrant:
      // Black with alpha has no luminance: it lifts nothing.
      canvas.mapPixels { _ in .clear }
    }
  }

  /// The luminance of a premultiplied pixel's channels, 0…1: its straight colour's luminance times its
  /// alpha.
  @inline(__always)
  static func premultipliedLuminance(_ pixel: Pixel) -> Double {
    let w = RGBAColor.luminanceWeights
    return (w.red * Double(pixel.red) + w.green * Double(pixel.green) + w.blue * Double(pixel.blue)) / 255
  }

  /// The luminance of a premultiplied pixel's unpremultiplied colour.
  static func luminance(_ pixel: Pixel) -> Double {
    let alpha = Double(pixel.alpha)
    guard alpha > 0 else { return 0 }
    let w = RGBAColor.luminanceWeights
    return (w.red * Double(pixel.red) + w.green * Double(pixel.green) + w.blue * Double(pixel.blue)) / alpha
  }

  /// A premultiplied pixel of `color` covering `coverage` of the pixel.
  ///
  /// Runs once per pixel of every image and layer the accented and vibrant modes recolour, so it
  /// rounds by adding ½ and truncating: the same as `rounded()` for values in 0…255, without the
  /// call into the C library that `rounded()` makes.
  @inline(__always)
  static func pixel(_ color: RGBAColor, coverage: Double) -> Pixel {
    let alpha = min(max(color.alpha * coverage, 0), 1)
    @inline(__always) func channel(_ value: Double) -> UInt8 {
      UInt8(min(max(value, 0), 1) * alpha * 255 + 0.5)
    }
    return Pixel(
      red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
      alpha: UInt8(alpha * 255 + 0.5))
  }
}
