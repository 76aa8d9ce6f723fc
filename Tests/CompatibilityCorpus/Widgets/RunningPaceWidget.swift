import SwiftUI
import WidgetKit

struct RunSummary {
    let distanceKm: Double
    let weeklyGoalKm: Double
    let paceMinutesPerKm: Double
    let lastRun: Date
}

struct RunEntry: TimelineEntry {
    let date: Date
    let summary: RunSummary
}

struct RunProvider: TimelineProvider {
    static let summary = RunSummary(distanceKm: 18.4, weeklyGoalKm: 30, paceMinutesPerKm: 5.62,
                                    lastRun: .now.addingTimeInterval(-26 * 3600))

    func placeholder(in context: Context) -> RunEntry { RunEntry(date: .now, summary: Self.summary) }
    func getSnapshot(in context: Context, completion: @escaping (RunEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RunEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3 * 3600))))
    }
}

struct RunningPaceEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: RunEntry

    private var progress: Double { min(entry.summary.distanceKm / entry.summary.weeklyGoalKm, 1) }

    var body: some View {
        switch family {
        #if os(watchOS)
        case .accessoryCorner:
            Image(systemName: "figure.run")
                .font(.title3)
                .widgetLabel {
                    Gauge(value: progress) {
                        Text("km")
                    }
                    .gaugeStyle(.accessoryLinear)
                }
        #endif
        case .accessoryCircular:
            Gauge(value: progress) {
                Image(systemName: "figure.run")
            } currentValueLabel: {
                Text("\(entry.summary.distanceKm, specifier: "%.0f")")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetLabel("This week")
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("\(entry.summary.distanceKm, specifier: "%.1f") of \(entry.summary.weeklyGoalKm, specifier: "%.0f") km")
                    .font(.headline)
                Gauge(value: progress) {
                    EmptyView()
                }
                .gaugeStyle(.accessoryLinear)
                .widgetAccentable()
                Text("Avg pace \(entry.summary.paceMinutesPerKm, specifier: "%.2f") min/km")
                    .font(.caption)
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Label("Running", systemImage: "figure.run")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
                Text("\(entry.summary.distanceKm, specifier: "%.1f") km")
                    .font(.title.bold())
                Gauge(value: progress) {
                    Text("Weekly goal")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(.orange)
                Text("Last run \(Text(entry.summary.lastRun, style: .relative)) ago")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .runBackground()
        }
    }
}

extension View {
    @ViewBuilder
    func runBackground() -> some View {
        if #available(iOS 17.0, watchOS 10.0, *) {
            containerBackground(Color.orange.opacity(0.1), for: .widget)
        } else {
            background(Color.orange.opacity(0.1))
        }
    }
}

struct RunningPaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RunningPace", provider: RunProvider()) { entry in
            RunningPaceEntryView(entry: entry)
        }
        .configurationDisplayName("Weekly Running")
        .description("Distance towards your weekly goal.")
        #if os(watchOS)
        .supportedFamilies([.accessoryCorner, .accessoryCircular, .accessoryRectangular])
        #else
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
        #endif
    }
}

#Preview(as: .accessoryCircular) {
    RunningPaceWidget()
} timeline: {
    RunEntry(date: .now, summary: RunProvider.summary)
}
