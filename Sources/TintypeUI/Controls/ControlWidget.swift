/// A control for Control Center, the Lock Screen and the Action button (WidgetKit's `ControlWidget`,
/// iOS 18): a button or a toggle with a symbol, a title and, for a toggle, a value.
///
/// ```swift
/// struct FocusControl: ControlWidget {
///   var body: some ControlWidgetConfiguration {
///     StaticControlConfiguration(kind: "Focus", provider: FocusValue()) { isOn in
///       ControlWidgetToggle("Reading focus", isOn: isOn, action: SetFocusIntent()) { on in
///         Label(on ? "On" : "Off", systemImage: on ? "book.fill" : "book")
///       }
///     }
///   }
/// }
/// ```
///
/// Render it with `ControlRenderer` (module `TintypeViewRendering`).
public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  /// The control with its default configuration.
  init()
  /// What the control shows.
  var body: Self.Body { get }
}

/// A control's configuration: its kind and how its template is made (WidgetKit's
/// `ControlWidgetConfiguration`).
public protocol ControlWidgetConfiguration {
  /// The control's kind.
  var kind: String { get }
  /// The name shown in the controls gallery, if set.
  var displayName: String? { get }
  /// The template the control shows now (with its value provider's preview value).
  func template() -> ControlTemplateContent
}

/// The settings every configuration carries (`displayName`, `description`), set by the modifiers.
public struct ControlConfigurationInfo: Sendable {
  /// `displayName(_:)`.
  public var displayName: String?
  /// `description(_:)`.
  public var description: String?
  /// `promptsForUserConfiguration()`.
  public var promptsForUserConfiguration = false
}

/// A configuration whose settings the modifiers below change.
public protocol ControlConfigurationWithInfo: ControlWidgetConfiguration {
  /// The settings.
  var info: ControlConfigurationInfo { get set }
}

extension ControlConfigurationWithInfo {
  /// The name set with `displayName(_:)`.
  public var displayName: String? { info.displayName }

  /// The name shown in the controls gallery.
  public func displayName(_ name: LocalizedStringResource) -> Self {
    var copy = self
    copy.info.displayName = name.description
    return copy
  }

  /// The description shown in the controls gallery.
  public func description(_ text: LocalizedStringResource) -> Self {
    var copy = self
    copy.info.description = text.description
    return copy
  }

  /// Asks for the control to be configured when it is added (an App Intent configuration).
  public func promptsForUserConfiguration() -> Self {
    var copy = self
    copy.info.promptsForUserConfiguration = true
    return copy
  }

  /// Source compatibility: the handler for push tokens of remote control reloads.
  public func pushHandler<Handler>(_ handler: Handler.Type) -> Self { self }
}

/// The value a control shows, read from the app (WidgetKit's `ControlValueProvider`). Tintype renders
/// its `previewValue`; `currentValue()` is never called.
public protocol ControlValueProvider {
  associatedtype Value
  /// The value shown in previews and galleries.
  var previewValue: Value { get }
  /// The value now (not called by Tintype).
  func currentValue() async throws -> Value
}

/// The value a configurable control shows (WidgetKit's `AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider {
  associatedtype Value
  associatedtype Configuration: AppIntent
  /// The value shown in previews and galleries, for a configuration.
  func previewValue(configuration: Configuration) -> Value
  /// The value now (not called by Tintype).
  func currentValue(configuration: Configuration) async throws -> Value
}

/// A control with no configuration (WidgetKit's `StaticControlConfiguration`).
public struct StaticControlConfiguration: ControlConfigurationWithInfo {
  /// The control's kind.
  public let kind: String
  /// Its gallery name and description.
  public var info = ControlConfigurationInfo()
  private let make: () -> ControlTemplateContent

  /// A control whose template does not depend on a value.
  public init<Content: ControlWidgetTemplate>(
    kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content
  ) {
    self.kind = kind
    make = { content().templateContent }
  }

  /// A control whose template shows `provider`'s value (its preview value here).
  public init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {
    self.kind = kind
    make = { content(provider.previewValue).templateContent }
  }

  /// The template with the value provider's preview value.
  public func template() -> ControlTemplateContent { make() }
}

/// A control the person configures with an App Intent (WidgetKit's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration: ControlConfigurationWithInfo {
  /// The control's kind.
  public let kind: String
  /// Its gallery name and description.
  public var info = ControlConfigurationInfo()
  private let make: () -> ControlTemplateContent

  /// A control configured by `intent` (its default parameters here).
  public init<Intent: AppIntent, Content: ControlWidgetTemplate>(
    kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content
  ) {
    self.kind = kind
    make = { content(Intent()).templateContent }
  }

  /// A configured control whose template shows `provider`'s value for the default configuration.
  public init<Provider: AppIntentControlValueProvider, Content: ControlWidgetTemplate>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value, Provider.Configuration) -> Content
  ) {
    self.kind = kind
    make = {
      let configuration = Provider.Configuration()
      return content(provider.previewValue(configuration: configuration), configuration).templateContent
    }
  }

  /// The template with the value provider's preview value.
  public func template() -> ControlTemplateContent { make() }
}

/// Builds a control's template from the one statement of its content closure.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
  /// The one template.
  public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
  /// The template of an `if` branch.
  public static func buildEither<Content: ControlWidgetTemplate>(first: Content) -> AnyControlWidgetTemplate {
    AnyControlWidgetTemplate(first)
  }
  /// The template of an `else` branch.
  public static func buildEither<Content: ControlWidgetTemplate>(second: Content) -> AnyControlWidgetTemplate
  {
    AnyControlWidgetTemplate(second)
  }
  /// The template inside `if #available`.
  public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content)
    -> AnyControlWidgetTemplate
  { AnyControlWidgetTemplate(content) }
}
