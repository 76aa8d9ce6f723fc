import TintypeCore

/// A modifier on a view, as the archive records it. A node's modifiers apply in order, innermost
/// first, exactly as they were chained in SwiftUI: `[padding, background]` pads, then fills the
/// padded area.
public indirect enum ViewModifierValue: Hashable, Sendable {
  // Layout
  case padding(edges: Edge.Set, length: Double?)
  case paddingInsets(EdgeInsets)
  case frame(FrameValue)
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a frame from the container's length,
  /// worked out at layout.
  case containerRelativeFrame(ContainerRelativeFrameValue)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case aspectRatio(Double?, contentMode: ContentMode)
  case offset(x: Double, y: Double)
  case position(x: Double, y: Double)
  case zIndex(Double)
  case hidden
  // Grid cells
  case gridCellColumns(Int)
  case gridCellUnsizedAxes(Axis.Set)
  case gridColumnAlignment(HorizontalAlignment)
  case gridCellAnchor(UnitPoint)

  // Text and fonts
  case font(FontValue?)
  case fontWeight(FontWeight?)
  case fontDesign(FontDesign?)
  /// `fontWidth(_:)`; nil: the font's own width.
  case fontWidth(FontWidth?)
  case bold(Bool)
  case italic(Bool)
  case monospacedDigit
  case monospaced(Bool)
  case lineLimit(LineLimitValue?)
  case truncationMode(TruncationMode)
  /// `allowsTightening(_:)`: a line that would be cut may be drawn with its characters closer.
  case allowsTightening(Bool)
  case multilineTextAlignment(TextAlignment)
  case minimumScaleFactor(Double)
  case kerning(Double)
  case tracking(Double)
  case baselineOffset(Double)
  case lineSpacing(Double)
  case textCase(TextCase?)
  case textScale(TextScale)
  /// The Dynamic Type sizes the content follows (`dynamicTypeSize(_:)`): the render's size clamped.
  case dynamicTypeSize(DynamicTypeSizeRange)
  case strikethrough(TextLineValue)
  case underline(TextLineValue)

  // SF Symbols
  case imageScale(ImageScale)
  case symbolVariant(SymbolVariantValue)
  case symbolRenderingMode(SymbolRenderingModeValue?)

  // Colour and drawing
  case foregroundStyle([ShapeStyleValue])
  case tint(ShapeStyleValue?)
  case background(DecorationValue)
  case overlay(DecorationValue)
  case clipShape(ShapeValue, eoFill: Bool)
  /// The shape `ContainerRelativeShape`s inside take (`containerShape`).
  case containerShape(ShapeValue)
  case clipped
  case cornerRadius(Double)
  case mask(ViewNode, alignment: Alignment)
  case opacity(Double)
  case shadow(ShadowValue)
  case rotationEffect(Angle, anchor: UnitPoint)
  case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
  /// `transformEffect(_:)`: the view drawn through an affine transform, in points, about its
  /// top-leading corner.
  case transformEffect(Transform)
  case luminanceToAlpha

  // Colour effects on the view's rendered layer
  case brightness(Double)
  case contrast(Double)
  case saturation(Double)
  case grayscale(Double)
  case hueRotation(Angle)
  case colorInvert
  case colorMultiply(ColorValue)
  /// A filter on the view's rendered layer (`blur(radius:opaque:)`), passed to the painter as it is.
  case filter(FilterValue)
  case compositingGroup
  case blendMode(BlendMode)

  // Widgets
  case containerBackground(DecorationValue)
  case widgetAccentable(Bool)
  case widgetAccentedRenderingMode(WidgetAccentedRenderingMode?)
  case widgetURL(String?)
  case widgetLabel(ViewNode)
  /// `widgetCurvesContent(_:)`: a watch corner complication's content bent along the bezel.
  case widgetCurvesContent(Bool)
  case redacted(RedactionReasons)
  case unredacted
  case privacySensitive(Bool)
  case environment(EnvironmentOverride)

  // Control styles
  case gaugeStyle(GaugeStyleKind)
  case progressViewStyle(ProgressViewStyleKind)
  case buttonStyle(ButtonStyleKind)
  case labelStyle(LabelStyleKind)
  case toggleStyle(ToggleStyleKind)
  /// `labelsHidden()`: the controls inside draw no label.
  case labelsHidden

  /// A modifier built from these once the environment is known (`CompositeModifierKind`): each
  /// kind is a type of its own, listed in `ModifierCodec.all`.
  case composite(CompositeModifier)
}

