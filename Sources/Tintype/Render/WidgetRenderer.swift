import Foundation
import TintypeArchive
import TintypeCore
import TintypeDisplayList
import TintypeLayout
import TintypePaint
import TintypeRaster
import TintypeResolve
import TintypeScene
import TintypeStringCatalog
import TintypeText

/// Renders widgets: archive → resolve → layout → display list → pixels.
///
/// A renderer is cheap to keep and safe to share between threads; fonts and decoded images are
/// loaded once and reused. Every stage is also available on its own (`layout`, `displayList`) so
/// tests can pin a stage without pixels.
public final class WidgetRenderer: Sendable {
  /// The device catalog requests are checked against.
  public let catalog: DeviceCatalog
  let assets: Result<AssetCatalog, RenderError>
  /// The text system: the bundled fonts, and the custom fonts of `fonts` and the asset folders.
  let text: Result<TextSystem, RenderError>
  /// The app's localized strings, for views archived by this renderer (`RenderRequest.locale`).
  public let strings: StringTables?
  /// How many times each stage ran (for tests that check nothing is built twice).
  let stageRuns = StageRuns()

  /// A renderer whose `Image("name")` and `Color("name")` look in `assets` folders, and whose
  /// `Font.custom(_:size:)` finds fonts by name in `fonts`, the asset folders and the package's
  /// `Fonts/` (every `.ttf`, `.otf`, `.ttc` and `.otc` under them).
  /// `strings` are the app's string tables (`StringTables(paths:)`): a view rendered or archived
  /// by this renderer shows `Text("key")` in the request's locale. `symbols` are folders of SF
  /// Symbols exported as templates from the SF Symbols app (`heart.fill.svg`): `Image(systemName:)`
  /// draws those it finds instead of a stand-in.
  public init(
    assets: [URL] = [], fonts: [URL] = [], symbols: [URL] = [], strings: StringTables? = nil,
    catalog: DeviceCatalog = .standard
  ) {
    self.catalog = catalog
    self.strings = strings
    do {
      self.assets = .success(try AssetCatalog(folders: assets, symbols: symbols))
    } catch {
      self.assets = .failure(.assets(error))
    }
    text = TextSystems.shared(fontFolders: (fonts + assets).map(\.path))
  }

  /// The files of the asset image `name` in this renderer's asset folders; the folders' error when
  /// they could not be read.
  public func assetFiles(named name: String) throws(RenderError) -> [URL] {
    try assets.get().files(named: name)
  }

  // MARK: Rendering archives

  /// Renders one entry of an archive: the request's family where the device shows it, or in the
  /// request's `presentation`.
  public func render(_ archive: ViewArchive, request: RenderRequest) throws(RenderError) -> RenderedImage {
    if let kind = request.presentation {
      return try present(archive, request: request, in: try presentation(kind, of: request))
    }
    return try renderWidget(archive, request: request)
  }

  /// Renders the request's widget as it is, its presentation (if any) setting only its margins
  /// and background.
  func renderWidget(_ archive: ViewArchive, request: RenderRequest) throws(RenderError) -> RenderedImage {
    // A watch's corner complication with a label or curved content is drawn as the face shows it.
    if let complication = try cornerComplication(archive, request: request, corner: .topLeading) {
      return complication
    }
    let laidOut = try layout(try resolve(archive, request))
    // One display list gives both the pixels and the tap targets.
    let (list, targets) = displayListAndTargets(laidOut)
    let canvas = try paint(list, of: laidOut, scale: request.effectiveScale)
    return RenderedImage(
      canvas: canvas, scale: request.effectiveScale, tapTargets: targets, warnings: laidOut.warnings,
      layout: laidOut.tree)
  }

  /// The layout of one entry of an archive, with the warnings the resolve stage found.
  public func layout(_ archive: ViewArchive, request: RenderRequest) throws(RenderError) -> (
    tree: LayoutTree, warnings: [RenderWarning]
  ) {
    let laidOut = try layout(try resolve(archive, request))
    return (laidOut.tree, laidOut.warnings)
  }

