import SwiftUI
import WidgetKit
import AppIntents

private let appGroup = UserDefaults(suiteName: "group.com.example.hydrate")

struct LogGlassIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Glass of Water"
    static var description = IntentDescription("Adds one glass to today's total.")

    func perform() async throws -> some IntentResult {
        let current = appGroup?.integer(forKey: "glassesToday") ?? 0
        appGroup?.set(current + 1, forKey: "glassesToday")
        WidgetCenter.shared.reloadTimelines(ofKind: "WaterIntakeWidget")
        return .result()
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: .now, glasses: 3, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: .now, glasses: appGroup?.integer(forKey: "glassesToday") ?? 3, goal: 8))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let glasses = appGroup?.integer(forKey: "glassesToday") ?? 0
        let tomorrow = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))
        completion(Timeline(entries: [WaterEntry(date: .now, glasses: glasses, goal: 8)], policy: .after(tomorrow)))
    }
}

struct WaterIntakeEntryView: View {
    @Environment(\.widgetFamily) private var family
    @AppStorage("preferredUnit", store: UserDefaults(suiteName: "group.com.example.hydrate"))
    private var preferredUnit: String = "glasses"
    let entry: WaterEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.glasses), in: 0...Double(entry.goal)) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.glasses)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.cyan)
        default:
            VStack(alignment: .leading, spacing: 8) {
                Label("Water", systemImage: "drop.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.cyan)
                (Text("\(entry.glasses)")
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                + Text(" / \(entry.goal) \(preferredUnit)")
                    .font(.caption)
                    .foregroundColor(.secondary))
                    .contentTransition(.numericText(value: Double(entry.glasses)))
                Gauge(value: Double(entry.glasses), in: 0...Double(entry.goal)) {
                    EmptyView()
                }
                .gaugeStyle(.linearCapacity)
                .tint(.cyan)
                Button(intent: LogGlassIntent()) {
                    Label("Add glass", systemImage: "plus")
                        .frame(maxWidth: .infinity)
                }
                .tint(.cyan)
            }
            .containerBackground(.cyan.opacity(0.12), for: .widget)
        }
    }
}

struct WaterIntakeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WaterIntakeWidget", provider: WaterProvider()) { entry in
            WaterIntakeEntryView(entry: entry)
        }
        .configurationDisplayName("Water Intake")
        .description("Log water with one tap.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    WaterIntakeWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2, goal: 8)
    WaterEntry(date: .now, glasses: 3, goal: 8)
    WaterEntry(date: .now, glasses: 8, goal: 8)
}
