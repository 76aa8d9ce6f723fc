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
  public static var systemBackground: UIColor { pair(0xFFFFFF, 0x000000) }
  public static var secondarySystemBackground: UIColor { pair(0xF2F2F7, 0x1C1C1E) }
  public static var tertiarySystemBackground: UIColor { pair(0xFFFFFF, 0x2C2C2E) }
  public static var systemGroupedBackground: UIColor { pair(0xF2F2F7, 0x000000) }
  public static var secondarySystemGroupedBackground: UIColor { pair(0xFFFFFF, 0x1C1C1E) }
  public static var tertiarySystemGroupedBackground: UIColor { pair(0xF2F2F7, 0x2C2C2E) }

  // Labels.
  public static var label: UIColor { pair(0x000000, 0xFFFFFF) }
  public static var secondaryLabel: UIColor { pair(0x3C3C43, 0xEBEBF5, 0.6, 0.6) }
  public static var tertiaryLabel: UIColor { pair(0x3C3C43, 0xEBEBF5, 0.3, 0.3) }
  public static var quaternaryLabel: UIColor { pair(0x3C3C43, 0xEBEBF5, 0.18, 0.16) }
  public static var placeholderText: UIColor { tertiaryLabel }
  public static var link: UIColor { pair(0x007AFF, 0x0984FF) }

  // Fills and separators.
  public static var systemFill: UIColor { pair(0x787880, 0x787880, 0.2, 0.36) }
  public static var secondarySystemFill: UIColor { pair(0x787880, 0x787880, 0.16, 0.32) }
  public static var tertiarySystemFill: UIColor { pair(0x767680, 0x767680, 0.12, 0.24) }
  public static var quaternarySystemFill: UIColor { pair(0x747480, 0x767680, 0.08, 0.18) }
  public static var separator: UIColor { pair(0x3C3C43, 0x545458, 0.29, 0.6) }
  public static var opaqueSeparator: UIColor { pair(0xC6C6C8, 0x38383A) }

  // Greys.
  public static var systemGray: UIColor { pair(0x8E8E93, 0x8E8E93) }
  public static var systemGray2: UIColor { pair(0xAEAEB2, 0x636366) }
  public static var systemGray3: UIColor { pair(0xC7C7CC, 0x48484A) }
  public static var systemGray4: UIColor { pair(0xD1D1D6, 0x3A3A3C) }
  public static var systemGray5: UIColor { pair(0xE5E5EA, 0x2C2C2E) }
  public static var systemGray6: UIColor { pair(0xF2F2F7, 0x1C1C1E) }

  // Accent colours.
  public static var systemRed: UIColor { system(.red) }
  public static var systemOrange: UIColor { system(.orange) }
  public static var systemYellow: UIColor { system(.yellow) }
  public static var systemGreen: UIColor { system(.green) }
  public static var systemMint: UIColor { system(.mint) }
  public static var systemTeal: UIColor { system(.teal) }
  public static var systemCyan: UIColor { system(.cyan) }
  public static var systemBlue: UIColor { system(.blue) }
  public static var systemIndigo: UIColor { system(.indigo) }
  public static var systemPurple: UIColor { system(.purple) }
  public static var systemPink: UIColor { system(.pink) }
  public static var systemBrown: UIColor { system(.brown) }
  public static var tintColor: UIColor { system(.accentColor) }

  // The fixed colours.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
