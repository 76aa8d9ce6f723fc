import TintypeArchive
import TintypeCore
import TintypeText

/// The accent group of an op in the accented rendering mode.
public enum AccentGroup: String, Hashable, Sendable {
  /// Views not marked `widgetAccentable()`.
  case `default`
  /// Views inside `widgetAccentable()`.
  case accent
  /// Images with `widgetAccentedRenderingMode(.fullColor)`: never recoloured.
  case fullColor
  /// The system-drawn background of a control (a bordered button's capsule): drawn as faint glass in
  /// the accented mode so that the control's label, in the same colour, stays readable (see
  /// `AccentModel.controlBackgroundOpacity`).
  case controlBackground
}

/// How an image's pixels become the group colour in the accented mode.
public enum ImageAccentTreatment: String, Hashable, Sendable {
  /// Alpha becomes a silhouette (unset or `.accented`).
  case silhouette
  /// Luminance becomes alpha (`.desaturated`, `.accentedDesaturated`).
  case luminance
  /// Original pixels (`.fullColor`).
  case original
}

/// What a primitive is painted with, as the resolver decides it: a concrete style and the accent
/// group the rendering modes use. Carried through layout untouched: paint never changes a size.
public struct PaintSpec: Sendable {
  /// The concrete style.
  public var style: ResolvedStyle
  /// The accent group of the view.
  public var group: AccentGroup

  /// A paint.
  public init(style: ResolvedStyle, group: AccentGroup) {
    self.style = style
    self.group = group
  }
}

/// How a shape view is painted.
public enum ShapePaintSpec: Sendable {
  /// Filled.
  case fill(PaintSpec, eoFill: Bool)
  /// Stroked along the outline, or inside it for `strokeBorder`.
  case stroke(PaintSpec, Stroke, inside: Bool)
}

/// An image as the painter needs it.
public struct ImagePaint: Sendable {
  /// The asset or symbol name, for dumps and errors.
  public var name: String
  /// The pixels, by their place in the render's decoded images (`DecodedImageID`: layout knows no
  /// pixels); `nil` for an SF Symbol, which Tintype cannot draw (Apple's symbols are not licensed
  /// for other platforms) and shows with a stand-in or an outlined placeholder in the foreground
  /// colour.
  public var pixels: DecodedImageID?
  /// For an SF Symbol with a stand-in (`SymbolStandIns`): its outline in a square reference box
  /// of `standInGrid` units, drawn in its central `standInLiveArea`.
  public var symbolStandIn: PathValue? = nil
  /// The stand-ins' square grid: Material Icons draws on 24 units.
  public static let standInGrid = 24.0
  /// The part of the grid the stand-ins are drawn in, inside 2 units of padding: it fills the
  /// symbol's square, as a symbol fills its own.
  public static let standInLiveArea = 20.0
  /// For a symbol drawn from its template (a custom symbol, or an SF Symbol the user exported): its
  /// outline, whose reference box is the image's frame.
  public var symbol: PathValue? = nil
  /// Template images and symbols are drawn as a silhouette in this paint.
  public var tint: PaintSpec?
  /// Resampling quality.
  public var interpolation: ImageValue.Interpolation
  /// How the accented mode treats the pixels.
  public var accentTreatment: ImageAccentTreatment
  /// The accent group.
  public var group: AccentGroup

  /// An image's paint.
  public init(
    name: String, pixels: DecodedImageID?, symbolStandIn: PathValue? = nil, symbol: PathValue? = nil,
    tint: PaintSpec?, interpolation: ImageValue.Interpolation, accentTreatment: ImageAccentTreatment,
    group: AccentGroup
  ) {
    self.name = name
    self.pixels = pixels
    self.symbolStandIn = symbolStandIn
    self.symbol = symbol
    self.tint = tint
    self.interpolation = interpolation
    self.accentTreatment = accentTreatment
    self.group = group
  }
}

