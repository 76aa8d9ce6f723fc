/// A widget (WidgetKit's `Widget`): its configuration says what kind it is, which families it
/// supports, and how entries become views.
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  /// A widget with its default configuration.
  init()
  /// The configuration.
  var body: Self.Body { get }
}

/// A widget's configuration (WidgetKit's `WidgetConfiguration`): one widget's, or a bundle's several.
public protocol WidgetConfiguration {
  /// What archiving needs to know about each widget, in order.
  var definitions: [WidgetDefinition] { get }
}

/// The configuration of one widget: what `StaticConfiguration`, `AppIntentConfiguration` and their
/// modifiers (`supportedFamilies`, `configurationDisplayName`, …) make.
public protocol SingleWidgetConfiguration: WidgetConfiguration {
  /// What archiving needs to know about the widget.
  var definition: WidgetDefinition { get }
}

extension SingleWidgetConfiguration {
  /// The one widget.
  public var definitions: [WidgetDefinition] { [definition] }
}

/// One archived entry: when, how relevant, and the view.
public struct ArchivedEntry {
  let date: Date
  let relevance: TimelineEntryRelevance?
  let view: AnyView
}

/// What a provider produced for one family.
public struct ArchivedTimeline {
  let placeholder: ArchivedEntry
  let snapshot: ArchivedEntry
  let entries: [ArchivedEntry]
  let policy: TimelineReloadPolicy

  /// The provider's entries, each turned into its view by the widget's `content`.
  init<Entry: TimelineEntry, Content: View>(
    placeholder: Entry, snapshot: Entry, timeline: Timeline<Entry>, content: (Entry) -> Content
  ) {
    func archived(_ entry: Entry) -> ArchivedEntry {
      ArchivedEntry(date: entry.date, relevance: entry.relevance, view: AnyView(content(entry)))
    }
    self.placeholder = archived(placeholder)
    self.snapshot = archived(snapshot)
    entries = timeline.entries.map(archived)
    policy = timeline.policy
  }
}

/// The parts of a widget that archiving needs: its settings and a way to run its provider.
public struct WidgetDefinition {
  var kind: String
  var displayName: String?
  var description: String?
  var supportedFamilies: [WidgetFamily]?
  var contentMarginsDisabled = false
  var containerBackgroundRemovable = true
  /// The view of any entry of the provider's type (`nil` for entries of another type): what a
  /// `#Preview(as:) { Widget() } timeline: { … }` shows for the entries it lists.
  var content: (@Sendable (any TimelineEntry) -> AnyView?)? = nil
  let timeline: (TimelineProviderContext) async -> ArchivedTimeline
}

/// A widget configured without user options (WidgetKit's `StaticConfiguration`).
public struct StaticConfiguration<Content: View>: SingleWidgetConfiguration {
  /// What archiving needs to know about the widget.
  public let definition: WidgetDefinition

  /// A widget of `kind` whose entries come from `provider` and become views through `content`.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    var made = WidgetDefinition(kind: kind) { context in
      let snapshot = await awaitingCompletion { provider.getSnapshot(in: context, completion: $0) }
      let timeline = await awaitingCompletion { provider.getTimeline(in: context, completion: $0) }
      return ArchivedTimeline(
        placeholder: provider.placeholder(in: context), snapshot: snapshot, timeline: timeline,
        content: content)
    }
    made.content = WidgetDefinition.entryContent(Provider.Entry.self, content)
    definition = made
  }
}

/// A widget people configure through an intent (WidgetKit's `AppIntentConfiguration`). Archiving
/// uses the intent as a newly added widget has it: parameter defaults, and entity parameters filled
/// from their queries' `defaultResult()`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>:
  SingleWidgetConfiguration
{
  /// What archiving needs to know about the widget.
  public let definition: WidgetDefinition

  /// A configurable widget.
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    var made = WidgetDefinition(kind: kind) { context in
      let configuration = Intent()
      await IntentDefaults.fill(configuration)
      return ArchivedTimeline(
        placeholder: provider.placeholder(in: context),
        snapshot: await provider.snapshot(for: configuration, in: context),
        timeline: await provider.timeline(for: configuration, in: context), content: content)
    }
    made.content = WidgetDefinition.entryContent(Provider.Entry.self, content)
    definition = made
  }
}

extension WidgetDefinition {
  /// `content` for entries of type `Entry`, `nil` for any other entry.
  static func entryContent<Entry: TimelineEntry, Content: View>(
    _: Entry.Type, _ content: @escaping (Entry) -> Content
  ) -> @Sendable (any TimelineEntry) -> AnyView? {
    // The cast is made outside the `@Sendable` closure, which then names no generic type: a
    // metatype captured there is a Sendable warning in every build that depends on TintypeUI.
    let render = UncheckedBox({ (entry: any TimelineEntry) -> AnyView? in
      (entry as? Entry).map { AnyView(content($0)) }
    })
    return { entry in render.value(entry) }
  }
}

/// Carries a non-Sendable value across a continuation; the provider's completion hands it over
/// exactly once.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// What a completion-handler call (a timeline provider's `getSnapshot`, `getTimeline`) hands back,
/// awaited; carried in an `UncheckedBox`, since entries need not be `Sendable`.
func awaitingCompletion<Value>(_ call: (@escaping (Value) -> Void) -> Void) async -> Value {
  await withCheckedContinuation { continuation in
    call { continuation.resume(returning: UncheckedBox($0)) }
  }.value
}

