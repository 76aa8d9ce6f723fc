import TintypeCore

/// Xcode's preview declarations, as widget extensions write them. They compile here so that an
/// app's widget files build unchanged; the preview settings are kept on the views for the preview
/// renderer that lists and renders them (`TintypePreviews`: the `previews` executable that
/// `tintype init` writes renders them into a gallery, and `TintypeTesting` into goldens).

/// A type that gives Xcode previews (`PreviewProvider`, the form before `#Preview`).
public protocol PreviewProvider {
  /// The previews' view type.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for (`nil`: the target's).
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// The target's platform.
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview may name.
public enum PreviewPlatform: Hashable, Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a widget preview is shown (`WidgetPreviewContext(family:)`).
public struct WidgetPreviewContext: Hashable, Sendable {
  /// The family the preview shows the widget in.
  public var family: WidgetFamily
  /// A preview context for `family`.
  public init(family: WidgetFamily) { self.family = family }
}

/// How a preview is laid out (`previewLayout(_:)`).
public enum PreviewLayout: Hashable, Sendable {
  /// The device's screen.
  case device
  /// The view's own ideal size.
  case sizeThatFits
  /// A fixed size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview names (`PreviewDevice(rawValue: "iPhone 15 Pro")`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name as Xcode lists it.
  public var rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name, from a literal.
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// Shows the preview in a widget context: a preview setting, not part of the widget's look (it is
  /// noted for the preview renderer when `previews` is evaluated, see `PreviewSettings`).
  public func previewContext(_ context: WidgetPreviewContext) -> Self {
    PreviewSettings.current?.note(.family) { $0.family = $0.family ?? context.family }
    return self
  }
  /// Names the preview in Xcode's canvas.
  public func previewDisplayName(_ name: String?) -> Self {
    PreviewSettings.current?.note(.name) { $0.displayName = $0.displayName ?? name }
    return self
  }
  /// Lays the preview out as `layout` says.
  public func previewLayout(_ layout: PreviewLayout) -> Self {
    PreviewSettings.current?.note(.layout) { $0.layout = $0.layout ?? layout }
    return self
  }
  /// Shows the preview on `device`.
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
  /// Shows the preview in the interface orientation given.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}

/// Screen orientations a preview may ask for.
public enum InterfaceOrientation: Hashable, Sendable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// What a `PreviewProvider`'s `previews` said about itself through `previewContext(_:)`,
/// `previewDisplayName(_:)` and `previewLayout(_:)` (the first of each, when `previews` holds
/// several), noted while the preview renderer evaluates `previews`.
public final class PreviewSettings: @unchecked Sendable {
  /// The widget family of `previewContext`.
  public internal(set) var family: WidgetFamily?
  /// The name of `previewDisplayName`.
  public internal(set) var displayName: String?
  /// The layout of `previewLayout`.
  public internal(set) var layout: PreviewLayout?
  private let lock = Lock()

  /// Each setting noted, in the order the modifiers were called: what tells the previews of a
  /// `Group` apart (`PreviewCase.providers`).
  private(set) var notes: [(kind: Kind, change: @Sendable (PreviewSettings) -> Void)] = []

  /// What a note sets.
  enum Kind { case family, name, layout }

  /// Empty settings.
  public init() {}

  func note(_ kind: Kind, _ change: @escaping @Sendable (PreviewSettings) -> Void) {
    lock.lock()
    change(self)
    notes.append((kind, change))
    lock.unlock()
  }

  /// The settings being noted on this task, if a preview is being evaluated.
  @TaskLocal public static var current: PreviewSettings?

  /// Evaluates `previews` of `provider`, noting its settings.
  public static func evaluate<P: PreviewProvider>(_ provider: P.Type) -> (
    view: P.Previews, settings: PreviewSettings
  ) {
    let settings = PreviewSettings()
    let view = PreviewSettings.$current.withValue(settings) { P.previews }
    return (view, settings)
  }
}