  /// Where one entry of an archive can be tapped, and what each tap does, in points from the widget's
  /// top-left corner: links, buttons and toggles, and the whole widget's `widgetURL`.
  public func tapTargets(_ archive: ViewArchive, request: RenderRequest) throws(RenderError) -> [TapTarget] {
    displayListAndTargets(try layout(try resolve(archive, request))).targets
  }

  /// The display list of one entry of an archive.
  public func displayList(_ archive: ViewArchive, request: RenderRequest) throws(RenderError) -> DisplayList {
    displayList(try layout(try resolve(archive, request)))
  }

  // MARK: Stages

  /// The family's spec on the request's device, checked against the limits and the rendering mode.
  public func familySpec(_ request: RenderRequest) throws(RenderError) -> FamilySpec {
    var spec: FamilySpec
    do {
      spec = try catalog.spec(for: request.family, on: request.device)
    } catch {
      throw RenderError.familyNotOnDevice(
        request.family, device: request.device.id, available: request.device.orderedFamilies)
    }
    guard spec.renderingModes.contains(request.renderingMode) else {
      throw RenderError.modeNotSupported(
        request.renderingMode, family: request.family, supported: spec.orderedRenderingModes)
    }
    // A plain layout: the view alone, with none of the widget's margins or corner.
    switch request.layout {
    case .widget: break
    case .fixed(let width, let height):
      guard width.isFinite, height.isFinite, width > 0, height > 0 else {
        throw RenderError.limitExceeded("a fixed layout of \(width) × \(height) pt is not a positive size")
      }
      spec.size = Size(width: width, height: height)
    case .device: spec.size = request.device.screen ?? spec.size
    case .sizeThatFits: break  // measured when laid out
    }
    if let kind = request.presentation, let margin = try presentation(kind, of: request).contentMargin,
      spec.family.isSystem
    {
      spec.contentMargins = EdgeInsets(all: margin)
    }
    if !request.layout.isWidget {
      spec.contentMargins = .zero
      spec.cornerRadius = nil
    }
    let scale = request.effectiveScale
    guard scale > 0, scale <= RenderLimits.maximumScale else {
      throw RenderError.limitExceeded(
        "scale \(scale) is outside 0 < scale ≤ \(RenderLimits.maximumScale) (limit RenderLimits.maximumScale)"
      )
    }
    let largest = max(spec.width, spec.height) * scale
    guard largest <= Double(RenderLimits.maximumPixelDimension) else {
      throw RenderError.limitExceeded(
        "a \(Int(largest)) px side exceeds \(RenderLimits.maximumPixelDimension) px (limit RenderLimits.maximumPixelDimension)"
      )
    }
    return spec
  }

  /// The output of the resolve stage: the tree layout reads, and what else the later stages need.
  public struct Resolved: Sendable {
    /// The family's spec on the device.
    public var spec: FamilySpec
    /// The content views.
    public var roots: [ResolvedView]
    /// The container background, if the view declares one.
    public var containerBackground: ResolvedView?
    /// Whether the archive turns the content margins off.
    public var marginsDisabled: Bool
    /// Whether the render is as large as the view's ideal size (`RenderLayout.sizeThatFits`).
    public var fitsContent = false
    /// What the rendering mode does to this render: its backgrounds and its colours.
    var mode: RenderingModeModel
    /// A colour the finished image is composited over.
    var finalBackdrop: RGBAColor?
    /// A wallpaper the finished image is composited over.
    var wallpaper: URL?
    /// Problems that do not stop the render.
    public var warnings: [RenderWarning]
    /// The images the views draw, where their `ImagePaint.pixels` point.
    var images: [DecodedImage] = []
    /// Where the entry's view is, when it is a placeholder (redacted `.placeholder` as a whole):
    /// one that draws nothing is said to.
    var placeholderPath: JSONPath?
  }

