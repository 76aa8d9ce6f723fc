import Foundation
import TintypeArchive
import TintypeScene
import TintypeText

/// What the resolve stage is told about the render besides the view: the environment a widget's
/// code reads (family, rendering mode, scheme, direction, date, locale) and the device facts
/// resolving needs.
public struct ResolveEnvironment: Sendable {
  /// The family the view is resolved for (`FamilySwitch`, `widgetFamily`).
  public var family: WidgetFamily
  /// The rendering mode (`RenderingModeSwitch`, accent groups).
  public var renderingMode: WidgetRenderingMode
  /// The colour scheme colours are resolved in.
  public var colorScheme: ColorScheme
  /// The system's layout direction: the roots turn when it is right to left.
  public var layoutDirection: LayoutDirection
  /// The date relative and timer texts count from.
  public var date: Date
  /// The locale dates are written in (`nil`: the archive's own strings, en-US formats).
  public var locale: Locale?
  /// Pixels per point.
  public var scale: Double
  /// The widget's corner radius, for `ContainerRelativeShape`.
  public var containerCornerRadius: Double
  /// On a watch, the side of its `accessoryCircular` complication (nil on other devices): watch
  /// gauges are drawn at it (see `ControlMetrics.accessoryRingDiameter`).
  public var watchComplicationSide: Double?
  /// The watch's text style size class, when the device is a watch.
  public var watchTextStyles: WatchTextStyles.SizeClass?
  /// The Dynamic Type size text styles are set at (`.large`, the default, unless asked otherwise).
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The Xcode pseudolanguage every text with letters is shown in (an archive does not say which of
  /// its texts were localized, so all are), or nil.
  public var pseudoLanguage: PseudoLanguage?

  /// An environment.
  public init(
    family: WidgetFamily, renderingMode: WidgetRenderingMode, colorScheme: ColorScheme,
    layoutDirection: LayoutDirection, date: Date, locale: Locale?, scale: Double,
    containerCornerRadius: Double,
    watchComplicationSide: Double?, watchTextStyles: WatchTextStyles.SizeClass?
  ) {
    self.family = family
    self.renderingMode = renderingMode
    self.colorScheme = colorScheme
    self.layoutDirection = layoutDirection
    self.date = date
    self.locale = locale
    self.scale = scale
    self.containerCornerRadius = containerCornerRadius
    self.watchComplicationSide = watchComplicationSide
    self.watchTextStyles = watchTextStyles
  }
}

/// What the resolve stage hands on: the tree layout reads, and what the later stages need.
public struct ResolvedContent: Sendable {
  /// The content views.
  public var roots: [ResolvedView]
  /// The first `containerBackground` met, resolved with the style where it was declared.
  public var containerBackground: ResolvedView?
  /// Whether any view is in the accent group (iOS 18 tints a widget without accent views whole).
  public var usesAccentGroup: Bool
  /// The images the views draw, where their `ImagePaint.pixels` point.
  public var images: [DecodedImage]
  /// Problems that do not stop the render.
  public var warnings: [RenderWarning]
}

/// The resolve stage: an archived view → the resolved tree, given the render's environment, the
/// asset folders and the text system (for SF Symbol stand-ins).
public enum ResolveStage {
  /// Resolves `node` (at `path` in its archive). A problem in the archive, or an image that cannot
  /// be read, throws a `ResolveError` with its JSON path (a missing image or colour is a warning).
  public static func resolve(
    _ node: ViewNode, at path: JSONPath, in environment: ResolveEnvironment, assets: AssetCatalog,
    textSystem: TextSystem?
  ) throws(ResolveError) -> ResolvedContent {
    try checkImageDataBudget(node, at: path)
    let context = ResolveContext(
      family: environment.family, renderingMode: environment.renderingMode, date: environment.date,
      scale: environment.scale, assets: assets, dateText: DateText.utc.in(environment.locale),
      containerCornerRadius: environment.containerCornerRadius,
      watchComplicationSide: environment.watchComplicationSide,
      textSystem: textSystem)
    context.pseudoLanguage = environment.pseudoLanguage
    var root = InheritedStyle(colorScheme: environment.colorScheme)
    root.watchTextStyles = environment.watchTextStyles
    root.dynamicTypeSize = environment.dynamicTypeSize
    root.layoutDirection = environment.layoutDirection
    var roots = try ViewResolver(context: context).resolve(node, root, at: path)
    // A right-to-left widget: the roots turn from the system's left-to-right (a root that turns
    // back to left to right by its own environment is mirrored twice, so not at all).
    if environment.layoutDirection == .rightToLeft {
      for index in roots.indices { roots[index].mirrorsHorizontally.toggle() }
      context.containerBackground?.mirrorsHorizontally.toggle()
    }
    return ResolvedContent(
      roots: roots, containerBackground: context.containerBackground,
      usesAccentGroup: context.usesAccentGroup,
      images: context.images, warnings: context.warnings)
  }
}

extension ResolveStage {
  /// Refuses a view tree whose distinct images carried in the archive declare more pixels together
  /// than `ArchiveLimits.maximumImageDataPixelsPerRender`, from their headers, before any is
  /// decoded: many small files of one colour would otherwise decode to gigabytes. The error names the
  /// image that passes the budget.
  static func checkImageDataBudget(_ node: ViewNode, at path: JSONPath) throws(ResolveError) {
    let budget = ArchiveLimits.maximumImageDataPixelsPerRender
    var seen = Set<ImageData>()
    var total = 0
    do {
      try node.walk(at: path) { view, viewPath in
        guard case .image(let image) = view.content, case .data(let data) = image.source,
          seen.insert(data).inserted, let size = data.pixelSize
        else { return }
        // Each image is within its own limit, or `problem` reports it when it is drawn.
        total += min(size.width, budget) * min(size.height, budget)
        if total > budget {
          throw ResolveError(
            path: viewPath.appending("data"),
            message: "the images carried in the archive are over \(budget) pixels together"
              + " (limit ArchiveLimits.maximumImageDataPixelsPerRender)")
        }
      }
    } catch let error as ResolveError {
      throw error
    } catch {
      throw ResolveError(path: path, message: "\(error)")
    }
  }
}
