import SwiftUI
import WidgetKit

struct StepEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }
}

struct StepProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepEntry {
        StepEntry(date: .now, steps: 6_200, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepEntry) -> Void) {
        completion(StepEntry(date: .now, steps: context.isPreview ? 7_450 : 3_120, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepEntry>) -> Void) {
        let entry = StepEntry(date: .now, steps: 4_812, goal: 10_000)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}

struct StepCountEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.progress) {
                    Image(systemName: "figure.walk")
                } currentValueLabel: {
                    Text(entry.steps, format: .number.notation(.compactName))
                }
                .gaugeStyle(.accessoryCircular)
                .widgetAccentable()
            }
            .widgetLabel {
                Text("\(entry.goal - min(entry.steps, entry.goal)) to go")
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("Steps", comment: "Title of the step count widget")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: Double(entry.steps), in: 0...Double(entry.goal)) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("\(entry.steps)")
                }
                .gaugeStyle(.accessoryLinear)
                Text("Goal \(entry.goal)", comment: "Daily step goal")
                    .font(.caption)
            }
        case .accessoryInline:
            Text("\(entry.steps) steps")
        default:
            VStack(alignment: .leading) {
                Label("Steps", systemImage: "shoeprints.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.green)
                Spacer()
                Text(entry.steps, format: .number)
                    .font(.largeTitle.bold())
                    .minimumScaleFactor(0.6)
                Text("of \(entry.goal) goal", comment: "Goal caption under step count")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct StepCountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepCountWidget", provider: StepProvider()) { entry in
            StepCountEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("See today's steps at a glance.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryCircular) {
    StepCountWidget()
} timeline: {
    StepEntry(date: .now, steps: 2_300, goal: 10_000)
    StepEntry(date: .now, steps: 9_800, goal: 10_000)
}

#Preview(as: .accessoryRectangular) {
    StepCountWidget()
} timeline: {
    StepEntry(date: .now, steps: 5_600, goal: 8_000)
}