  /// The output of the layout stage.
  public struct Laidout: Sendable {
    /// The family's spec on the device.
    public var spec: FamilySpec
    /// The layout.
    public var tree: LayoutTree
    var resolved: Resolved
    /// Problems that do not stop the render, overflow included.
    public var warnings: [RenderWarning]
  }

  /// The resolve stage: the entry's view for the request, with switches chosen and styles, fonts,
  /// dates and controls made concrete.
  public func resolve(_ archive: ViewArchive, _ request: RenderRequest) throws(RenderError) -> Resolved {
    try resolve(archive, request, view: nil)
  }

  /// The resolve stage for `view` (a view inside the entry's, at its JSON path) in place of the
  /// entry's own view: a corner complication's label and curved content are resolved this way.
  func resolve(_ archive: ViewArchive, _ request: RenderRequest, view: (node: ViewNode, path: JSONPath)?)
    throws(RenderError) -> Resolved
  {
    stageRuns.count(.resolve)
    let spec = try familySpec(request)
    guard archive.families.contains(request.family) else {
      throw RenderError.familyNotInArchive(request.family, kind: archive.kind, families: archive.families)
    }
    let (entry, entryNode, entryPath) = try entryView(archive, request)
    let (node, path) = view ?? (entryNode, entryPath)
    var environment = ResolveEnvironment(
      family: request.family, renderingMode: request.renderingMode,
      colorScheme: RenderingModeModel.colorScheme(for: request.renderingMode, requested: request.colorScheme),
      layoutDirection: request.effectiveLayoutDirection, date: request.date ?? entry.date,
      locale: request.locale,
      scale: request.effectiveScale, containerCornerRadius: spec.cornerRadius ?? 0,
      watchComplicationSide: Self.watchComplicationSide(of: request.device),
      watchTextStyles: Self.watchTextStyles(for: request.device)
    )
    environment.dynamicTypeSize = request.dynamicTypeSize
    // An archive made in the pseudolanguage already shows it, in its localized texts only.
    environment.pseudoLanguage =
      request.pseudoLanguage == archive.pseudoLanguage ? nil : request.pseudoLanguage
    let content: ResolvedContent
    let assets = try self.assets.get()
    let textSystem = try text.get()
    do {
      content = try ResolveStage.resolve(
        node, at: path, in: environment, assets: assets, textSystem: textSystem)
    } catch {
      throw RenderError.archive(error.archiveError)
    }
    let mode = RenderingModeModel(
      mode: request.renderingMode, colorScheme: request.colorScheme, isWidget: request.layout.isWidget,
      isSystemFamily: spec.family.isSystem,
      removesBackground: try request.presentation.map { kind throws(RenderError) in
        try presentation(kind, of: request).removesBackground
      } ?? false,
      containerBackgroundRemovable: archive.containerBackgroundRemovable, accentPreset: request.accentPreset,
      tint: request.tint, hasAccentViews: content.usesAccentGroup)
    return Resolved(
      spec: spec, roots: content.roots,
      containerBackground: request.layout.isWidget ? content.containerBackground : nil,
      marginsDisabled: archive.contentMarginsDisabled, fitsContent: request.layout == .sizeThatFits,
      mode: mode, finalBackdrop: request.backdrop, wallpaper: request.wallpaper,
      warnings: content.warnings + archivedWarnings(entry, request),
      images: content.images, placeholderPath: view == nil && node.isPlaceholder ? path : nil)
  }

  /// What archiving found in the request's entry for its family, at their JSON paths.
  private func archivedWarnings(_ entry: TimelineEntryValue, _ request: RenderRequest) -> [RenderWarning] {
    let path = JSONPath.root.appending("entries").appending(request.entryIndex).appending("warnings")
    return entry.warnings.enumerated().compactMap { index, warning in
      guard warning.family == nil || warning.family == request.family else { return nil }
      return RenderWarning(warning, at: path.appending(index))
    }
  }

