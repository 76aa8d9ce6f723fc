import SwiftUI
import WidgetKit

// MARK: - Model

struct ChoreLeaderboardMember: Identifiable {
  let id: String
  let name: String
  let emoji: String
  let points: Int
  let choresDone: Int
}

struct ChoreLeaderboardEntry: TimelineEntry {
  let date: Date
  let weekEnding: Date
  let members: [ChoreLeaderboardMember]

  var ranked: [ChoreLeaderboardMember] { members.sorted { $0.points > $1.points } }
  var topScore: Int { members.map(\.points).max() ?? 0 }
}

extension ChoreLeaderboardEntry {
  static let household = ChoreLeaderboardEntry(
    date: Date(timeIntervalSince1970: 1_780_088_400),
    weekEnding: Date(timeIntervalSince1970: 1_780_329_600),
    members: [
      ChoreLeaderboardMember(id: "m", name: "Maximilian", emoji: "🦊", points: 142, choresDone: 11),
      ChoreLeaderboardMember(id: "j", name: "Jo", emoji: "🐢", points: 96, choresDone: 8),
      ChoreLeaderboardMember(id: "a", name: "Ana-Lucía", emoji: "🐙", points: 171, choresDone: 14),
      ChoreLeaderboardMember(id: "d", name: "Dad", emoji: "🐻", points: 58, choresDone: 4),
    ]
  )
}

// MARK: - Preference key

/// The widest name in the board, so every row's bar starts at the same x.
struct ChoreLeaderboardNameWidthKey: PreferenceKey {
  static var defaultValue: CGFloat = 0

  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

// MARK: - Provider

struct ChoreLeaderboardProvider: TimelineProvider {
  func placeholder(in context: Context) -> ChoreLeaderboardEntry {
    .household
  }

  func getSnapshot(in context: Context, completion: @escaping (ChoreLeaderboardEntry) -> Void) {
    completion(.household)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ChoreLeaderboardEntry>) -> Void) {
    let entry = ChoreLeaderboardEntry.household
    let nextHour = Calendar.current.date(byAdding: .hour, value: 1, to: entry.date)!
    completion(Timeline(entries: [entry], policy: .after(nextHour)))
  }
}

// MARK: - Views

struct ChoreLeaderboardRow: View {
  let rank: Int
  let member: ChoreLeaderboardMember
  let topScore: Int
  let nameWidth: CGFloat?

  var body: some View {
    HStack(spacing: 6) {
      Text("\(rank)")
        .font(.caption2.monospacedDigit().bold())
        .foregroundStyle(rank == 1 ? .yellow : .secondary)
        .frame(width: 12)

      Text("\(member.emoji) \(member.name)")
        .font(.caption)
        .lineLimit(1)
        .fixedSize()
        .background(
          GeometryReader { proxy in
            Color.clear
              .preference(key: ChoreLeaderboardNameWidthKey.self, value: proxy.size.width)
          }
        )
        .frame(width: nameWidth, alignment: .leading)

      GeometryReader { proxy in
        Capsule()
          .fill(rank == 1 ? Color.orange : Color.orange.opacity(0.45))
          .frame(width: proxy.size.width * CGFloat(member.points) / CGFloat(max(topScore, 1)))
      }
      .frame(height: 8)

      Text("\(member.points)")
        .font(.caption2.monospacedDigit())
        .frame(width: 28, alignment: .trailing)
    }
  }
}

struct ChoreLeaderboardEntryView: View {
  var entry: ChoreLeaderboardProvider.Entry

  @State private var nameWidth: CGFloat?

  var body: some View {
    VStack(alignment: .leading, spacing: 7) {
      HStack(alignment: .firstTextBaseline) {
        Text("Chore Champions")
          .font(.headline)
        Spacer()
        Text("ends \(entry.weekEnding, format: .dateTime.weekday(.wide))")
          .font(.caption2)
          .foregroundStyle(.secondary)
      }

      ForEach(Array(entry.ranked.enumerated()), id: \.element.id) { index, member in
        ChoreLeaderboardRow(rank: index + 1, member: member, topScore: entry.topScore, nameWidth: nameWidth)
      }
      Spacer(minLength: 0)
    }
    .onPreferenceChange(ChoreLeaderboardNameWidthKey.self) { width in
      nameWidth = width
    }
    .containerBackground(for: .widget) {
      Color(red: 1.0, green: 0.97, blue: 0.9)
    }
  }
}

// MARK: - Widget

struct ChoreLeaderboardWidget: Widget {
  let kind: String = "ChoreLeaderboard"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: ChoreLeaderboardProvider()) { entry in
      ChoreLeaderboardEntryView(entry: entry)
    }
    .configurationDisplayName("Chore Champions")
    .description("This week's household points table.")
    .supportedFamilies([.systemMedium, .systemLarge])
  }
}

#Preview(as: .systemMedium) {
  ChoreLeaderboardWidget()
} timeline: {
  ChoreLeaderboardEntry.household
}
