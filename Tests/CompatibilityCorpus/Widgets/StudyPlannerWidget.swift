import Charts
import SwiftUI
import WidgetKit

// MARK: - Model

struct StudyPlannerDay: Identifiable {
    let weekday: String      // "Mon" … "Sun"
    let planned: Double      // hours
    let actual: Double

    var id: String { weekday }
}

struct StudyPlannerBar: Identifiable {
    let weekday: String
    let kind: String         // "Planned" / "Studied"
    let hours: Double

    var id: String { weekday + kind }
}

struct StudyPlannerEntry: TimelineEntry {
    let date: Date
    let course: String
    let days: [StudyPlannerDay]
    let dailyGoal: Double

    var bars: [StudyPlannerBar] {
        days.flatMap { day in
            [
                StudyPlannerBar(weekday: day.weekday, kind: "Planned", hours: day.planned),
                StudyPlannerBar(weekday: day.weekday, kind: "Studied", hours: day.actual),
            ]
        }
    }

    var totalStudied: Double { days.reduce(0) { $0 + $1.actual } }
}

extension StudyPlannerEntry {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    static let midterms = StudyPlannerEntry(
        date: Date(timeIntervalSince1970: 1_780_131_600),
        course: "Organic Chemistry",
        days: [
            StudyPlannerDay(weekday: "Mon", planned: 2, actual: 2.5),
            StudyPlannerDay(weekday: "Tue", planned: 2, actual: 1.5),
            StudyPlannerDay(weekday: "Wed", planned: 3, actual: 3),
            StudyPlannerDay(weekday: "Thu", planned: 1.5, actual: 0.5),
            StudyPlannerDay(weekday: "Fri", planned: 2, actual: 2),
        ],
        dailyGoal: 2
    )
}

// MARK: - Provider

struct StudyPlannerProvider: TimelineProvider {
    func placeholder(in context: Context) -> StudyPlannerEntry { .midterms }

    func getSnapshot(in context: Context, completion: @escaping (StudyPlannerEntry) -> Void) {
        completion(.midterms)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StudyPlannerEntry>) -> Void) {
        let entry = StudyPlannerEntry.midterms
        let refresh = Calendar.current.date(byAdding: .hour, value: 2, to: entry.date)!
        completion(Timeline(entries: [entry], policy: .after(refresh)))
    }
}

// MARK: - Chart

struct StudyPlannerChart: View {
    let entry: StudyPlannerEntry
    var showsValues = true

    var body: some View {
        Chart {
            ForEach(entry.bars) { bar in
                BarMark(
                    x: .value("Day", bar.weekday),
                    y: .value("Hours", bar.hours),
                    width: .ratio(0.8)
                )
                .foregroundStyle(by: .value("Kind", bar.kind))
                .position(by: .value("Kind", bar.kind))
                .cornerRadius(3)
                .annotation(position: .top, spacing: 2) {
                    if showsValues && bar.kind == "Studied" {
                        Text(bar.hours, format: .number.precision(.fractionLength(0...1)))
                            .font(.system(size: 8, weight: .semibold))
                            .foregroundStyle(.secondary)
                    }
                }
            }

            RuleMark(y: .value("Goal", entry.dailyGoal))
                .foregroundStyle(.mint)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
                .annotation(position: .top, alignment: .trailing) {
                    Text("goal")
                        .font(.system(size: 9))
                        .foregroundStyle(.mint)
                }
        }
        .chartXScale(domain: StudyPlannerEntry.weekdays)
        .chartForegroundStyleScale([
            "Planned": Color.indigo.opacity(0.3),
            "Studied": Color.indigo,
        ])
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .chartLegend(position: .bottom, alignment: .leading)
    }
}

struct StudyPlannerEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StudyPlannerEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.course)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text("\(entry.totalStudied, specifier: "%.1f") h")
                    .font(.subheadline.monospacedDigit().bold())
                    .foregroundStyle(.indigo)
            }
            StudyPlannerChart(entry: entry, showsValues: family == .systemLarge)
        }
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Widget

struct StudyPlannerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StudyPlanner", provider: StudyPlannerProvider()) { entry in
            StudyPlannerEntryView(entry: entry)
        }
        .configurationDisplayName("Study Week")
        .description("Hours planned and studied, day by day.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    StudyPlannerWidget()
} timeline: {
    StudyPlannerEntry.midterms
}