  /// The request's entry of `archive`, its view for the request's family and that view's JSON path.
  func entryView(_ archive: ViewArchive, _ request: RenderRequest) throws(RenderError) -> (
    entry: TimelineEntryValue, node: ViewNode, path: JSONPath
  ) {
    let entry: TimelineEntryValue
    do {
      entry = try archive.entry(at: request.entryIndex)
    } catch {
      throw RenderError.archive(error)
    }
    let path = entry.viewPath(
      for: request.family, at: JSONPath.root.appending("entries").appending(request.entryIndex))
    guard let node = entry.views[request.family] else {
      throw RenderError.archive(ArchiveError(path: path, "no view for \(request.family)"))
    }
    return (entry, node, path)
  }

  /// The layout stage, text measured by the shared text system.
  public func layout(_ resolved: Resolved) throws(RenderError) -> Laidout {
    stageRuns.count(.layout)
    var spec = resolved.spec
    let measurer = TextSystemMeasurer(system: try text.get())
    if resolved.fitsContent {
      let ideal = WidgetLayout.idealSize(of: resolved.roots, measurer: measurer)
      // The canvas the painter then makes is checked against its limits before it is allocated.
      spec.size = Size(
        width: min(max(ideal.width, 1), Double(RenderLimits.maximumPixelDimension)),
        height: min(max(ideal.height, 1), Double(RenderLimits.maximumPixelDimension)))
    }
    let tree = WidgetLayout.layout(
      roots: resolved.roots, widgetSize: (spec.width, spec.height), contentMargins: spec.contentMargins,
      marginsDisabled: resolved.marginsDisabled, containerBackground: resolved.containerBackground,
      measurer: measurer)
    var warnings = resolved.warnings
    warnings += LayoutWarnings.warnings(in: tree)
    warnings += MissingGlyphs.warnings(in: tree)
    var laidOut = Laidout(spec: spec, tree: tree, resolved: resolved, warnings: warnings)
    if let path = resolved.placeholderPath, drawsNothing(laidOut) {
      laidOut.warnings.append(
        RenderWarning(
          .emptyPlaceholder, at: path, view: "placeholder",
          message: "the placeholder entry draws nothing but its background: WidgetKit shows it while"
            + " the widget loads and in the widget gallery, so give the provider's placeholder(in:) sample data"
        ))
    }
    return laidOut
  }

  /// Whether a layout's views, without the container background and what the system draws behind
  /// it, draw nothing: no fill or stroke of a visible colour, no text and no image anywhere in
  /// their display list.
  private func drawsNothing(_ laidOut: Laidout) -> Bool {
    var content = laidOut
    content.tree.containerBackground = nil
    content.resolved.mode.defaultBackground = nil
    content.resolved.mode.keepsContainerBackground = false
    content.resolved.mode.backdrop = []
    return !displayList(content).ops.contains { op in
      switch op {
      case .fill(_, let paint, _, _, _), .stroke(_, _, _, let paint, _, _): paint.isVisible
      case .text, .image: true
      case .beginLayer, .endLayer: false
      }
    }
  }

  /// The display list of a layout.
  public func displayList(_ laidOut: Laidout) -> DisplayList {
    displayListAndTargets(laidOut).list
  }

  /// The display list of a layout and its tap targets.
  package func displayListAndTargets(_ laidOut: Laidout) -> (list: DisplayList, targets: [TapTarget]) {
    stageRuns.count(.displayList)
    var builder = DisplayListBuilder(
      tree: laidOut.tree, images: laidOut.resolved.images,
      widgetCornerRadius: laidOut.spec.family.isSystem ? laidOut.spec.cornerRadius : nil)
    let mode = laidOut.resolved.mode
    let list = builder.build(
      defaultBackground: mode.defaultBackground, keepsContainerBackground: mode.keepsContainerBackground,
      backdrop: mode.backdrop)
    return (list, builder.tapTargets)
  }

