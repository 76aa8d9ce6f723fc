import SwiftUI
import WidgetKit

// MARK: - Model

struct MorningBriefStory: Identifiable, Hashable {
  let id: Int
  let section: String
  let headline: String
  let minutesToRead: Int

  var url: URL { URL(string: "morningbrief://story/\(id)")! }
}

struct MorningBriefEntry: TimelineEntry {
  let date: Date
  let edition: String
  let stories: [MorningBriefStory]
}

extension MorningBriefEntry {
  static let sample = MorningBriefEntry(
    date: Date(timeIntervalSince1970: 1_780_034_400),
    edition: "Tuesday edition",
    stories: [
      MorningBriefStory(
        id: 4_101, section: "City", headline: "Night buses return to the river line after a two-year pause",
        minutesToRead: 4),
      MorningBriefStory(
        id: 4_102, section: "Science",
        headline: "Volunteers count a record number of swifts nesting under the old bridge", minutesToRead: 6),
      MorningBriefStory(
        id: 4_103, section: "Food", headline: "The bakery that only opens when it rains", minutesToRead: 3),
      MorningBriefStory(
        id: 4_104, section: "Sport", headline: "Rowing club's under-16s take the regional title by a canvas",
        minutesToRead: 2),
      MorningBriefStory(
        id: 4_105, section: "Culture",
        headline: "A library lends out telescopes, and the waiting list is long", minutesToRead: 5),
    ]
  )
}

// MARK: - Preference keys

/// Each story row reports its height under its id; the container adds up how many fit.
struct MorningBriefRowHeightsKey: PreferenceKey {
  static var defaultValue: [Int: CGFloat] = [:]

  static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
    value.merge(nextValue(), uniquingKeysWith: { $1 })
  }
}

/// The size of whatever `readSize(_:)` is attached to.
struct MorningBriefSizeKey: PreferenceKey {
  static var defaultValue: CGSize = .zero

  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
    value = nextValue()
  }
}

struct MorningBriefSizeReader: ViewModifier {
  func body(content: Content) -> some View {
    content.background(
      GeometryReader { geometry in
        Color.clear.preference(key: MorningBriefSizeKey.self, value: geometry.size)
      }
    )
  }
}

extension View {
  func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
    modifier(MorningBriefSizeReader())
      .onPreferenceChange(MorningBriefSizeKey.self, perform: onChange)
  }
}

// MARK: - Provider

struct MorningBriefProvider: TimelineProvider {
  func placeholder(in context: Context) -> MorningBriefEntry { .sample }

  func getSnapshot(in context: Context, completion: @escaping (MorningBriefEntry) -> Void) {
    completion(.sample)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<MorningBriefEntry>) -> Void) {
    // A new edition lands at six every morning.
    var components = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    components.day = (components.day ?? 0) + 1
    components.hour = 6
    let nextEdition = Calendar.current.date(from: components) ?? Date().addingTimeInterval(86_400)
    completion(Timeline(entries: [.sample], policy: .after(nextEdition)))
  }
}

// MARK: - Views

struct MorningBriefRow: View {
  let story: MorningBriefStory

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(story.section.uppercased())
        .font(.system(size: 9, weight: .heavy))
        .foregroundStyle(.red)
      Text(story.headline)
        .font(.system(.subheadline, design: .serif))
        .lineLimit(2)
        .fixedSize(horizontal: false, vertical: true)
      Text("\(story.minutesToRead) min read")
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(
      GeometryReader { proxy in
        Color.clear.preference(key: MorningBriefRowHeightsKey.self, value: [story.id: proxy.size.height])
      }
    )
  }
}

struct MorningBriefEntryView: View {
  var entry: MorningBriefEntry

  @State private var rowHeights: [Int: CGFloat] = [:]
  @State private var available: CGSize = .zero

  private let spacing: CGFloat = 8

  /// As many stories as fit in the measured space; all of them until measured.
  private var fitting: [MorningBriefStory] {
    guard available.height > 0, !rowHeights.isEmpty else { return entry.stories }
    var used: CGFloat = 0
    var result: [MorningBriefStory] = []
    for story in entry.stories {
      let height = (rowHeights[story.id] ?? 0) + (result.isEmpty ? 0 : spacing)
      if used + height > available.height { break }
      used += height
      result.append(story)
    }
    return result
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(alignment: .lastTextBaseline) {
        Text("Morning Brief")
          .font(.system(.headline, design: .serif).italic())
        Spacer()
        Text(entry.edition)
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
      Divider()

      VStack(alignment: .leading, spacing: spacing) {
        ForEach(fitting) { story in
          Link(destination: story.url) {
            MorningBriefRow(story: story)
          }
        }
      }
      .frame(maxHeight: .infinity, alignment: .top)
      .readSize { size in
        available = size
      }
      .onPreferenceChange(MorningBriefRowHeightsKey.self) { heights in
        rowHeights = heights
      }
    }
    .widgetURL(URL(string: "morningbrief://today"))
    .containerBackground(Color(red: 0.99, green: 0.98, blue: 0.95), for: .widget)
  }
}

// MARK: - Widget

struct MorningBriefWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "MorningBrief", provider: MorningBriefProvider()) { entry in
      MorningBriefEntryView(entry: entry)
    }
    .configurationDisplayName("Morning Brief")
    .description("Today's top stories, as many as fit.")
    .supportedFamilies([.systemMedium, .systemLarge])
  }
}

#Preview(as: .systemLarge) {
  MorningBriefWidget()
} timeline: {
  MorningBriefEntry.sample
}