/// A configuration with settings changed by a modifier.
public struct ModifiedWidgetConfiguration: SingleWidgetConfiguration {
  /// What archiving needs to know about the widget.
  public let definition: WidgetDefinition
}

extension SingleWidgetConfiguration {
  private func with(_ change: (inout WidgetDefinition) -> Void) -> ModifiedWidgetConfiguration {
    var copy = definition
    change(&copy)
    return ModifiedWidgetConfiguration(definition: copy)
  }

  /// The families the widget supports.
  public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
    with { $0.supportedFamilies = families }
  }

  /// The name shown in the widget gallery.
  public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration {
    with { $0.displayName = name }
  }

  /// The name shown in the widget gallery.
  public func configurationDisplayName(_ name: LocalizedStringKey) -> ModifiedWidgetConfiguration {
    with { $0.displayName = name.plainText }
  }

  /// The description shown in the widget gallery.
  public func description(_ text: String) -> ModifiedWidgetConfiguration { with { $0.description = text } }

  /// The description shown in the widget gallery.
  public func description(_ text: LocalizedStringKey) -> ModifiedWidgetConfiguration {
    with { $0.description = text.plainText }
  }

  /// Turns off the system's default content margins.
  public func contentMarginsDisabled() -> ModifiedWidgetConfiguration {
    with { $0.contentMarginsDisabled = true }
  }

  /// Whether the system may remove the container background.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration {
    with { $0.containerBackgroundRemovable = isRemovable }
  }
}

/// Any configuration with settings changed by a modifier written in `extension WidgetConfiguration`
/// (a helper such as `contentMarginsDisabledIfAvailable()`): the change applies to each of its widgets.
public struct ModifiedWidgetConfigurations: WidgetConfiguration {
  /// What archiving needs to know about each widget.
  public let definitions: [WidgetDefinition]
}

/// The configuration modifiers on any configuration, for helpers written in `extension
/// WidgetConfiguration`; on one widget's configuration the `SingleWidgetConfiguration` forms apply.
extension WidgetConfiguration {
  private func withEach(_ change: (inout WidgetDefinition) -> Void) -> ModifiedWidgetConfigurations {
    ModifiedWidgetConfigurations(
      definitions: definitions.map { definition in
        var copy = definition
        change(&copy)
        return copy
      })
  }

  /// The families each widget supports.
  public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfigurations {
    withEach { $0.supportedFamilies = families }
  }

  /// The name shown in the widget gallery.
  public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfigurations {
    withEach { $0.displayName = name }
  }

  /// The name shown in the widget gallery.
  public func configurationDisplayName(_ name: LocalizedStringKey) -> ModifiedWidgetConfigurations {
    withEach { $0.displayName = name.plainText }
  }

  /// The description shown in the widget gallery.
  public func description(_ text: String) -> ModifiedWidgetConfigurations {
    withEach { $0.description = text }
  }

  /// The description shown in the widget gallery.
  public func description(_ text: LocalizedStringKey) -> ModifiedWidgetConfigurations {
    withEach { $0.description = text.plainText }
  }

  /// Turns off the system's default content margins.
  public func contentMarginsDisabled() -> ModifiedWidgetConfigurations {
    withEach { $0.contentMarginsDisabled = true }
  }

  /// Whether the system may remove the container background.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfigurations {
    withEach { $0.containerBackgroundRemovable = isRemovable }
  }
}

extension Text {
  /// The text's literal characters, dates written out in ISO 8601 (for names and descriptions).
  var plainText: String {
    func walk(_ node: ViewNode) -> String {
      switch node.content {
      case .text(.verbatim(let string)): return string
      case .text(.date(let date, _)): return ArchiveDateFormat.format(date)
      case .text(.concatenation(let parts)): return parts.map(walk).joined()
      default: return ""
      }
    }
    return walk(node)
  }
}

extension LocalizedStringKey {
  /// The key's text with date interpolations written out in ISO 8601.
  var plainText: String {
    segments.map { segment in
      switch segment {
      case .literal(let text): return text
      case .date(let date, _): return ArchiveDateFormat.format(date)
      case .text(let text): return text.plainText
      }
    }.joined()
  }
}

extension Widget {
  /// The entry point `@main` gives a widget extension. A render never starts the extension: when
  /// an app's widget files are compiled into a package with an executable of its own, this is not
  /// the program's entry; if it is called it says so and exits.
  public static func main() {
    print("\(Self.self) is a widget: render it with Tintype (ViewArchive(widget:), tintype render).")
  }
}

extension WidgetBundle {
  /// The entry point `@main` gives a widget bundle; see `Widget.main()`.
  public static func main() {
    print("\(Self.self) is a widget bundle: render it with Tintype (ViewArchive.archives(bundle:)).")
  }
}

/// A configuration with no widget (WidgetKit's `EmptyWidgetConfiguration`), for a widget that is
/// not offered, e.g. behind an availability check.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  /// An empty configuration.
  public init() {}
  /// No widgets.
  public var definitions: [WidgetDefinition] { [] }
}
