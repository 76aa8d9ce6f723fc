/// A moment in a widget's timeline (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
  /// When the entry is shown.
  var date: Date { get }
  /// How relevant the entry is for Smart Stack ordering.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance, as in WidgetKit.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// An entry's relevance (WidgetKit's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Hashable, Sendable {
  /// How relevant the entry is; higher ranks first in a Smart Stack.
  public let score: Float
  /// How many seconds the score lasts; 0 lasts until the next entry.
  public let duration: TimeInterval
  /// A score lasting `duration` seconds (0: until the next entry).
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When WidgetKit asks for a new timeline (WidgetKit's `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Hashable, Sendable {
  let value: ReloadPolicy
  /// Reload after the last entry.
  public static let atEnd = TimelineReloadPolicy(value: .atEnd)
  /// Never reload on its own.
  public static let never = TimelineReloadPolicy(value: .never)
  /// Reload after a date.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(value: .after(date)) }
}

/// Entries and a reload policy (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, each shown from its date.
  public let entries: [EntryType]
  /// When WidgetKit asks for the next timeline.
  public let policy: TimelineReloadPolicy
  /// A timeline.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// What a provider knows about the widget it is asked for (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Sendable {
  /// The family being archived.
  public let family: WidgetFamily
  /// Whether the widget is shown in the gallery.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize
  /// The environment the views will be archived with.
  public let environmentVariants: EnvironmentVariants

  /// The variants of the environment (WidgetKit's `EnvironmentVariants`); informational here.
  public struct EnvironmentVariants: Sendable {}

  init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
    self.family = family
    self.isPreview = isPreview
    self.displaySize = displaySize
    environmentVariants = EnvironmentVariants()
  }
}

/// Supplies a widget's entries (WidgetKit's `TimelineProvider`).
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  /// An entry shown while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// An entry for the widget gallery.
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  /// The timeline.
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Supplies a configurable widget's entries (WidgetKit's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext
  /// An entry shown while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// An entry for the widget gallery.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  /// The timeline.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}