/// A `frame` modifier: fixed (`frame(width:height:alignment:)`) or flexible
/// (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`).
public enum FrameValue: Hashable, Sendable {
  case fixed(width: Double?, height: Double?, alignment: Alignment)
  case flexible(FlexibleFrame)

  /// The bounds of a flexible frame; `maxWidth` may be infinite.
  public struct FlexibleFrame: Hashable, Sendable {
    /// The smallest width; `nil` for no lower bound.
    public var minWidth: Double?
    /// The width used when none is offered (as under `fixedSize`); `nil` uses the child's.
    public var idealWidth: Double?
    /// The largest width, possibly infinite; `nil` for no upper bound.
    public var maxWidth: Double?
    /// The smallest height; `nil` for no lower bound.
    public var minHeight: Double?
    /// The height used when none is offered (as under `fixedSize`); `nil` uses the child's.
    public var idealHeight: Double?
    /// The largest height, possibly infinite; `nil` for no upper bound.
    public var maxHeight: Double?
    /// Where the child sits in the frame.
    public var alignment: Alignment

    /// A flexible frame.
    public init(
      minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
      idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
      self.minWidth = minWidth
      self.idealWidth = idealWidth
      self.maxWidth = maxWidth
      self.minHeight = minHeight
      self.idealHeight = idealHeight
      self.maxHeight = maxHeight
      self.alignment = alignment
    }
  }
}

/// `lineLimit(_:)` and `lineLimit(_:reservesSpace:)`.
public struct LineLimitValue: Hashable, Sendable {
  /// The fewest lines; `nil` for no minimum.
  public var min: Int?
  /// The most lines; `nil` for no limit.
  public var max: Int?
  /// Whether the text keeps room for `max` lines when it needs fewer.
  public var reservesSpace: Bool

  /// A limit of at most `max` lines, at least `min`.
  public init(min: Int? = nil, max: Int?, reservesSpace: Bool = false) {
    self.min = min
    self.max = max
    self.reservesSpace = reservesSpace
  }
}

/// An underline or strikethrough.
public struct TextLineValue: Hashable, Sendable {
  /// Whether the line is drawn; `false` removes a line set further out.
  public var isActive: Bool
  /// The dash pattern.
  public var pattern: LinePattern
  /// The line's colour; `nil` uses the text colour.
  public var color: ColorValue?

  /// A line in `pattern`, in `color` (the text colour when `nil`).
  public init(isActive: Bool = true, pattern: LinePattern = .solid, color: ColorValue? = nil) {
    self.isActive = isActive
    self.pattern = pattern
    self.color = color
  }
}

/// What `background`, `overlay` and `containerBackground` put behind or over a view: a style
/// (optionally in a shape), or a view aligned in the modified view's frame.
public enum DecorationValue: Hashable, Sendable {
  case style(ShapeStyleValue, shape: ShapeValue?)
  case view(ViewNode, alignment: Alignment)
}

/// A drop shadow (`shadow(color:radius:x:y:)`).
public struct ShadowValue: Hashable, Sendable {
  /// SwiftUI's default shadow colour: black at 33 % opacity.
  public static let defaultColor = ColorValue.rgb(
    red: 0, green: 0, blue: 0, opacity: 0.33, space: .sRGBLinear)

  /// The shadow's colour.
  public var color: ColorValue
  /// The blur radius, in points.
  public var radius: Double
  /// The horizontal offset, in points.
  public var x: Double
  /// The vertical offset, in points.
  public var y: Double

