import Foundation
import TintypeArchive
import TintypeScene
import TintypeText

/// Everything the resolver needs to know about the render, and what it collects on the way.
final class ResolveContext {
  let family: WidgetFamily
  let renderingMode: WidgetRenderingMode
  let date: Date
  let scale: Double
  let assets: AssetCatalog
  let styles: StyleResolver
  let dateText: DateText
  /// The widget's corner radius, for `ContainerRelativeShape`.
  let containerCornerRadius: Double

  /// The first `containerBackground` met, resolved with the style where it was declared.
  var containerBackground: ResolvedView?
  /// Problems that do not stop the render (missing glyphs, SF Symbols drawn as placeholders).
  var warnings: [RenderWarning] = []
  /// The images decoded for this render, in the order met: `ImagePaint.pixels` is a place here.
  private(set) var images: [DecodedImage] = []
  /// The images carried in the archive decoded so far, by their bytes.
  private var dataImages: [ImageData: DecodedImage] = [:]
  /// Whether any view is in the accent group (iOS 18 tints a widget without accent views whole).
  var usesAccentGroup = false

  /// On a watch, its `accessoryCircular` complication's side (watch gauges are drawn at it).
  var watchComplicationSide: Double?
  /// The text system, for what resolving measures (SF Symbol stand-ins).
  let textSystem: TextSystem?
  /// The Xcode pseudolanguage the archive's literal texts are shown in, or nil.
  var pseudoLanguage: PseudoLanguage?

  init(
    family: WidgetFamily, renderingMode: WidgetRenderingMode, date: Date, scale: Double, assets: AssetCatalog,
    dateText: DateText, containerCornerRadius: Double, watchComplicationSide: Double?, textSystem: TextSystem?
  ) {
    self.watchComplicationSide = watchComplicationSide
    self.textSystem = textSystem
    self.family = family
    self.renderingMode = renderingMode
    self.date = date
    self.scale = scale
    self.assets = assets
    self.styles = StyleResolver(assetColors: assets.colors)
    self.dateText = dateText
    self.containerCornerRadius = containerCornerRadius
  }

  /// `image`'s place in `images`, adding it the first time it is met (one decode, shared by every
  /// view that draws it).
  func register(_ image: DecodedImage) -> DecodedImageID {
    if let index = images.firstIndex(where: { $0 === image }) { return DecodedImageID(index: index) }
    images.append(image)
    return DecodedImageID(index: images.count - 1)
  }

  /// `data` decoded, once per render however many views draw it; an image the archive reader let
  /// through (a PNG or JPEG header within the limits) that still fails to decode is an error at `path`.
  func decode(_ data: ImageData, at path: JSONPath) throws(ResolveError) -> DecodedImage {
    if let hit = dataImages[data] { return hit }
    if let problem = data.problem { throw ResolveError(path: path, message: problem) }
    let decoded: DecodedImage
    do {
      // Turned upright as UIKit turns a photo by its EXIF orientation.
      let canvas = try AssetCatalog.decode(Array(data.bytes)).oriented(data.orientation)
      decoded = DecodedImage(canvas: canvas, scale: data.scale)
    } catch {
      throw ResolveError(path: path, message: "\(data.summary) cannot be decoded: \(error)")
    }
    dataImages[data] = decoded
    return decoded
  }

  func warn(_ warning: RenderWarning) {
    // One warning per message: the same symbol in forty places is one thing to fix.
    if !warnings.contains(where: { $0.message == warning.message }) { warnings.append(warning) }
  }
}

/// A problem in the archive found while resolving it for a render: where and what.
public struct ResolveError: Error, CustomStringConvertible {
  /// The JSON path of the view at fault.
  public var path: JSONPath
  /// What is wrong.
  public var message: String

  public var description: String { "\(path): \(message)" }

  /// The same problem as an archive error, for callers that report archive errors.
  public var archiveError: ArchiveError { ArchiveError(path: path, message) }
}