/// Text colours: each run's `attribute` indexes `paints`.
public struct TextPaint: Sendable {
  /// The paint of each run attribute.
  public var paints: [PaintSpec]
  /// The paint of each underline or strikethrough, by attribute, when it has its own colour.
  public var decorationPaints: [Int: PaintSpec]
  /// Drawn as placeholder bars (`redacted(reason: .placeholder)`).
  public var isRedacted: Bool

  /// The colours of a text view.
  public init(paints: [PaintSpec], decorationPaints: [Int: PaintSpec], isRedacted: Bool) {
    self.paints = paints
    self.decorationPaints = decorationPaints
    self.isRedacted = isRedacted
  }
}

/// A drawing-only modifier, in the order it was applied.
public enum PaintEffect: Sendable {
  /// The colours of a text view's runs.
  case textPaint(TextPaint)
  /// `opacity(_:)`: the view's layer at this opacity.
  case opacity(Double)
  /// `clipShape(_:style:)`, `cornerRadius(_:)`: the view clipped to a shape in its frame.
  case clipShape(ShapeValue, eoFill: Bool)
  /// `clipped()`: clip to the frame.
  case clipToFrame
  /// `shadow(color:radius:x:y:)`: a blurred copy of the view's coverage under it, in points.
  case shadow(color: RGBAColor, radius: Double, x: Double, y: Double)
  /// `rotationEffect(_:anchor:)`: the drawing turned about a point of the frame.
  case rotation(Angle, anchor: UnitPoint)
  /// `scaleEffect(x:y:anchor:)`: the drawing scaled about a point of the frame.
  case scale(x: Double, y: Double, anchor: UnitPoint)
  /// `transformEffect(_:)`: an affine transform in points about the view's top-leading corner.
  case transform(Transform)
  /// `luminanceToAlpha()`, with the accent group its result takes in the accented mode.
  case luminanceToAlpha(AccentGroup)
  /// A colour effect (`brightness`, `saturation`, `colorInvert`, …) on the view's rendered layer.
  case colorMatrix(ColorMatrix)
  /// A filter on the view's rendered layer (`blur(radius:opaque:)`), as the archive wrote it.
  case filter(FilterValue)
  /// `compositingGroup()`: the view is drawn into a layer of its own before what follows applies.
  case compositingGroup
  /// `blendMode(_:)`: the view's layer combined with what is under it.
  case blendMode(BlendMode)
  /// `containerShape(_:)`: the shape `ContainerRelativeShape`s inside the view take.
  case containerShape(ShapeValue)
  /// Placeholder redaction of the view's content.
  case redacted
  /// A tap target: a URL (`widgetURL`, `Link`) or an App Intent (`Button`, `Toggle`).
  case tapTarget(TapAction)
  /// The separator colour of a `Divider`.
  case dividerPaint(PaintSpec)
}

/// What tapping a region does.
public enum TapAction: Sendable, Hashable {
  /// Opens a URL (`Link`).
  case url(String)
  /// Runs an App Intent of `type` with its parameters as archived JSON (`Button`, `Toggle`).
  case intent(type: String, parameters: String)
  /// `widgetURL`: the whole widget's tap target.
  case widgetURL(String)
}

/// A canvas's recorded commands with concrete paints.
public struct CanvasPaint: Sendable {
  /// The width the commands were recorded for; the painter scales them to the frame.
  public var recordedWidth: Double
  /// The height the commands were recorded for.
  public var recordedHeight: Double
  /// The commands in order, each with its paint resolved.
  public var commands: [(command: CanvasValue.Command, paint: PaintSpec)]

  /// A canvas's commands, each with its paint.
  public init(
    recordedWidth: Double, recordedHeight: Double,
    commands: [(command: CanvasValue.Command, paint: PaintSpec)]
  ) {
    self.recordedWidth = recordedWidth
    self.recordedHeight = recordedHeight
    self.commands = commands
  }
}

/// A decoded image by its place in the render's list of decoded images: the resolver decodes,
/// layout carries the place, the painter draws the pixels found there.
public struct DecodedImageID: Hashable, Sendable {
  /// The index in the render's decoded images.
  public var index: Int
  /// The image at `index`.
  public init(index: Int) { self.index = index }
}
