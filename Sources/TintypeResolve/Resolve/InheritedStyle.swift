import TintypeArchive
import TintypeText

/// The environment a view inherits from the modifiers around it: fonts and text settings,
/// foreground styles, tint, colour scheme, accent group, redaction and control styles.
///
/// SwiftUI applies a modifier to everything inside it, so a modifier closer to a view overrides one
/// further out: `Text("a").font(.body).font(.title)` is body. A node's modifiers are stored
/// innermost first; `applying(_:)` is therefore called from the outermost modifier inwards.
struct InheritedStyle: Sendable {
  var colorScheme: ColorScheme
  var font: FontValue?
  var fontWeight: FontWeight?
  /// `fontWidth(_:)`, over the font's own width.
  var fontWidth: FontWidth?
  var fontDesign: FontDesign?
  var bold = false
  var italic = false
  var monospacedDigit = false
  var monospaced = false
  var lineLimit: LineLimitValue?
  var truncationMode: TruncationMode = .tail
  var allowsTightening = false
  var multilineTextAlignment: TextAlignment = .leading
  var minimumScaleFactor = 1.0
  var kerning = 0.0
  var tracking = 0.0
  var baselineOffset = 0.0
  var lineSpacing = 0.0
  var textCase: TextCase?
  var textScale: TextScale = .default
  var strikethrough: TextLineValue?
  var underline: TextLineValue?
  /// The foreground styles by level; empty means the system label colours.
  var foreground: [ShapeStyleValue] = []
  var tint: ShapeStyleValue?
  /// Inside `widgetAccentable()`; sticky: `widgetAccentable(false)` below does not undo it.
  var isAccentable = false
  var accentedRenderingMode: WidgetAccentedRenderingMode?
  var redaction: RedactionReasons = []
  var gaugeStyle: GaugeStyleKind = .automatic
  var progressViewStyle: ProgressViewStyleKind = .automatic
  var buttonStyle: ButtonStyleKind = .automatic
  var labelStyle: LabelStyleKind = .automatic
  var toggleStyle: ToggleStyleKind = .automatic
  /// `labelsHidden()`: controls draw their switch, bar or ring without their label.
  var labelsHidden = false
  var imageScale: ImageScale = .medium
  /// Set for the direct children of a `Grid` (and of `Group`s in it): only there is a `GridRow` a
  /// row; elsewhere it is a group, as in SwiftUI.
  var isInGrid = false
  var symbolVariant: SymbolVariantValue = .none
  /// Which way layout and text run (`\.layoutDirection`).
  var layoutDirection: LayoutDirection = .leftToRight
  /// The time zone date text is shown in (`.environment(\.timeZone, …)`); `nil`: the renderer's.
  var timeZone: String?
  /// Which Dynamic Type table text styles come from: iOS's, or a watch's column (set from the device).
  var watchTextStyles: WatchTextStyles.SizeClass?
  /// The Dynamic Type size text styles are set at: the render's, clamped by `dynamicTypeSize(_:)`.
  var dynamicTypeSize: DynamicTypeSize = .large

  init(colorScheme: ColorScheme) { self.colorScheme = colorScheme }

  /// `style` with its hierarchical levels (`.secondary`, …) taken from the enclosing foreground
  /// styles, as SwiftUI resolves `.foregroundStyle(.secondary)` inside `.foregroundStyle(.white)`:
  /// the enclosing style given for that level, else the enclosing primary at the level's opacity
  /// (`SystemPalette.levelOpacity`). With no enclosing style the system label colours stay.
  static func deriving(_ style: ShapeStyleValue, from enclosing: [ShapeStyleValue]) -> ShapeStyleValue {
    guard let primary = enclosing.first else { return style }
    switch style {
    case .hierarchical(let level):
      let index = HierarchyLevel.allCases.firstIndex(of: level)!
      if index < enclosing.count { return enclosing[index] }
      return level == .primary ? primary : .level(primary, level)
    case .opacity(let base, let opacity): return .opacity(deriving(base, from: enclosing), opacity)
    case .level(let base, let level): return .level(deriving(base, from: enclosing), level)
    default: return style
    }
  }

