import TintypeCore
import TintypeRaster

/// Colour contrast as WCAG 2.2 defines it (success criterion 1.4.3): each colour's relative
/// luminance in linear light (sRGB channels decoded with the sRGB transfer function, weighted
/// 0.2126 R + 0.7152 G + 0.0722 B), and the ratio (L1 + 0.05) / (L2 + 0.05) of the lighter to the
/// darker, from 1:1 to 21:1.
public enum Contrast {
  /// The relative luminance of an opaque sRGB colour (alpha ignored), 0 for black to 1 for white.
  public static func luminance(_ color: RGBAColor) -> Double {
    func linear(_ channel: Double) -> Double { SRGBTransfer.decode(min(max(channel, 0), 1)) }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The contrast ratio of two opaque colours, in either order: at least 1, at most 21.
  public static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The least ratio WCAG 2.2 asks of text (level AA): 3:1 for large text — 18 points and up, or 14
  /// points and up when bold (weight 700 or more) — and 4.5:1 for the rest. Points are the widget's
  /// (a model: WCAG's points are CSS points, which a widget's are taken to equal).
  public static func required(pointSize: Double, weight: Int) -> Double {
    pointSize >= 18 || (pointSize >= 14 && weight >= 700) ? 3 : 4.5
  }
}
