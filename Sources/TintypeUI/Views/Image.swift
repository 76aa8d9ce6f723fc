import TintypeCore

/// An image (SwiftUI's `Image`): a PNG from the asset folders, an SF Symbol name, or a `UIImage`'s
/// bytes.
public struct Image: Hashable, Sendable, View, PrimitiveView {
  /// How a resizable image fills its frame (`Image.ResizingMode`).
  public typealias ResizingMode = ImageValue.ResizingMode
  /// Whether an image keeps its colours or is a template (`Image.TemplateRenderingMode`).
  public typealias TemplateRenderingMode = ImageValue.TemplateRenderingMode
  /// Resampling quality (`Image.Interpolation`).
  public typealias Interpolation = ImageValue.Interpolation

  /// The archived image.
  public private(set) var value: ImageValue
  /// Modifiers written in `Image`'s own methods that return an image (`symbolRenderingMode(_:)`),
  /// archived on the image's node.
  var modifiers: [ViewModifierValue] = []

  /// An image from the asset folders.
  public init(_ name: String, bundle: Bundle? = nil) { value = ImageValue(source: .named(name)) }
  /// An image from an asset catalog by its generated symbol (`Image(.logo)`).
  public init(_ resource: ImageResource) { value = ImageValue(source: .named(resource.name)) }

  /// An image from the asset folders, with an accessibility label.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { value = ImageValue(source: .named(name)) }

  /// An image without an accessibility label.
  public init(decorative name: String, bundle: Bundle? = nil) {
    value = ImageValue(source: .named(name), decorative: true)
  }

  /// An SF Symbol.
  public init(systemName: String) { value = ImageValue(source: .system(systemName)) }

  /// An SF Symbol with a variable value (the value is not drawn).
  public init(systemName: String, variableValue: Double?) { value = ImageValue(source: .system(systemName)) }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [ViewNode(.image(value), modifiers: modifiers)]
  }

  private func with(_ change: (inout ImageValue) -> Void) -> Image {
    var copy = self
    change(&copy.value)
    return copy
  }

  /// Lets the image take the size layout offers instead of its own.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    with { $0.resizable = (capInsets, resizingMode) }
  }

  /// Template (tinted with the foreground) or original colours.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    with { $0.renderingMode = renderingMode }
  }

  /// Resampling quality when scaled.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    with { $0.interpolation = interpolation }
  }

  /// How the symbol uses colour (iOS 15's `Image` method, so that `.resizable()` can follow); as the
  /// view modifier of that name.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.modifiers.append(.symbolRenderingMode(mode?.value))
    return copy
  }

  /// Whether edges are smoothed when scaled.
  public func antialiased(_ isAntialiased: Bool) -> Image { with { $0.antialiased = isAntialiased } }

  /// How the image is coloured in the accented rendering mode; `.fullColor` keeps its pixels.
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
    archived(.widgetAccentedRenderingMode(renderingMode))
  }
}

extension Image {
  /// An image from UIKit: its asset, symbol or bytes, drawn as a template when UIKit's image is one.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .named(let name): self.init(name)
    case .system(let name): self.init(systemName: name)
    case .data(let data): self.init(source: .data(data))
    }
    if uiImage.renderingMode == .alwaysTemplate { self = self.renderingMode(.template) }
  }

  private init(source: ImageValue.Source) { value = ImageValue(source: source) }

  /// An image from AppKit.
  public init(nsImage: NSImage) { self.init(uiImage: nsImage) }
}
