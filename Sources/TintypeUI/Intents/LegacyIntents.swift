/// SiriKit intents as widget extensions configured them before App Intents (iOS 14–16):
/// `IntentConfiguration` with an `IntentTimelineProvider` and an Xcode-generated `INIntent`
/// subclass. Archiving uses the intent as a newly added widget has it: a fresh instance, whose
/// properties hold the defaults its class gives them (Xcode's generated classes start empty).

/// The base class of Xcode-generated intent classes (SiriKit's `INIntent`).
open class INIntent: @unchecked Sendable {
  /// A new intent with its default values.
  public required init() {}
  /// A short description of the intent, for Siri.
  open var intentDescription: String? { nil }
  /// A suggested phrase for Siri.
  open var suggestedInvocationPhrase: String?
}

/// A value an intent parameter can take from the app (SiriKit's `INObject`): an identifier and a
/// display string.
open class INObject: @unchecked Sendable, Hashable {
  /// The value's identifier.
  public let identifier: String?
  /// What people see.
  public let displayString: String

  /// A value.
  public init(identifier: String?, display displayString: String) {
    self.identifier = identifier
    self.displayString = displayString
  }

  /// Equal when every archived property is equal.
  public static func == (lhs: INObject, rhs: INObject) -> Bool {
    lhs.identifier == rhs.identifier && lhs.displayString == rhs.displayString
  }
  /// Hashes the same properties equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(displayString)
  }
}

/// Supplies a SiriKit-configured widget's entries (WidgetKit's `IntentTimelineProvider`), with
/// completion handlers.
public protocol IntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: INIntent
  typealias Context = TimelineProviderContext
  /// An entry shown while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// An entry for the widget gallery.
  func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
  /// The timeline.
  func getTimeline(
    for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget people configure through a SiriKit intent (WidgetKit's `IntentConfiguration`).
public struct IntentConfiguration<Intent: INIntent, Content: View>: SingleWidgetConfiguration {
  /// What archiving needs to know about the widget.
  public let definition: WidgetDefinition

  /// A configurable widget of `kind`.
  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Intent.Type, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    var made = WidgetDefinition(kind: kind) { context in
      let configuration = Intent()
      let snapshot = await awaitingCompletion {
        provider.getSnapshot(for: configuration, in: context, completion: $0)
      }
      let timeline = await awaitingCompletion {
        provider.getTimeline(for: configuration, in: context, completion: $0)
      }
      return ArchivedTimeline(
        placeholder: provider.placeholder(in: context), snapshot: snapshot, timeline: timeline,
        content: content)
    }
    made.content = WidgetDefinition.entryContent(Provider.Entry.self, content)
    definition = made
  }
}
