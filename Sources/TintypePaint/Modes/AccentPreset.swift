import Foundation
import TintypeArchive
import TintypeCore
import TintypeScene

/// How the system colours a widget in the accented rendering mode: which colours its default and
/// accent groups take, and what replaces its container background.
///
/// Apple documents the groups (two flat colours, alpha kept) and, for iOS/macOS 26, that both are
/// white; it documents neither the iOS 18 tint colours nor the glass. Every colour here beyond
/// "white content" is a model (docs/spec/rendering-modes.md, "Model to implement", items 3), kept in
/// this one place.
public enum AccentPreset: String, Sendable, CaseIterable, Hashable {
  /// iOS 26 clear Home Screen: white content over clear glass.
  case ios26Clear = "ios26-clear"
  /// iOS 26 tinted Home Screen: white content over glass infused with the tint.
  case ios26Tinted = "ios26-tinted"
  /// iOS 18 tinted Home Screen: content in the tint (or white with accents in the tint) over a
  /// dark tinted card.
  case ios18Tinted = "ios18-tinted"
  /// watchOS faces such as Infograph: white default group, accent group in the face colour, on black.
  case watch

  /// The tint when none is given: system blue.
  public static let defaultTint = RGBAColor(0, 122, 255)

  /// The group colours and backdrop for a widget; `hasAccentViews` matters on iOS 18, where a
  /// widget without accented views is tinted whole.
  public func palette(tint: RGBAColor, scheme: ColorScheme, hasAccentViews: Bool) -> AccentPalette {
    switch self {
    case .ios26Clear:
      return AccentPalette(
        defaultColor: AccentModel.glassDefault, accentColor: .white,
        backdrop: [scheme == .dark ? AccentModel.darkVeil : AccentModel.lightVeil])
    case .ios26Tinted:
      return AccentPalette(
        defaultColor: AccentModel.glassDefault, accentColor: .white,
        backdrop: [
          scheme == .dark ? AccentModel.darkVeil : AccentModel.lightVeil,
          tint.multiplyingAlpha(by: AccentModel.tintInfusion),
        ])
    case .ios18Tinted:
      let card = AccentModel.darkCard(from: tint)
      if !hasAccentViews { return AccentPalette(defaultColor: tint, accentColor: tint, backdrop: [card]) }
      return AccentPalette(
        defaultColor: AccentModel.mix(.white, tint, AccentModel.whiteTintMix), accentColor: tint,
        backdrop: [card])
    case .watch:
      return AccentPalette(defaultColor: .white, accentColor: tint, backdrop: [.black])
    }
  }
}

/// The colours of one accented render.
public struct AccentPalette: Sendable, Hashable {
  /// The default group's colour (its alpha multiplies the content's).
  public var defaultColor: RGBAColor
  /// The accent group's colour.
  public var accentColor: RGBAColor
  /// What fills the widget shape instead of the container background, back to front.
  public var backdrop: [RGBAColor]

  /// The colour of `group` (`nil` for the full-colour group, which keeps its pixels).
  public func color(for group: AccentGroup) -> RGBAColor? {
    switch group {
    case .default: return defaultColor
    case .accent: return accentColor
    case .fullColor: return nil
    case .controlBackground: return defaultColor.multiplyingAlpha(by: AccentModel.controlBackgroundOpacity)
    }
  }
}

/// The guessed constants of the accented model (docs/spec/rendering-modes.md, "Model to implement" 3).
enum AccentModel {
  /// Default-group content on glass: white, slightly translucent, so that accent content (and
  /// `.accentedDesaturated` images) reads "a little whiter" (GUESS).
  static let glassDefault = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9)
  /// The glass veil without a wallpaper behind it: light white 25 %, dark black 30 % (GUESS).
  static let lightVeil = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.25)
  static let darkVeil = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)
  /// How much of the tint is infused into tinted glass (GUESS 55 %).
  static let tintInfusion = 0.55
  /// Bordered buttons in the accented mode: flat-colouring the capsule like its label would hide the
  /// label, and system buttons on tinted and clear Home Screens show as lighter glass under white
  /// text; the capsule takes the default colour at this opacity (GUESS).
  static let controlBackgroundOpacity = 0.25
  /// iOS 18: the default group is white with a hint of tint when accent views exist (GUESS 10 %).
  static let whiteTintMix = 0.1

  static func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> RGBAColor {
    RGBAColor(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t,
      alpha: a.alpha + (b.alpha - a.alpha) * t)
  }

  /// iOS 18's card behind tinted widgets: the tint's hue at 60 % of its saturation and 18 %
  /// brightness, 90 % opaque (GUESS).
  static func darkCard(from tint: RGBAColor) -> RGBAColor {
    let maxC = max(tint.red, tint.green, tint.blue)
    let minC = min(tint.red, tint.green, tint.blue)
    let delta = maxC - minC
    var hue = 0.0
    if delta > 0 {
      if maxC == tint.red {
        hue = ((tint.green - tint.blue) / delta).truncatingRemainder(dividingBy: 6)
      } else if maxC == tint.green {
        hue = (tint.blue - tint.red) / delta + 2
      } else {
        hue = (tint.red - tint.green) / delta + 4
      }
      hue = (hue < 0 ? hue + 6 : hue) / 6
    }
    let saturation = maxC == 0 ? 0 : delta / maxC
    return hsb(hue: hue, saturation: 0.6 * saturation, brightness: 0.18, alpha: 0.9)
  }

  static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBAColor {
    let (r, g, b) = HueSaturationBrightness.rgb(hue: hue, saturation: saturation, brightness: brightness)
    return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
  }

}

/// The vibrant model (docs/spec/rendering-modes.md, "Model to implement" 4, constants GUESS): content is
/// desaturated to its luminance g; over a backdrop B the result is `lerp(B, H, strength · g · a)`
/// with H the highlight (white, or the Lock Screen's tint). Without a backdrop that is the
/// highlight colour with alpha `strength · g · a`, which composites to the same thing over any B.
public enum VibrantModel {
  /// How much a white pixel lifts the backdrop towards the highlight ("mostly opaque").
  public static let strength = 0.85
  /// The highlight colour.
  public static let highlight = RGBAColor.white
  /// The appearance vibrant widgets are drawn in. On a device the Lock Screen's default label colour
  /// reads as bright content, which in this model needs the dark appearance (black labels would have
  /// no luminance and vanish); so vibrant renders resolve semantic colours dark whatever scheme is
  /// asked for (GUESS: consistent with every Lock Screen screenshot, not documented).
  public static let colorScheme = ColorScheme.dark
}
