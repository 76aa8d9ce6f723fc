import SwiftUI
import WidgetKit
import AppIntents

struct StartFocusIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Focus Session"

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int

    init() {}
    init(minutes: Int) { self.minutes = minutes }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.focus")?
            .set(Date().addingTimeInterval(Double(minutes) * 60), forKey: "focusEnds")
        return .result()
    }
}

struct StopFocusIntent: AppIntent {
    static var title: LocalizedStringResource = "Stop Focus Session"

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.focus")?.removeObject(forKey: "focusEnds")
        return .result()
    }
}

struct FocusEntry: TimelineEntry {
    let date: Date
    let endsAt: Date?
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: .now, endsAt: .now.addingTimeInterval(25 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> Void) {
        let ends = UserDefaults(suiteName: "group.com.example.focus")?.object(forKey: "focusEnds") as? Date
        var entries = [FocusEntry(date: .now, endsAt: ends)]
        if let ends, ends > .now {
            entries.append(FocusEntry(date: ends, endsAt: nil))
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct FocusTimerEntryView: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: FocusEntry

    var body: some View {
        VStack(spacing: 10) {
            Image(systemName: entry.endsAt == nil ? "brain.head.profile" : "timer")
                .font(.title)
                .foregroundStyle(renderingMode == .fullColor ? .red : .primary)
                .symbolEffect(.pulse, isActive: entry.endsAt != nil)

            if let endsAt = entry.endsAt {
                Text(endsAt, style: .timer)
                    .font(.system(.title2, design: .rounded).monospacedDigit())
                    .multilineTextAlignment(.center)
                Button(intent: StopFocusIntent()) {
                    Label("Stop", systemImage: "stop.fill")
                }
                .tint(.red)
            } else {
                Text("Ready to focus").font(.headline)
                HStack {
                    Button("25", intent: StartFocusIntent(minutes: 25))
                    Button("50", intent: StartFocusIntent(minutes: 50))
                }
                .buttonStyle(.borderedProminent)
                .tint(.red)
            }
        }
        .containerBackground(for: .widget) {
            Color.red.opacity(renderingMode == .fullColor ? 0.12 : 0)
        }
    }
}

struct FocusTimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FocusTimer", provider: FocusProvider()) { entry in
            FocusTimerEntryView(entry: entry)
        }
        .configurationDisplayName("Focus Timer")
        .description("Start a focus session without opening the app.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview("Running", as: .systemSmall, widget: { FocusTimerWidget() }, timeline: {
    FocusEntry(date: .now, endsAt: .now.addingTimeInterval(18 * 60))
    FocusEntry(date: .now, endsAt: nil)
})
