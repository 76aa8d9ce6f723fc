import TintypeArchive
import TintypeCore

/// The numbers the render rules use, each in one place. Sourced: 44 × 44 pt tap targets (Apple's
/// Human Interface Guidelines), 11 pt text (the smallest text style, caption2), WCAG 2.2's ratios
/// (`Contrast`). A model (UNCONFIRMED, docs/models.md): how the contrast probe samples glyphs, and
/// what stands behind a widget whose own pixels are not opaque.
public enum LintModel {
  /// The smallest text size, in points.
  public static let smallestTextSize = 11.0
  /// The smallest tap target's side, in points.
  public static let smallestTapTarget = 44.0
  /// How far past the content margins content may reach before it is reported, in points (layout's
  /// rounding and a text's side bearings).
  public static let marginSlack = 1.0
  /// How much larger than its pixels an image may be drawn before it is reported (10 %).
  public static let upscaleTolerance = 1.1
  /// The scale the contrast probe paints at: enough pixels inside an 11 pt glyph's stems.
  public static let probeScale = 2.0
  /// How many pixels around a text's box the probe paints too (antialiasing, shadows, blurs near it).
  public static let probeMargin = 8
  /// A pixel counts as inside a glyph when the text alone covers this much of it.
  public static let glyphCoverage = 0.75
  /// What stands behind a widget's pixels that are not opaque (a clear or glass background) when the
  /// render names no backdrop: a light wallpaper tone behind a Home Screen widget in full colour and
  /// the light scheme; the dark tone everywhere else — the accented and vibrant modes draw content
  /// light on glass over a dimmed wallpaper, and the Lock Screen's and the watch's accessory widgets
  /// are drawn light in any scheme. UNCONFIRMED: a model of where widgets are seen.
  public static func backdrop(_ family: WidgetFamily, _ mode: WidgetRenderingMode, _ scheme: ColorScheme)
    -> RGBAColor
  {
    family.isSystem && mode == .fullColor && scheme == .light ? lightWallpaper : darkWallpaper
  }
  /// A light wallpaper tone.
  public static let lightWallpaper = RGBAColor(red: 0.9, green: 0.9, blue: 0.92)
  /// A dark wallpaper tone.
  public static let darkWallpaper = RGBAColor(red: 0.11, green: 0.11, blue: 0.12)
}

/// Numbers in findings: whole when whole, else one decimal.
enum LintFormat {
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// An opaque colour as `#RRGGBB`.
  static func hex(_ color: RGBAColor) -> String {
    func byte(_ channel: Double) -> String {
      let value = Int((min(max(channel, 0), 1) * 255).rounded())
      let text = String(value, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }
}
