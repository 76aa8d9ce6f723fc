import SwiftUI
import WidgetKit

struct StreakEntry: TimelineEntry {
  let date: Date
  let days: Int
  let book: ClubBook
}

struct StreakProvider: TimelineProvider {
  func placeholder(in context: Context) -> StreakEntry {
    StreakEntry(date: .now, days: 7, book: .current)
  }

  func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
    // As providers do: the timeline starts now (a fixed instant in Tintype's previews and goldens).
    let start = Date()
    let entries = (0..<2).map { StreakEntry(date: start.addingTimeInterval(Double($0) * 86_400), days: 12 + $0, book: .current) }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

struct ReadingStreakView: View {
  @Environment(\.widgetFamily) private var family
  let entry: StreakEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Image(systemName: "flame.fill")
          .foregroundStyle(.orange)
        Text("Streak")
          .font(.headline)
      }
      Text("\(entry.days) days")
        .font(.custom("JetBrains Mono", size: family == .systemSmall ? 24 : 30).bold())
        .foregroundStyle(Color("Brand"))
      if family != .systemSmall {
        Text(entry.book.title)
          .font(.subheadline)
          .foregroundStyle(.secondary)
        Text("Updated \(entry.date, style: .time)")
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
      ProgressView(value: entry.book.progress)
        .tint(Color("Brand"))
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .containerBackground(for: .widget) {
      Color("WidgetBackground")
    }
  }
}

struct ReadingStreakWidget: Widget {
  let kind = "ReadingStreakWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: StreakProvider()) { entry in
      ReadingStreakView(entry: entry)
    }
    .configurationDisplayName("Reading streak")
    .description("Days in a row you read.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview("Streak", as: .systemSmall) {
  ReadingStreakWidget()
} timeline: {
  StreakEntry(date: .now, days: 1, book: .current)
  StreakEntry(date: .now, days: 42, book: .current)
}

#Preview(as: .systemMedium) {
  ReadingStreakWidget()
} timelineProvider: {
  StreakProvider()
}
