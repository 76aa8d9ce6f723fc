import TintypeArchive
import TintypeText

/// Turns SwiftUI fonts and font modifiers into a concrete `FontSpec`.
///
/// Text styles take their size and weight from the Dynamic Type table at the style's size
/// (`InheritedStyle.dynamicTypeSize`: the render's, Large by default; `DynamicTypeTable`); a custom
/// font scales with its `relativeTo:` style by the same ratio, and `.system(size:)` does not scale. The system font (default and rounded designs) is set at SF Pro's line height and, for
/// the default design, with SF Pro's widths (`SystemFontModel`); serif and monospaced text styles
/// keep the HIG leading, and their explicit sizes the face's own line height.
enum FontResolver {
  /// SwiftUI's default font: `.body`.
  static let defaultFont = FontValue(base: .textStyle(.body))

  /// How much smaller `textScale(.secondary)` sets text. UNCONFIRMED: Apple says only "smaller";
  /// 0.8 matches the unit labels it is made for in Apple's own widgets by eye.
  static let secondaryTextScale = 0.8

  /// The width text is asked in: `fontWidth(_:)` over the font's `width(_:)`; standard when neither.
  static func width(_ style: InheritedStyle) -> FontWidth {
    style.fontWidth ?? (style.font ?? defaultFont).width ?? .standard
  }

  /// The space SwiftUI puts between the lines of a paragraph set in `style`'s font beyond each line's
  /// height: a text style's leading less the system font's line height (`SystemFontModel`); 0 for
  /// explicit sizes and custom fonts.
  static func lineGap(_ style: InheritedStyle) -> Double {
    let font = style.font ?? defaultFont
    guard case .textStyle(let textStyle) = font.base else { return 0 }
    let name = TextStyleMetrics.Style(rawValue: textStyle.textSystemName) ?? .body
    let metrics =
      style.watchTextStyles.map { WatchTextStyles.metrics(for: name, sizeClass: $0) }
      ?? TextStyleMetrics.metrics(for: name, sizeIndex: style.dynamicTypeSize.index)
    let spec = spec(style)
    let scale = style.textScale == .secondary ? secondaryTextScale : 1
    return SystemFontModel.textStyleLineGap(
      leading: metrics.leading * scale, size: spec.size, design: spec.design)
  }

  static func spec(_ style: InheritedStyle) -> FontSpec {
    let font = style.font ?? defaultFont
    var size: Double
    var weight: FontWeight
    var lineHeight: Double?
    var customName: String?
    switch font.base {
    case .textStyle(let textStyle):
      let name = TextStyleMetrics.Style(rawValue: textStyle.textSystemName) ?? .body
      let metrics =
        style.watchTextStyles.map { WatchTextStyles.metrics(for: name, sizeClass: $0) }
        ?? TextStyleMetrics.metrics(for: name, sizeIndex: style.dynamicTypeSize.index)
      size = metrics.size
      weight = FontWeight.nearest(to: metrics.weight)
      lineHeight = metrics.leading
    case .size(let points):
      size = points
      weight = .regular
    case .custom(let name, let points, let relativeTo):
      // `relativeTo:` scales with Dynamic Type from the default size as its style does (on a watch,
      // whose table is its own, the face keeps its size); `fixedSize:` (nil) never scales.
      size = points
      if let relativeTo, style.watchTextStyles == nil {
        let name = TextStyleMetrics.Style(rawValue: relativeTo.textSystemName) ?? .body
        size *= DynamicTypeTable.scale(of: name, at: style.dynamicTypeSize.index)
      }
      weight = .regular
      customName = name
    }
    if let explicit = font.weight { weight = explicit }
    if let modifier = style.fontWeight { weight = modifier }
    if style.bold { weight = max(weight, .bold) }
    var design = FontSpec.Design(font.design ?? .default)
    if let modifier = style.fontDesign { design = FontSpec.Design(modifier) }
    if font.monospaced || style.monospaced { design = .monospaced }
    if style.textScale == .secondary { size *= secondaryTextScale }
    size = max(size, 1)
    // A custom face keeps its own metrics; only the system font is set to SF Pro's.
    if customName == nil, let system = SystemFontModel.lineHeight(size: size, design: design) {
      lineHeight = system
    }
    if font.leading == .tight, let height = lineHeight { lineHeight = height - 2 }
    if font.leading == .loose, let height = lineHeight { lineHeight = height + 2 }
    return FontSpec(
      design: design, weight: weight.weightClass, italic: font.italic || style.italic, size: size,
      monospacedDigit: font.monospacedDigit || style.monospacedDigit, smallCaps: font.smallCaps,
      lineHeight: lineHeight, customName: customName)
  }
}

extension FontSpec.Design {
  init(_ design: FontDesign) {
    switch design {
    case .default: self = .default
    case .rounded: self = .rounded
    case .serif: self = .serif
    case .monospaced: self = .monospaced
    }
  }
}

extension FontWeight {
  /// The SwiftUI weight whose weight class is closest to `weightClass`.
  static func nearest(to weightClass: Int) -> FontWeight {
    allCases.min { abs($0.weightClass - weightClass) < abs($1.weightClass - weightClass) } ?? .regular
  }
}

extension FontTextStyle {
  /// The name the text system's style table uses.
  var textSystemName: String { rawValue }
}
