import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeRaster
import TintypeScene
import TintypeText

/// What the painter draws, in order: the seam between layout and pixels. Coordinates are points in
/// the widget's space; each op carries its transform and its accent group, so that rendering
/// modes can recolour ops by group without knowing the view tree.
public struct DisplayList: Sendable {
  /// The widget's size in points.
  public var width: Double
  /// The widget's height in points.
  public var height: Double
  /// The ops, back to front.
  public var ops: [DisplayOp]

  /// An empty list for a widget of the given size.
  public init(width: Double, height: Double, ops: [DisplayOp] = []) {
    self.width = width
    self.height = height
    self.ops = ops
  }
}

/// A paint, resolved to concrete colours.
public enum DisplayPaint: Hashable, Sendable {
  /// A colour.
  case solid(RGBAColor)
  /// A gradient laid over a rectangle (its unit space), in points.
  case gradient(ResolvedGradient)
}

/// A gradient with concrete colours, laid out over a rectangle in points.
public struct ResolvedGradient: Hashable, Sendable {
  /// The stop colours.
  public var colors: [RGBAColor]
  /// The stop locations, 0…1, one per colour.
  public var locations: [Double]
  /// Where the gradient goes, in the unit space of `bounds`.
  public var geometry: GradientValue.Geometry
  /// The rectangle the gradient's unit points refer to: x, y, width, height in points.
  public var bounds: Rect

  /// A gradient.
  public init(colors: [RGBAColor], locations: [Double], geometry: GradientValue.Geometry, bounds: Rect) {
    self.colors = colors
    self.locations = locations
    self.geometry = geometry
    self.bounds = bounds
  }
}

/// Effects that apply to everything drawn between `beginLayer` and `endLayer`.
public struct LayerEffect: Sendable {
  /// Group opacity.
  public var opacity: Double = 1
  /// Clip to a shape (points, in the layer's transform).
  public var clip: DisplayShape?
  /// Mask by the alpha of another list's drawing.
  public var mask: [DisplayOp]?
  /// SwiftUI's `luminanceToAlpha()` on the layer's result.
  public var luminanceToAlpha = false
  /// The accent group the `luminanceToAlpha` result takes in the accented mode.
  public var luminanceGroup: AccentGroup = .default
  /// A drop shadow under the layer's content.
  public var shadow: DisplayShadow?
  /// A colour effect on the layer's result (in full colour; other modes keep only its alpha part).
  public var colorMatrix: ColorMatrix?
  /// A filter on the layer's result (a blur), as the archive wrote it.
  public var filter: FilterValue?
  /// How the layer combines with what is under it; nil for normal compositing.
  public var blendMode: BlendMode?

  /// Whether the layer only clips: no opacity, mask, shadow or effect on its result.
  package var clipsOnly: Bool {
    opacity == 1 && mask == nil && !luminanceToAlpha && shadow == nil && colorMatrix == nil && filter == nil
      && blendMode == nil && clip != nil
  }

  /// No effect.
  public init() {}
}

/// A drop shadow.
public struct DisplayShadow: Hashable, Sendable {
  /// The shadow's colour.
  public var color: RGBAColor
  /// The blur radius, in points.
  public var radius: Double
  /// The horizontal offset, in points.
  public var x: Double
  /// The vertical offset, in points.
  public var y: Double
  /// A shadow.
  public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
    (self.color, self.radius, self.x, self.y) = (color, radius, x, y)
  }
}

/// What fills, strokes and clips draw: an outline, in points, made when the display list is built
/// (the painter never sees an archive shape), with what it was made from for the dump.
public struct DisplayShape: Hashable, Sendable {
  /// The outline, in points.
  public var path: Path
  /// The frame the shape was laid out in, in points.
  public var frame: Rect
  /// What the outline is of: the shape's type name (`RoundedRectangle`, `Path`).
  public var name: String
  /// For a `ContainerRelativeShape`, the corner radius it resolved to.
  public var containerCornerRadius: Double?

