/// Which bundled file serves each design, weight and slant (table in Fonts/README.md).
///
/// `.default` is Inter, which has all nine weights upright and italic. The other designs come from
/// families with fewer faces; a weight they lack takes the nearest one they have (on a tie, the
/// heavier), and a slant they lack takes the upright face. Nothing is synthesised: no emboldening
/// and no oblique shear, so a `.rounded` italic is upright and a `.serif` semibold is bold.
public enum BundledFaces {
  /// The face for `design` at CSS weight `weight` (100…900), upright or italic.
  public static func face(design: FontSpec.Design, weight: Int, italic: Bool) -> FaceID {
    let table: [FaceDescriptor: String]
    switch design {
    case .default: table = InterFaces.files
    case .rounded: table = rounded
    case .serif: table = serif
    case .monospaced: table = monospaced
    }
    let scale = design == .rounded ? roundedWidthScale : 1
    return FaceID(path: nearest(in: table, weight: weight, italic: italic), widthScale: scale)
  }

  /// How much wider than drawn Quicksand is set when it stands in for SF Pro Rounded.
  ///
  /// Quicksand is about 15 % narrower than SF Pro Rounded: "18" in bold at 30 pt is 26.7 pt of ink
  /// in Quicksand and 31.3 pt in SF Pro Rounded (measured against an iOS 26 simulator render). The
  /// model widens every glyph, advance and kern by that one ratio, 31.3 / 26.7, at every weight and
  /// size, so that wrapping and truncation fall near SF Pro Rounded's. Spacing the letters out
  /// instead (tracking) would leave gaps between narrow letters. UNCONFIRMED beyond that one
  /// string: one measurement at one weight and size; Quicksand also stays lighter than SF Pro
  /// Rounded at the same weight (not corrected). With Apple's own SF Pro Rounded in a font folder
  /// (`--fonts`), that face is used as drawn. Listed in docs/models.md.
  public static let roundedWidthScale = 31.3 / 26.7

  /// `.rounded`: Quicksand stands in for SF Pro Rounded. Four weights, no italic.
  static let rounded: [FaceDescriptor: String] = [
    FaceDescriptor(weight: 300): "Quicksand/Quicksand-Light.ttf",
    FaceDescriptor(weight: 400): "Quicksand/Quicksand-Regular.ttf",
    FaceDescriptor(weight: 500): "Quicksand/Quicksand-Medium.ttf",
    FaceDescriptor(weight: 700): "Quicksand/Quicksand-Bold.ttf",
  ]

  /// `.serif`: Noto Serif stands in for New York. Regular and bold, each upright and italic.
  static let serif: [FaceDescriptor: String] = [
    FaceDescriptor(weight: 400): "NotoSerif/NotoSerif-Regular.ttf",
    FaceDescriptor(weight: 700): "NotoSerif/NotoSerif-Bold.ttf",
    FaceDescriptor(weight: 400, italic: true): "NotoSerif/NotoSerif-Italic.ttf",
    FaceDescriptor(weight: 700, italic: true): "NotoSerif/NotoSerif-BoldItalic.ttf",
  ]

  /// `.monospaced`: JetBrains Mono stands in for SF Mono, over SF Mono's own range (light to
  /// heavy); italic in regular and bold only.
  static let monospaced: [FaceDescriptor: String] = [
    FaceDescriptor(weight: 300): "JetBrainsMono/JetBrainsMono-Light.ttf",
    FaceDescriptor(weight: 400): "JetBrainsMono/JetBrainsMono-Regular.ttf",
    FaceDescriptor(weight: 500): "JetBrainsMono/JetBrainsMono-Medium.ttf",
    FaceDescriptor(weight: 600): "JetBrainsMono/JetBrainsMono-SemiBold.ttf",
    FaceDescriptor(weight: 700): "JetBrainsMono/JetBrainsMono-Bold.ttf",
    FaceDescriptor(weight: 800): "JetBrainsMono/JetBrainsMono-ExtraBold.ttf",
    FaceDescriptor(weight: 400, italic: true): "JetBrainsMono/JetBrainsMono-Italic.ttf",
    FaceDescriptor(weight: 700, italic: true): "JetBrainsMono/JetBrainsMono-BoldItalic.ttf",
  ]

  /// Hebrew, which none of the designs covers: Noto Sans Hebrew, regular and bold.
  static let hebrew: [FaceDescriptor: String] = [
    FaceDescriptor(weight: 400): "NotoSansHebrew/NotoSansHebrew-Regular.ttf",
    FaceDescriptor(weight: 700): "NotoSansHebrew/NotoSansHebrew-Bold.ttf",
  ]

  /// Arabic, which none of the designs covers: Noto Sans Arabic, regular and bold.
  static let arabic: [FaceDescriptor: String] = [
    FaceDescriptor(weight: 400): "NotoSansArabic/NotoSansArabic-Regular.ttf",
    FaceDescriptor(weight: 700): "NotoSansArabic/NotoSansArabic-Bold.ttf",
  ]

  /// The file in `table` closest to `weight`, preferring the requested slant when the table has it.
  static func nearest(in table: [FaceDescriptor: String], weight: Int, italic: Bool) -> String {
    let slanted = table.filter { $0.key.italic == italic }
    let candidates = slanted.isEmpty ? table : slanted
    // Sorting makes the choice independent of dictionary order: by distance, then heavier first.
    let best = candidates.keys.min { a, b in
      let da = abs(a.weight - weight)
      let db = abs(b.weight - weight)
      return da != db ? da < db : a.weight > b.weight
    }
    return candidates[best!]!
  }
}
