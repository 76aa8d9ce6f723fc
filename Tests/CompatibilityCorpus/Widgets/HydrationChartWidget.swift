import AppIntents
import Charts
import SwiftUI
import WidgetKit

struct HydrationSettingsIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Hydration"
    static var description = IntentDescription("Set your daily water goal.")

    @Parameter(title: "Daily goal (ml)", default: 2_000)
    var goalMilliliters: Int

    @Parameter(title: "Show goal line", default: true)
    var showsGoalLine: Bool
}

struct WaterDay: Identifiable {
    let day: Date
    let milliliters: Int
    var id: Date { day }
}

struct HydrationEntry: TimelineEntry {
    let date: Date
    let days: [WaterDay]
    let configuration: HydrationSettingsIntent

    var today: WaterDay? { days.last }
    var goal: Int { configuration.goalMilliliters }
}

struct HydrationProvider: AppIntentTimelineProvider {
    static let loggedAmounts = [1_650, 2_100, 1_900, 2_350, 1_200, 2_050, 1_450]

    static func entry(for configuration: HydrationSettingsIntent) -> HydrationEntry {
        let calendar = Calendar.current
        let lastDay = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_781_049_600))
        let days = loggedAmounts.enumerated().map { offset, amount in
            WaterDay(
                day: calendar.date(byAdding: .day, value: offset - (loggedAmounts.count - 1), to: lastDay) ?? lastDay,
                milliliters: amount
            )
        }
        return HydrationEntry(date: lastDay, days: days, configuration: configuration)
    }

    func placeholder(in context: Context) -> HydrationEntry {
        Self.entry(for: HydrationSettingsIntent())
    }

    func snapshot(for configuration: HydrationSettingsIntent, in context: Context) async -> HydrationEntry {
        Self.entry(for: configuration)
    }

    func timeline(for configuration: HydrationSettingsIntent, in context: Context) async -> Timeline<HydrationEntry> {
        let next = Date().addingTimeInterval(60 * 60)
        return Timeline(entries: [Self.entry(for: configuration)], policy: .after(next))
    }
}

struct HydrationChartEntryView: View {
    var entry: HydrationProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "drop.fill")
                    .foregroundStyle(.blue)
                Text("Water")
                    .font(.headline)
                Spacer()
                if let today = entry.today {
                    Text("\(today.milliliters) / \(entry.goal) ml")
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }

            Chart {
                ForEach(entry.days) { day in
                    BarMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Water", day.milliliters)
                    )
                    .foregroundStyle(.blue.gradient)
                    .cornerRadius(4)
                }

                if entry.configuration.showsGoalLine {
                    RuleMark(y: .value("Goal", entry.goal))
                        .foregroundStyle(.cyan)
                        .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                }
            }
            .chartYScale(domain: 0...max(entry.goal, 2_500))
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                }
            }
            .chartYAxis {
                AxisMarks(values: [0, entry.goal]) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HydrationChartWidget: Widget {
    let kind: String = "HydrationChart"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: HydrationSettingsIntent.self, provider: HydrationProvider()) { entry in
            HydrationChartEntryView(entry: entry)
        }
        .configurationDisplayName("Water Week")
        .description("Seven days of water against your goal.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

extension HydrationSettingsIntent {
    fileprivate static var ambitious: HydrationSettingsIntent {
        let intent = HydrationSettingsIntent()
        intent.goalMilliliters = 2_500
        intent.showsGoalLine = true
        return intent
    }

    fileprivate static var noLine: HydrationSettingsIntent {
        let intent = HydrationSettingsIntent()
        intent.showsGoalLine = false
        return intent
    }
}

#Preview(as: .systemMedium) {
    HydrationChartWidget()
} timeline: {
    HydrationProvider.entry(for: .ambitious)
    HydrationProvider.entry(for: .noLine)
}