  /// An outline.
  public init(path: Path, frame: Rect, name: String, containerCornerRadius: Double? = nil) {
    self.path = path
    self.frame = frame
    self.name = name
    self.containerCornerRadius = containerCornerRadius
  }

  /// `shape` laid out in `frame`: its outline with its shape modifiers applied, after an inset of
  /// `strokeInset` (half the line width, for `strokeBorder`, which strokes inside the shape);
  /// `containerCornerRadius` is what a `ContainerRelativeShape` resolves to there.
  public init(shape: ShapeValue, frame: Rect, containerCornerRadius: Double = 0, strokeInset: Double = 0) {
    var shape = shape
    if strokeInset != 0 { shape.modifiers.insert(.inset(strokeInset), at: 0) }
    let isContainerRelative: Bool
    if case .containerRelative = shape.kind {
      isContainerRelative = true
    } else {
      isContainerRelative = false
    }
    self.init(
      path: ShapeGeometry.path(shape, in: frame, containerRadius: containerCornerRadius), frame: frame,
      name: shape.typeName, containerCornerRadius: isContainerRelative ? containerCornerRadius : nil)
  }
}

/// One drawing step.
public enum DisplayOp: Sendable {
  /// Fill a shape.
  case fill(DisplayShape, DisplayPaint, eoFill: Bool, transform: Transform, group: AccentGroup)
  /// Stroke a shape (centred, or inside for `strokeBorder`).
  case stroke(
    DisplayShape, Stroke, inside: Bool, DisplayPaint, transform: Transform, group: AccentGroup
  )
  /// Draw laid-out text; each glyph run's `attribute` indexes `paints`.
  case text(TextDrawing, transform: Transform, group: AccentGroup)
  /// Draw an image into a rectangle.
  case image(ImageDrawing, transform: Transform, group: AccentGroup)
  /// Start a layer.
  case beginLayer(LayerEffect, transform: Transform)
  /// End the innermost layer.
  case endLayer
}

/// Text to draw: the very layout that was measured, placed at an origin.
public struct TextDrawing: Sendable {
  /// The laid-out text.
  public var layout: TextLayout
  /// Where its top-left goes, in points.
  public var origin: (x: Double, y: Double) {
    get { (originX, originY) }
    set { (originX, originY) = newValue }
  }
  var originX: Double
  var originY: Double
  /// The paint of each run attribute.
  public var paints: [DisplayPaint]
  /// The characters, for dumps.
  public var string: String
  /// The text view's JSON path in the archive, for findings about it (the review's rules).
  public var path: String

  /// Text at an origin.
  public init(
    layout: TextLayout, string: String, x: Double, y: Double, paints: [DisplayPaint], path: String = ""
  ) {
    self.layout = layout
    self.string = string
    self.path = path
    originX = x
    originY = y
    self.paints = paints
  }
}

/// An image to draw.
public struct ImageDrawing: Sendable {
  /// The asset name, for dumps.
  public var name: String
  /// The image view's JSON path in the archive, for findings about it.
  public var path = ""
  /// The decoded pixels.
  public var pixels: DecodedImage
  /// Where it goes, in points.
  public var frame: Rect
  /// Template images are drawn as a silhouette in `tint`.
  public var tint: DisplayPaint?
  /// Resampling quality.
  public var interpolation: ImageValue.Interpolation
  /// How the accented mode treats it.
  public var accentTreatment: ImageAccentTreatment

  /// An image drawing.
  public init(
    name: String, pixels: DecodedImage, frame: Rect, tint: DisplayPaint? = nil,
    interpolation: ImageValue.Interpolation = .high,
    accentTreatment: ImageAccentTreatment = .silhouette
  ) {
    self.name = name
    self.pixels = pixels
    self.frame = frame
    self.tint = tint
    self.interpolation = interpolation
    self.accentTreatment = accentTreatment
  }
}
