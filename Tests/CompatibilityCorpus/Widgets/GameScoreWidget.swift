import SwiftUI
import WidgetKit

struct TeamScore {
    let abbreviation: String
    let name: String
    let score: Int
    let color: Color
}

struct GameEntry: TimelineEntry {
    let date: Date
    let home: TeamScore
    let away: TeamScore
    let period: String
    let isLive: Bool
    let gameID: String
}

struct GameProvider: TimelineProvider {
    static let sample = GameEntry(
        date: .now,
        home: TeamScore(abbreviation: "HAR", name: "Harbor Herons", score: 87, color: .teal),
        away: TeamScore(abbreviation: "MTN", name: "Mountain Lynx", score: 91, color: .red),
        period: "Q4 2:13", isLive: true, gameID: "2024-11-07-HAR-MTN")

    func placeholder(in context: Context) -> GameEntry { Self.sample }
    func getSnapshot(in context: Context, completion: @escaping (GameEntry) -> Void) { completion(Self.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GameEntry>) -> Void) {
        completion(Timeline(entries: [Self.sample], policy: .after(.now.addingTimeInterval(120))))
    }
}

struct TeamColumn: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let team: TeamScore

    var body: some View {
        VStack(spacing: 2) {
            Text(team.abbreviation)
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(.horizontal, 6)
                .background(renderingMode == .fullColor ? team.color : Color.gray)
                .widgetAccentable()
            Text("\(team.score)")
                .font(.system(size: 32, weight: .heavy, design: .rounded))
                .monospacedDigit()
        }
    }
}

struct GameScoreEntryView: View {
    let entry: GameEntry

    var body: some View {
        VStack(spacing: 6) {
            HStack {
                TeamColumn(team: entry.away)
                Spacer()
                Text("@").foregroundStyle(.secondary)
                Spacer()
                TeamColumn(team: entry.home)
            }
            ViewThatFits {
                (Text(entry.isLive ? "LIVE " : "FINAL ").bold().foregroundColor(.red)
                    + Text(entry.period).foregroundColor(.secondary)
                    + Text(" · \(entry.away.name) vs \(entry.home.name)").foregroundColor(.secondary))
                    .lineLimit(1)
                (Text(entry.isLive ? "LIVE " : "FINAL ").bold().foregroundColor(.red)
                    + Text(entry.period).foregroundColor(.secondary))
                    .lineLimit(1)
            }
            .font(.caption2)
        }
        .widgetURL(URL(string: "scores://game/\(entry.gameID)"))
        .containerBackground(.fill.secondary, for: .widget)
    }
}

struct GameScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GameScore", provider: GameProvider()) { entry in
            GameScoreEntryView(entry: entry)
        }
        .configurationDisplayName("Live Score")
        .description("Follow your team's game.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Live", as: .systemSmall, widget: { GameScoreWidget() }, timeline: {
    GameProvider.sample
})

#Preview("Badge") {
    Text("LIVE")
        .font(.caption.bold())
        .foregroundColor(.white)
        .padding(4)
        .background(Color.red)
}