  /// What a composite modifier's lowering reads of this style.
  var compositeEnvironment: CompositeModifierEnvironment {
    CompositeModifierEnvironment(layoutDirection: layoutDirection, colorScheme: colorScheme)
  }

  /// This style with `modifier` applied; unchanged for modifiers that are not environment modifiers.
  func applying(_ modifier: ViewModifierValue) -> InheritedStyle {
    var copy = self
    copy.apply(modifier)
    return copy
  }

  /// Applies an environment modifier; returns whether it was one.
  @discardableResult
  mutating func apply(_ modifier: ViewModifierValue) -> Bool {
    switch modifier {
    case .font(let value): font = value
    case .fontWeight(let value): fontWeight = value
    case .fontWidth(let value): fontWidth = value
    case .fontDesign(let value): fontDesign = value
    case .bold(let on): bold = on
    case .italic(let on): italic = on
    case .monospacedDigit: monospacedDigit = true
    case .monospaced(let on): monospaced = on
    case .lineLimit(let value): lineLimit = value
    case .truncationMode(let value): truncationMode = value
    case .allowsTightening(let on): allowsTightening = on
    case .multilineTextAlignment(let value): multilineTextAlignment = value
    case .minimumScaleFactor(let value): minimumScaleFactor = value
    case .kerning(let value): kerning = value
    case .tracking(let value): tracking = value
    case .baselineOffset(let value): baselineOffset = value
    case .lineSpacing(let value): lineSpacing = value
    case .textCase(let value): textCase = value
    case .textScale(let value): textScale = value
    case .dynamicTypeSize(let range): dynamicTypeSize = range.clamp(dynamicTypeSize)
    case .strikethrough(let value): strikethrough = value.isActive ? value : nil
    case .underline(let value): underline = value.isActive ? value : nil
    case .foregroundStyle(let styles):
      let enclosing = foreground
      foreground = styles.map { InheritedStyle.deriving($0, from: enclosing) }
    case .tint(let value): tint = value
    case .widgetAccentable(let on): isAccentable = isAccentable || on
    case .widgetAccentedRenderingMode(let mode): accentedRenderingMode = mode
    case .redacted(let reasons): redaction.formUnion(reasons)
    case .unredacted: redaction = []
    case .environment(let overrides):
      if let scheme = overrides.colorScheme { colorScheme = scheme }
      if let direction = overrides.layoutDirection { layoutDirection = direction }
      if let zone = overrides.timeZone { timeZone = zone }
    case .gaugeStyle(let style): gaugeStyle = style
    case .progressViewStyle(let style): progressViewStyle = style
    case .buttonStyle(let style): buttonStyle = style
    case .labelStyle(let style): labelStyle = style
    case .toggleStyle(let style): toggleStyle = style
    case .labelsHidden: labelsHidden = true
    case .composite(let composite):
      // What it stands for here, outermost first as a node's modifiers apply to its content.
      var changesStyle = false
      for modifier in composite.lowered(in: compositeEnvironment).reversed() {
        if apply(modifier) { changesStyle = true }
      }
      return changesStyle
    case .imageScale(let scale): imageScale = scale
    case .symbolVariant(let variant): symbolVariant = variant
    // Stand-ins have one layer: every rendering mode draws them in the foreground style.
    case .symbolRenderingMode: break
    case .padding, .paddingInsets, .frame, .containerRelativeFrame, .fixedSize, .layoutPriority, .aspectRatio,
      .offset, .position,
      .zIndex, .hidden, .gridCellColumns, .gridCellUnsizedAxes, .gridColumnAlignment, .gridCellAnchor,
      .background, .overlay, .clipShape, .containerShape, .clipped, .cornerRadius, .mask, .opacity, .shadow,
      .rotationEffect, .scaleEffect, .transformEffect, .luminanceToAlpha, .brightness, .contrast, .saturation,
      .grayscale,
      .hueRotation, .colorInvert, .colorMultiply, .filter, .compositingGroup, .blendMode,
      .containerBackground,
      .widgetURL, .widgetLabel, .widgetCurvesContent, .privacySensitive:
      return false
    }
    return true
  }
}
