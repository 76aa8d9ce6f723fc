import TintypeArchive

/// UIKit's system and semantic colours with their light and dark values, from Apple's Human
/// Interface Guidelines "Color" tables (the iOS values; docs/spec/widgetkit-facts.md §7 for the
/// labels, fills and backgrounds). The accent colours (`systemBlue` …) are the archive's system
/// colours, resolved with the same palette as SwiftUI's `Color.blue`.
extension UIColor {
  private static func pair(_ light: UInt32, _ dark: UInt32, _ lightAlpha: Double = 1, _ darkAlpha: Double = 1)
    -> UIColor
  {
    func rgb(_ hex: UInt32, _ alpha: Double) -> ColorValue {
      .rgb(
        red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
        blue: Double(hex & 0xFF) / 255, opacity: alpha, space: .sRGB)
    }
    return UIColor(archived: .dynamic(light: rgb(light, lightAlpha), dark: rgb(dark, darkAlpha)))
  }

  private static func system(_ color: SystemColor) -> UIColor {
    UIColor(archived: .system(color, opacity: 1))
  }

  // Backgrounds.
  /// UIKit's `systemBackground`: #FFFFFF in light, #000000 in dark.
  public static var systemBackground: UIColor { pair(0xFFFFFF, 0x000000) }
  /// UIKit's `secondarySystemBackground`: #F2F2F7 in light, #1C1C1E in dark.
  public static var secondarySystemBackground: UIColor { pair(0xF2F2F7, 0x1C1C1E) }
  /// UIKit's `tertiarySystemBackground`: #FFFFFF in light, #2C2C2E in dark.
  public static var tertiarySystemBackground: UIColor { pair(0xFFFFFF, 0x2C2C2E) }
  /// UIKit's `systemGroupedBackground`: #F2F2F7 in light, #000000 in dark.
  public static var systemGroupedBackground: UIColor { pair(0xF2F2F7, 0x000000) }
  /// UIKit's `secondarySystemGroupedBackground`: #FFFFFF in light, #1C1C1E in dark.
  public static var secondarySystemGroupedBackground: UIColor { pair(0xFFFFFF, 0x1C1C1E) }
  /// UIKit's `tertiarySystemGroupedBackground`: #F2F2F7 in light, #2C2C2E in dark.
  public static var tertiarySystemGroupedBackground: UIColor { pair(0xF2F2F7, 0x2C2C2E) }

  // Labels.
  /// UIKit's `label`: #000000 in light, #FFFFFF in dark.
  public static var label: UIColor { pair(0x000000, 0xFFFFFF) }
  /// UIKit's `secondaryLabel`: #3C3C43 in light, #EBEBF5 in dark at 0.6 / 0.6 opacity.
  public static var secondaryLabel: UIColor { pair(0x3C3C43, 0xEBEBF5, 0.6, 0.6) }
  /// UIKit's `tertiaryLabel`: #3C3C43 in light, #EBEBF5 in dark at 0.3 / 0.3 opacity.
  public static var tertiaryLabel: UIColor { pair(0x3C3C43, 0xEBEBF5, 0.3, 0.3) }
  /// UIKit's `quaternaryLabel`: #3C3C43 in light, #EBEBF5 in dark at 0.18 / 0.16 opacity.
  public static var quaternaryLabel: UIColor { pair(0x3C3C43, 0xEBEBF5, 0.18, 0.16) }
  /// UIKit's `placeholderText`, the same as `tertiaryLabel`.
  public static var placeholderText: UIColor { tertiaryLabel }
  /// UIKit's `link`: #007AFF in light, #0984FF in dark.
  public static var link: UIColor { pair(0x007AFF, 0x0984FF) }

  // Fills and separators.
  /// UIKit's `systemFill`: #787880 in light, #787880 in dark at 0.2 / 0.36 opacity.
  public static var systemFill: UIColor { pair(0x787880, 0x787880, 0.2, 0.36) }
  /// UIKit's `secondarySystemFill`: #787880 in light, #787880 in dark at 0.16 / 0.32 opacity.
  public static var secondarySystemFill: UIColor { pair(0x787880, 0x787880, 0.16, 0.32) }
  /// UIKit's `tertiarySystemFill`: #767680 in light, #767680 in dark at 0.12 / 0.24 opacity.
  public static var tertiarySystemFill: UIColor { pair(0x767680, 0x767680, 0.12, 0.24) }
  /// UIKit's `quaternarySystemFill`: #747480 in light, #767680 in dark at 0.08 / 0.18 opacity.
  public static var quaternarySystemFill: UIColor { pair(0x747480, 0x767680, 0.08, 0.18) }
  /// UIKit's `separator`: #3C3C43 in light, #545458 in dark at 0.29 / 0.6 opacity.
  public static var separator: UIColor { pair(0x3C3C43, 0x545458, 0.29, 0.6) }
  /// UIKit's `opaqueSeparator`: #C6C6C8 in light, #38383A in dark.
  public static var opaqueSeparator: UIColor { pair(0xC6C6C8, 0x38383A) }

