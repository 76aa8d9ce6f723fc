import Foundation
import TintypeArchive

/// The images UIKit gives widget code (`UIImage`), as far as a widget's view needs them: an image
/// from the app's asset catalog, an SF Symbol, or a PNG or JPEG from bytes or a file, shown with
/// `Image(uiImage:)`.
///
/// A catalog image is archived by name and found in the asset folders at render time, so
/// `UIImage(named:)` is never `nil` here, as `UIColor(named:)` is not: a missing image is reported
/// by the render, naming the asset. An image from bytes (`UIImage(data:)`, what a provider makes of
/// a downloaded photo or a file in its app group) is carried in the archive itself; it is `nil`, as
/// in UIKit, when the bytes are no image, and a format Tintype does not decode (GIF, HEIF, …) is
/// reported by the render. Its `size` and `scale` are read from the header; pixel access
/// (`cgImage`, drawing into a context) is not offered.
public final class UIImage: Hashable, Sendable {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable {
    /// An image set in the asset catalog, by name.
    case named(String)
    /// An SF Symbol, by name.
    case system(String)
    /// Encoded bytes with their scale.
    case data(ImageData)
  }

  /// Where the image comes from.
  public let source: Source
  /// How the image is drawn: its own colours, or as a template in the foreground colour.
  public let renderingMode: RenderingMode

  /// How UIKit draws an image (`UIImage.RenderingMode`).
  public enum RenderingMode: Int, Hashable, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  init(source: Source, renderingMode: RenderingMode = .automatic) {
    self.source = source
    self.renderingMode = renderingMode
  }

  /// An image from the app's asset catalog.
  public convenience init?(named name: String) { self.init(source: .named(name)) }
  /// An image from the app's asset catalog (the bundle and traits are the app's; not consulted).
  public convenience init?(named name: String, in bundle: AnyObject?, with configuration: AnyObject? = nil) {
    self.init(source: .named(name))
  }
  /// An SF Symbol.
  public convenience init?(systemName name: String) { self.init(source: .system(name)) }

  /// An image from encoded bytes at one pixel a point; `nil` when the bytes are no image.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }
  /// An image from encoded bytes at `scale` pixels a point; `nil` when the bytes are no image (or a
  /// PNG or JPEG whose header cannot be read).
  public convenience init?(data: Data, scale: CGFloat) {
    let image = ImageData(bytes: data, scale: Double(scale))
    guard let format = image.format, !format.isDecoded || image.pixelSize != nil else { return nil }
    self.init(source: .data(image))
  }
  /// The image in the file at `path`; `nil` when it cannot be read or is no image. A name ending in
  /// `@2x` or `@3x` (before the extension) sets the scale, as UIKit documents for `scale`.
  public convenience init?(contentsOfFile path: String) {
    guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: bytes, scale: UIImage.scale(ofFileNamed: path))
  }

  /// The scale a file name declares: 2 or 3 for `name@2x.png`, `name@3x.png`, else 1.
  static func scale(ofFileNamed path: String) -> CGFloat {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// Pixels per point: the scale given or read from the file name for an image from bytes; 1 for a
  /// catalog image or symbol, whose file is chosen at render time.
  public var scale: CGFloat {
    if case .data(let image) = source { return CGFloat(image.scale) }
    return 1
  }

  /// The size in points, upright (a JPEG's EXIF orientation applied, as UIKit applies it), from the
  /// header of an image from bytes; zero for a catalog image or
  /// symbol (found only at render time) and for a format Tintype does not decode.
  public var size: CGSize {
    guard case .data(let image) = source, let pixels = image.uprightPixelSize else { return .zero }
    return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
  }

  /// The same image drawn as a template or in its own colours.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(source: source, renderingMode: mode)
  }

  /// Equal when every archived property is equal.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.source == rhs.source && lhs.renderingMode == rhs.renderingMode
  }
  /// Hashes the same properties equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(renderingMode)
  }
}

/// AppKit's image, for widget code shared with macOS: the same type.
public typealias NSImage = UIImage

extension UIImage {
  /// A copy scaled down to fit `size` (UIKit's thumbnail API, which providers use to keep an entry
  /// small). Tintype keeps the image as it is: the renderer scales it to the frame it is drawn in, so
  /// the widget looks the same.
  public func preparingThumbnail(of size: CGSize) -> UIImage? { self }

  /// `preparingThumbnail(of:)`, handed to `completionHandler`.
  public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
    completionHandler(self)
  }

  /// `preparingThumbnail(of:)`, for `async` code.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
}
