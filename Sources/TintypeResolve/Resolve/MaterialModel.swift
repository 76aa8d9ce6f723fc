import TintypeArchive
import TintypeCore

/// SwiftUI's materials as Tintype draws them: the material's tint alone, a translucent white in
/// light appearance and a translucent near-black in dark, thicker materials more opaque.
///
/// UNCONFIRMED, in one place: a material also blurs what is behind it, which a widget's own
/// content rarely shows through; the blur is not drawn. The opacities are estimates from screenshots
/// of materials over mid-grey, not Apple's values.
enum MaterialModel {
  static func tint(_ kind: MaterialKind, _ scheme: ColorScheme) -> RGBAColor {
    let opacity: Double
    switch kind {
    case .ultraThin: opacity = 0.35
    case .thin: opacity = 0.55
    case .regular, .bar: opacity = 0.7
    case .thick: opacity = 0.82
    case .ultraThick: opacity = 0.9
    }
    return scheme == .dark
      ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: opacity)
      : RGBAColor(red: 0.98, green: 0.98, blue: 0.98, alpha: opacity)
  }
}
