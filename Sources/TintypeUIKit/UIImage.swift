/// The images UIKit gives widget code (`UIImage`), as far as a widget's view needs them: an image
/// from the app's asset catalog or an SF Symbol, shown with `Image(uiImage:)`.
///
/// An image is archived by name and found in the asset folders at render time, so
/// `UIImage(named:)` is never `nil` here, as `UIColor(named:)` is not: a missing image is reported
/// by the render, naming the asset. Pixel access (`size`, `cgImage`, decoding `Data`) is not offered.
public final class UIImage: Hashable, Sendable {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable {
    /// An image set in the asset catalog, by name.
    case named(String)
    /// An SF Symbol, by name.
    case system(String)
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