  /// A shadow.
  public init(color: ColorValue = ShadowValue.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}

/// How an image is coloured in the accented rendering mode (WidgetKit's
/// `WidgetAccentedRenderingMode`).
public enum WidgetAccentedRenderingMode: String, ArchiveEnum {
  /// A silhouette from the image's alpha, in the accent group's colour.
  case accented
  /// Luminance becomes alpha, in the default group's colour.
  case desaturated
  /// Luminance becomes alpha, in the accent group's colour.
  case accentedDesaturated
  /// The original pixels, untouched (iOS and macOS).
  case fullColor
}

/// Why content is shown redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable, ArchiveCodable {
  /// The reasons as bits.
  public let rawValue: Int
  /// Reasons from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content (widget placeholders).
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Privacy-sensitive content hidden on a locked device.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content awaiting an update after an interaction.
  public static let invalidated = RedactionReasons(rawValue: 4)

  static let names: [(String, RedactionReasons)] = [
    ("placeholder", .placeholder), ("privacy", .privacy), ("invalidated", .invalidated),
  ]

  /// JSON: `"placeholder"`, or an array of `"placeholder"`, `"privacy"`, `"invalidated"`.
  public init(from reader: JSONReader) throws {
    func single(_ reader: JSONReader) throws -> RedactionReasons {
      guard case .string(let name) = reader.value,
        let match = RedactionReasons.names.first(where: { $0.0 == name })
      else {
        throw reader.mismatch("one of \"placeholder\", \"privacy\", \"invalidated\"")
      }
      return match.1
    }
    if case .array = reader.value {
      self = try reader.array().reduce(into: RedactionReasons()) { $0.formUnion(try single($1)) }
    } else {
      self = try single(reader)
    }
  }

  public var archiveJSON: JSONValue {
    let names = RedactionReasons.names.filter { contains($0.1) }.map { JSONValue.string($0.0) }
    return names.count == 1 ? names[0] : .array(names)
  }
}

/// Environment values a subtree overrides (`environment(\.colorScheme, .dark)`).
public struct EnvironmentOverride: Hashable, Sendable {
  /// The colour scheme the subtree is drawn in; `nil` inherits it.
  public var colorScheme: ColorScheme?
  /// The layout direction of the subtree (`\.layoutDirection`); `nil` inherits it.
  public var layoutDirection: LayoutDirection?
  /// The time zone dates in the subtree are shown in (`\.timeZone`, an IANA identifier such as
  /// `Asia/Tokyo`); `nil` inherits it.
  public var timeZone: String?

  /// Overrides for a subtree.
  public init(
    colorScheme: ColorScheme? = nil, layoutDirection: LayoutDirection? = nil, timeZone: String? = nil
  ) {
    self.colorScheme = colorScheme
    self.layoutDirection = layoutDirection
    self.timeZone = timeZone
  }
}

/// Which way a layout runs (SwiftUI's `LayoutDirection`): right to left mirrors stacks, alignment,
/// padding edges and leading/trailing, and sets text right to left.
public enum LayoutDirection: String, ArchiveEnum {
  case leftToRight, rightToLeft
}

/// Gauge styles (SwiftUI's `GaugeStyle` values).
public enum GaugeStyleKind: String, ArchiveEnum {
  case automatic, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity
  case linearCapacity, circular, linear
}

/// Progress view styles (SwiftUI's `ProgressViewStyle` values).
public enum ProgressViewStyleKind: String, ArchiveEnum {
  case automatic, linear, circular
}

/// Button styles (SwiftUI's `ButtonStyle` / `PrimitiveButtonStyle` values).
public enum ButtonStyleKind: String, ArchiveEnum {
  case automatic, plain, bordered, borderedProminent, borderless
}

/// Label styles (SwiftUI's `LabelStyle` values).
public enum LabelStyleKind: String, ArchiveEnum {
  case automatic, titleOnly, iconOnly, titleAndIcon
}

/// Toggle styles (SwiftUI's `ToggleStyle` values).
public enum ToggleStyleKind: String, ArchiveEnum {
  case automatic, `switch`, button
}
