import TintypeCore

/// The values of iOS's semantic and system colours in light and dark appearance.
///
/// Source: OpenSwiftUI's reconstruction (`SystemColors.swift`, `DefaultSystemColorDefinition_PhoneTV`,
/// `BackgroundStyle.swift`), as collected in docs/spec/widgetkit-facts.md §7 — reverse-engineered and
/// not checked against a device, so every value here is a model to be corrected when measured.
public enum SystemPalette {
  /// The hierarchical label colours (`.primary` … `.quinary`).
  public static func label(_ level: HierarchyLevel, _ scheme: ColorScheme) -> RGBAColor {
    switch (level, scheme) {
    case (.primary, .light): return .black
    case (.primary, .dark): return .white
    case (.secondary, .light): return RGBAColor(60, 60, 67, alpha: 0.6)
    case (.secondary, .dark): return RGBAColor(235, 235, 245, alpha: 0.6)
    case (.tertiary, .light): return RGBAColor(60, 60, 67, alpha: 0.3)
    case (.tertiary, .dark): return RGBAColor(235, 235, 245, alpha: 0.3)
    case (.quaternary, .light): return RGBAColor(60, 60, 67, alpha: 0.18)
    case (.quaternary, .dark): return RGBAColor(235, 235, 245, alpha: 0.16)
    case (.quinary, .light): return RGBAColor(0, 0, 0, alpha: 0.05)
    case (.quinary, .dark): return RGBAColor(255, 255, 255, alpha: 0.05)
    }
  }

  /// The system fill colours (`.fill`, `.fill.secondary`, …).
  public static func fill(_ level: HierarchyLevel, _ scheme: ColorScheme) -> RGBAColor {
    let dark = scheme == .dark
    switch level {
    case .primary: return RGBAColor(120, 120, 128, alpha: dark ? 0.36 : 0.20)
    case .secondary: return RGBAColor(120, 120, 128, alpha: dark ? 0.32 : 0.16)
    case .tertiary:
      return dark ? RGBAColor(118, 118, 128, alpha: 0.24) : RGBAColor(118, 118, 128, alpha: 0.12)
    case .quaternary, .quinary: return RGBAColor(116, 116, 128, alpha: dark ? 0.18 : 0.08)
    }
  }

  /// The system background (`.background`): white in light, black in dark.
  public static func background(_ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? .black : .white }

  /// A widget's background when it declares none. WidgetKit's default is unconfirmed; the model is
  /// the system background of the scheme, which is what a blank widget shows on iOS.
  public static func defaultWidgetBackground(_ scheme: ColorScheme) -> RGBAColor { background(scheme) }

  /// The opacity SwiftUI applies for `.secondary`/`.tertiary`/`.quaternary` on a custom style
  /// (OpenSwiftUI `opacity(at:)`: 1 → 0.5, 2 → 0.25, 3+ → 0.18; unconfirmed against SwiftUI).
  public static func levelOpacity(_ level: HierarchyLevel) -> Double {
    switch level {
    case .primary: return 1
    case .secondary: return 0.5
    case .tertiary: return 0.25
    case .quaternary, .quinary: return 0.18
    }
  }

  /// The accent colour when the app declares none: system blue.
  public static func accent(_ scheme: ColorScheme) -> RGBAColor { system(.blue, scheme) }

  /// A system colour in a scheme.
  public static func system(_ color: SystemColor, _ scheme: ColorScheme) -> RGBAColor {
    let dark = scheme == .dark
    switch color {
    case .primary: return label(.primary, scheme)
    case .secondary: return label(.secondary, scheme)
    case .accentColor: return accent(scheme)
    case .red: return dark ? RGBAColor(255, 69, 58) : RGBAColor(255, 59, 48)
    case .orange: return dark ? RGBAColor(255, 159, 10) : RGBAColor(255, 149, 0)
    case .yellow: return dark ? RGBAColor(255, 214, 10) : RGBAColor(255, 204, 0)
    case .green: return dark ? RGBAColor(48, 209, 88) : RGBAColor(52, 199, 89)
    case .blue: return dark ? RGBAColor(10, 132, 255) : RGBAColor(0, 122, 255)
    case .gray: return RGBAColor(142, 142, 147)
    // The spec gives no values for these; they are Apple's published iOS system colours
    // (HIG "Color", light/dark), not yet cross-checked in docs/spec/: unconfirmed.
    case .mint: return dark ? RGBAColor(99, 230, 226) : RGBAColor(0, 199, 190)
    case .teal: return dark ? RGBAColor(64, 200, 224) : RGBAColor(48, 176, 199)
    case .cyan: return dark ? RGBAColor(100, 210, 255) : RGBAColor(50, 173, 230)
    case .indigo: return dark ? RGBAColor(94, 92, 230) : RGBAColor(88, 86, 214)
    case .purple: return dark ? RGBAColor(191, 90, 242) : RGBAColor(175, 82, 222)
    case .pink: return dark ? RGBAColor(255, 55, 95) : RGBAColor(255, 45, 85)
    case .brown: return dark ? RGBAColor(172, 142, 104) : RGBAColor(162, 132, 94)
    case .black: return .black
    case .white: return .white
    case .clear: return .clear
    }
  }
}
