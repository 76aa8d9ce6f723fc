import SwiftUI
import WidgetKit
import AppIntents

struct CountdownIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Countdown"
    static var description = IntentDescription("Count down to an event.")

    @Parameter(title: "Event", default: "Summer Holiday")
    var eventName: String

    @Parameter(title: "Date")
    var eventDate: Date?

    static var sample: CountdownIntent {
        let intent = CountdownIntent()
        intent.eventName = "Launch Day"
        intent.eventDate = Date().addingTimeInterval(3 * 3600)
        return intent
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let eventName: String
    let start: Date
    let target: Date
}

struct CountdownProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, eventName: "Event", start: .now, target: .now.addingTimeInterval(7200))
    }

    func snapshot(for configuration: CountdownIntent, in context: Context) async -> CountdownEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: CountdownIntent, in context: Context) async -> Timeline<CountdownEntry> {
        let current = entry(for: configuration)
        return Timeline(entries: [current], policy: .after(current.target))
    }

    private func entry(for configuration: CountdownIntent) -> CountdownEntry {
        let target = configuration.eventDate ?? .now.addingTimeInterval(86_400)
        return CountdownEntry(date: .now, eventName: configuration.eventName,
                              start: min(.now, target), target: target)
    }
}

struct CountdownEntryView: View {
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.widgetFamily) private var family
    let entry: CountdownEntry

    var body: some View {
        if family == .accessoryRectangular {
            ProgressView(timerInterval: entry.start...entry.target, countsDown: true) {
                Text(entry.eventName)
            }
        } else {
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.eventName)
                    .font(.headline)
                    .foregroundStyle(showsBackground ? .white : .primary)
                if entry.target > entry.date {
                    Text(entry.target, style: .timer)
                        .font(.system(.title, design: .rounded).monospacedDigit())
                    Text(timerInterval: entry.start...entry.target, countsDown: true, showsHours: true)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                } else {
                    Text("It's here!").font(.title2.bold())
                }
                Spacer(minLength: 0)
                ProgressView(timerInterval: entry.start...entry.target, countsDown: false) {
                    Text("Progress")
                }
                .tint(.yellow)
            }
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            }
        }
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CountdownWidget", intent: CountdownIntent.self, provider: CountdownProvider()) { entry in
            CountdownEntryView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Counts down to the moment that matters.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall, using: CountdownIntent.sample) {
    CountdownWidget()
} timelineProvider: {
    CountdownProvider()
}

#Preview(as: .accessoryRectangular) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, eventName: "Flight", start: .now, target: .now.addingTimeInterval(5400))
}
