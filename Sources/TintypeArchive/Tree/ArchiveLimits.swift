/// The bounds an archive must stay within, checked before any work starts so that a hostile or
/// mistaken archive fails with the limit named instead of exhausting memory or the stack.
public enum ArchiveLimits {
  /// The deepest JSON path a view may sit at (two path steps per level of nesting).
  public static let maximumPathDepth = 256
  /// The most characters (Unicode code points, as JSON Schema's `maxLength` counts) in one `Text`.
  public static let maximumTextLength = 10_000
  /// The most views in one widget view tree.
  public static let maximumNodeCount = 20_000
  /// The most timeline entries in one archive.
  public static let maximumEntryCount = 1_000
  /// The most modifiers on one view. Real widget code chains a dozen or two; each modifier is a
  /// layer that layout and paint walk, so an unbounded list is unbounded work.
  public static let maximumModifiersPerView = 256
  /// The most modifiers in one widget view tree, over all its views.
  public static let maximumModifierCount = 40_000
  /// The most layers (clips, masks, opacities, colour effects, blend modes) in one view tree: each
  /// is a canvas-sized pass in the painter.
  public static let maximumLayerCount = 512
  /// The most shadows and blurs in one view tree: each is a blurred canvas-sized pass, the
  /// costliest the painter makes.
  public static let maximumBlurCount = 64
  /// The most layers open at once (nested inside one another). The painter holds a canvas for each;
  /// the memory they take together is bounded by the renderer's layer budget (`RenderLimits.layerBudget`).
  public static let maximumLayerDepth = 32
  /// The most columns (or rows) declared in one lazy grid; adaptive ones may each hold many cells.
  public static let maximumGridTracks = 256
  /// The most elements in one recorded path (a custom `Shape`'s or a `Path`'s).
  public static let maximumPathElements = 4_096
  /// The most drawing commands in one `Canvas`.
  public static let maximumCanvasCommands = 4_096
  /// The most marks in one `Chart` (a point a mark: a year of daily values is 366, a day of
  /// five-minute glucose readings 288).
  public static let maximumChartMarks = 4_096
  /// The most stops (or colours) in one gradient.
  public static let maximumGradientStops = 256
  /// The largest distance or position in points (spacing, padding, offsets, frames, radii, path
  /// points). The largest widget canvas is 8192 px at 1x; a hundred thousand points is past any
  /// meaning, and 20,000 views each this far apart still sum to a finite, convertible pixel value.
  public static let maximumCoordinate = 100_000.0
  /// The largest magnitude of any other number (gauge values, priorities, colour components,
  /// angles): far beyond what a widget shows, far inside what `Double` arithmetic survives.
  public static let maximumMagnitude = 1e12
  /// The largest `scaleEffect` factor, either sign.
  public static let maximumScaleFactor = 1_000.0
  /// The most bytes of one image carried in the archive (`ImageData`, before base64). A widget's
  /// photo is far smaller: WidgetKit itself refuses images much over a million pixels.
  public static let maximumImageDataBytes = 16 * 1_048_576
  /// The most pixels one image carried in the archive may declare (4096 × 4096), checked from its
  /// header before it is decoded.
  public static let maximumImageDataPixels = 4096 * 4096
  /// The most pixels of all the images carried in one entry's view tree together (four images at
  /// the largest size, 256 MiB decoded), checked from their headers as they are decoded: many small
  /// files of one colour would otherwise decode to gigabytes.
  public static let maximumImageDataPixelsPerRender = 4 * maximumImageDataPixels
  /// The scales (pixels per point) an image carried in the archive may declare; real ones are 1,
  /// 2 and 3, and a scale near zero would make a few pixels span the whole layout.
  public static let imageDataScales: ClosedRange<Double> = 0.1...16
}
