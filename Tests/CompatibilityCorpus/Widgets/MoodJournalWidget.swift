import Charts
import SwiftUI
import WidgetKit

// MARK: - Model

struct MoodJournalCheckIn: Identifiable {
    let day: Date
    let score: Int          // 1 (rough) … 5 (great)
    let note: String?

    var id: Date { day }

    var emoji: String {
        MoodJournalCheckIn.emoji(for: score)
    }

    static func emoji(for score: Int) -> String {
        switch score {
        case ...1: return "😞"
        case 2: return "🙁"
        case 3: return "😐"
        case 4: return "🙂"
        default: return "😄"
        }
    }
}

struct MoodJournalEntry: TimelineEntry {
    let date: Date
    let week: [MoodJournalCheckIn]

    var average: Double {
        guard !week.isEmpty else { return 0 }
        return Double(week.reduce(0) { $0 + $1.score }) / Double(week.count)
    }

    var latest: MoodJournalCheckIn? { week.last }
}

extension MoodJournalEntry {
    static func week(endingOn end: Date, scores: [Int]) -> MoodJournalEntry {
        let calendar = Calendar(identifier: .gregorian)
        let lastDay = calendar.startOfDay(for: end)
        let notes: [String?] = [nil, "Long run", nil, "Deadline day", nil, "Saw friends", "Quiet Sunday"]
        let checkIns = scores.enumerated().map { offset, score in
            MoodJournalCheckIn(
                day: calendar.date(byAdding: .day, value: offset - (scores.count - 1), to: lastDay)!,
                score: score,
                note: notes[offset % notes.count]
            )
        }
        return MoodJournalEntry(date: end, week: checkIns)
    }

    static let sample = week(endingOn: Date(timeIntervalSince1970: 1_780_160_000), scores: [3, 4, 4, 2, 3, 5, 4])
}

// MARK: - Provider

struct MoodJournalProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoodJournalEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (MoodJournalEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoodJournalEntry>) -> Void) {
        let entry = MoodJournalEntry.sample
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: entry.date))!
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

// MARK: - Chart

struct MoodJournalChart: View {
    let entry: MoodJournalEntry

    var body: some View {
        Chart {
            ForEach(entry.week) { checkIn in
                LineMark(
                    x: .value("Day", checkIn.day, unit: .day),
                    y: .value("Mood", checkIn.score)
                )
                .interpolationMethod(.catmullRom)
                .foregroundStyle(Color.purple.gradient)
                .symbol(.circle)
                .symbolSize(36)
            }

            RuleMark(y: .value("Average", entry.average))
                .foregroundStyle(.secondary)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 4]))
                .annotation(position: .top, alignment: .leading) {
                    Text("avg \(entry.average, specifier: "%.1f")")
                        .font(.system(size: 9, weight: .medium))
                        .foregroundStyle(.secondary)
                }
        }
        .chartYScale(domain: 1...5)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: [1, 3, 5]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let score = value.as(Int.self) {
                        Text(MoodJournalCheckIn.emoji(for: score))
                    }
                }
            }
        }
    }
}

struct MoodJournalEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: MoodJournalEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("This week")
                    .font(.caption.bold())
                    .foregroundStyle(.purple)
                Spacer()
                if let latest = entry.latest {
                    Text(latest.emoji)
                }
            }
            MoodJournalChart(entry: entry)
            if family == .systemLarge, let note = entry.latest?.note {
                Text("“\(note)”")
                    .font(.footnote.italic())
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .containerBackground(for: .widget) {
            Color.purple.opacity(0.06)
        }
        .widgetURL(URL(string: "moodjournal://checkin"))
    }
}

// MARK: - Widget

struct MoodJournalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MoodJournal", provider: MoodJournalProvider()) { entry in
            MoodJournalEntryView(entry: entry)
        }
        .configurationDisplayName("Mood Week")
        .description("Your daily check-ins over the last seven days.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    MoodJournalWidget()
} timeline: {
    MoodJournalEntry.sample
    MoodJournalEntry.week(endingOn: Date(timeIntervalSince1970: 1_780_246_400), scores: [2, 2, 3, 3, 4, 4, 5])
}