  // Greys.
  /// UIKit's `systemGray`: #8E8E93 in light, #8E8E93 in dark.
  public static var systemGray: UIColor { pair(0x8E8E93, 0x8E8E93) }
  /// UIKit's `systemGray2`: #AEAEB2 in light, #636366 in dark.
  public static var systemGray2: UIColor { pair(0xAEAEB2, 0x636366) }
  /// UIKit's `systemGray3`: #C7C7CC in light, #48484A in dark.
  public static var systemGray3: UIColor { pair(0xC7C7CC, 0x48484A) }
  /// UIKit's `systemGray4`: #D1D1D6 in light, #3A3A3C in dark.
  public static var systemGray4: UIColor { pair(0xD1D1D6, 0x3A3A3C) }
  /// UIKit's `systemGray5`: #E5E5EA in light, #2C2C2E in dark.
  public static var systemGray5: UIColor { pair(0xE5E5EA, 0x2C2C2E) }
  /// UIKit's `systemGray6`: #F2F2F7 in light, #1C1C1E in dark.
  public static var systemGray6: UIColor { pair(0xF2F2F7, 0x1C1C1E) }

  // Accent colours.
  /// UIKit's `systemRed`, the same adaptive colour as SwiftUI's `.red`.
  public static var systemRed: UIColor { system(.red) }
  /// UIKit's `systemOrange`, the same adaptive colour as SwiftUI's `.orange`.
  public static var systemOrange: UIColor { system(.orange) }
  /// UIKit's `systemYellow`, the same adaptive colour as SwiftUI's `.yellow`.
  public static var systemYellow: UIColor { system(.yellow) }
  /// UIKit's `systemGreen`, the same adaptive colour as SwiftUI's `.green`.
  public static var systemGreen: UIColor { system(.green) }
  /// UIKit's `systemMint`, the same adaptive colour as SwiftUI's `.mint`.
  public static var systemMint: UIColor { system(.mint) }
  /// UIKit's `systemTeal`, the same adaptive colour as SwiftUI's `.teal`.
  public static var systemTeal: UIColor { system(.teal) }
  /// UIKit's `systemCyan`, the same adaptive colour as SwiftUI's `.cyan`.
  public static var systemCyan: UIColor { system(.cyan) }
  /// UIKit's `systemBlue`, the same adaptive colour as SwiftUI's `.blue`.
  public static var systemBlue: UIColor { system(.blue) }
  /// UIKit's `systemIndigo`, the same adaptive colour as SwiftUI's `.indigo`.
  public static var systemIndigo: UIColor { system(.indigo) }
  /// UIKit's `systemPurple`, the same adaptive colour as SwiftUI's `.purple`.
  public static var systemPurple: UIColor { system(.purple) }
  /// UIKit's `systemPink`, the same adaptive colour as SwiftUI's `.pink`.
  public static var systemPink: UIColor { system(.pink) }
  /// UIKit's `systemBrown`, the same adaptive colour as SwiftUI's `.brown`.
  public static var systemBrown: UIColor { system(.brown) }
  /// UIKit's `tintColor`, the same adaptive colour as SwiftUI's `.accentColor`.
  public static var tintColor: UIColor { system(.accentColor) }

  // The fixed colours.
  /// UIKit's fixed `black`: `UIColor(white: 0, alpha: 1)`.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// UIKit's fixed `white`: `UIColor(white: 1, alpha: 1)`.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// UIKit's fixed `clear`: `UIColor(white: 0, alpha: 0)`.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// UIKit's fixed `darkGray`: `UIColor(white: 1.0 / 3, alpha: 1)`.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// UIKit's fixed `gray`: `UIColor(white: 0.5, alpha: 1)`.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// UIKit's fixed `lightGray`: `UIColor(white: 2.0 / 3, alpha: 1)`.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// UIKit's fixed `red`: `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// UIKit's fixed `green`: `UIColor(red: 0, green: 1, blue: 0, alpha: 1)`.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// UIKit's fixed `blue`: `UIColor(red: 0, green: 0, blue: 1, alpha: 1)`.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// UIKit's fixed `cyan`: `UIColor(red: 0, green: 1, blue: 1, alpha: 1)`.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// UIKit's fixed `yellow`: `UIColor(red: 1, green: 1, blue: 0, alpha: 1)`.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// UIKit's fixed `magenta`: `UIColor(red: 1, green: 0, blue: 1, alpha: 1)`.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// UIKit's fixed `orange`: `UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)`.
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// UIKit's fixed `purple`: `UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)`.
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// UIKit's fixed `brown`: `UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)`.
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// UIKit's fixed `lightText`: `UIColor(white: 1, alpha: 0.6)`.
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  /// UIKit's fixed `darkText`: `UIColor(white: 0, alpha: 1)`.
  public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