  /// The pixels of a layout's display list at a scale, in its rendering mode.
  public func paint(_ laidOut: Laidout, scale: Double) throws(RenderError) -> TintypeRaster.Canvas {
    try paint(displayList(laidOut), of: laidOut, scale: scale)
  }

  /// The pixels of `list` (the display list of `laidOut`, or part of one) at a scale in the layout's
  /// rendering mode, inside a region of the image in pixels, on a transparent canvas the region's
  /// size (no wallpaper or backdrop under it). What the review's contrast probe paints.
  package func paint(
    _ list: DisplayList, of laidOut: Laidout, scale: Double, region: (x: Int, y: Int, width: Int, height: Int)
  ) throws(RenderError) -> TintypeRaster.Canvas {
    let painter = DisplayListPainter(
      scale: scale, textSystem: try text.get(), policy: laidOut.resolved.mode.policy)
    do {
      return try painter.paint(list, region: region.x, region.y, region.width, region.height)
    } catch {
      throw .paint(error)
    }
  }

  /// The pixels of `list`, the display list of `laidOut`, at a scale.
  func paint(_ list: DisplayList, of laidOut: Laidout, scale: Double) throws(RenderError)
    -> TintypeRaster.Canvas
  {
    stageRuns.count(.paint)
    let painter = DisplayListPainter(
      scale: scale, textSystem: try text.get(), policy: laidOut.resolved.mode.policy)
    let canvas: TintypeRaster.Canvas
    do {
      canvas = try painter.paint(list)
    } catch {
      throw .paint(error)
    }
    return try composited(
      canvas, wallpaper: laidOut.resolved.wallpaper,
      backdrop: laidOut.resolved.finalBackdrop,
      scale: scale)
  }

  /// `canvas` over a wallpaper, then over a backdrop colour: how a finished render is placed.
  func composited(_ canvas: TintypeRaster.Canvas, wallpaper: URL?, backdrop: RGBAColor?, scale: Double)
    throws(RenderError)
    -> TintypeRaster.Canvas
  {
    var canvas = canvas
    if let wallpaper {
      canvas = try Backdrop.composite(canvas, over: try Wallpaper.load(wallpaper), scale: scale)
    }
    if let backdrop {
      canvas = try Backdrop.composite(canvas, over: backdrop)
    }
    return canvas
  }

  /// On a watch, its `accessoryCircular` side, which watch gauges are drawn at; a watch of a custom
  /// catalog without that family gets the 50 pt measured on the 45 mm watch.
  static func watchComplicationSide(of device: Device) -> Double? {
    guard device.platform == .watchOS else { return nil }
    return device.families[.accessoryCircular]?.size.width ?? 50
  }

  /// The watchOS Dynamic Type column a device uses, or `nil` off the watch: cases narrower than
  /// 184 pt (40 and 41 mm) read the "Large" column, wider ones (44, 45, 49 mm) "xLarge".
  static func watchTextStyles(for device: Device) -> WatchTextStyles.SizeClass? {
    guard device.platform == .watchOS else { return nil }
    return (device.screen?.width ?? 0) < 184 ? .large : .extraLarge
  }
}

extension ViewNode {
  /// Whether the whole view is redacted as a placeholder, as WidgetKit shows a provider's
  /// placeholder entry.
  fileprivate var isPlaceholder: Bool {
    modifiers.contains { modifier in
      if case .redacted(let reasons) = modifier { return reasons.contains(.placeholder) }
      return false
    }
  }
}

extension DisplayPaint {
  /// Whether anything of the paint shows: a colour or a gradient stop that is not fully clear.
  fileprivate var isVisible: Bool {
    switch self {
    case .solid(let color): color.alpha > 0
    case .gradient(let gradient): gradient.colors.contains { $0.alpha > 0 }
    }
  }
}
