import SwiftUI
import WidgetKit
import AppIntents

enum HabitTheme: String, AppEnum {
    case mint, sunset, ocean

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
    static var caseDisplayRepresentations: [HabitTheme: DisplayRepresentation] = [
        .mint: "Mint",
        .sunset: "Sunset",
        .ocean: "Ocean",
    ]

    var color: Color {
        switch self {
        case .mint: return .mint
        case .sunset: return .orange
        case .ocean: return .blue
        }
    }
}

struct HabitConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Habit Streaks"
    static var description = IntentDescription("Choose how your habits look.")

    @Parameter(title: "Theme", default: .mint)
    var theme: HabitTheme

    @Parameter(title: "Show completed", default: true)
    var showCompleted: Bool
}

struct ToggleHabitIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Habit"

    @Parameter(title: "Habit ID")
    var habitID: String

    init() {}
    init(habitID: String) { self.habitID = habitID }

    func perform() async throws -> some IntentResult {
        // The app group store would flip the habit here.
        return .result()
    }
}

struct Habit: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let streak: Int
    let doneToday: Bool
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let habits: [Habit]
    let configuration: HabitConfigurationIntent
}

struct HabitProvider: AppIntentTimelineProvider {
    static let sampleHabits = [
        Habit(id: "read", name: "Read", symbol: "book.fill", streak: 12, doneToday: true),
        Habit(id: "walk", name: "Walk", symbol: "figure.walk", streak: 4, doneToday: false),
        Habit(id: "water", name: "Hydrate", symbol: "drop.fill", streak: 27, doneToday: false),
    ]

    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: .now, habits: Self.sampleHabits, configuration: HabitConfigurationIntent())
    }

    func snapshot(for configuration: HabitConfigurationIntent, in context: Context) async -> HabitEntry {
        HabitEntry(date: .now, habits: Self.sampleHabits, configuration: configuration)
    }

    func timeline(for configuration: HabitConfigurationIntent, in context: Context) async -> Timeline<HabitEntry> {
        let entry = HabitEntry(date: .now, habits: Self.sampleHabits, configuration: configuration)
        let midnight = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))
        return Timeline(entries: [entry], policy: .after(midnight))
    }
}

struct HabitRow: View {
    let habit: Habit
    let tint: Color

    var body: some View {
        Button(intent: ToggleHabitIntent(habitID: habit.id)) {
            HStack {
                Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(tint)
                    .symbolEffect(.bounce, value: habit.doneToday)
                Text(habit.name).lineLimit(1)
                Spacer()
                Text("\(habit.streak)")
                    .monospacedDigit()
                    .contentTransition(.numericText())
                Image(systemName: "flame.fill").foregroundStyle(.orange)
            }
            .font(.subheadline)
        }
        .buttonStyle(.plain)
    }
}

struct HabitStreakEntryView: View {
    let entry: HabitEntry

    var body: some View {
        let visible = entry.configuration.showCompleted ? entry.habits : entry.habits.filter { !$0.doneToday }
        VStack(alignment: .leading, spacing: 6) {
            Text("Today").font(.caption.weight(.semibold)).foregroundStyle(.secondary)
            ForEach(visible) { habit in
                HabitRow(habit: habit, tint: entry.configuration.theme.color)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(entry.configuration.theme.color.opacity(0.15), for: .widget)
    }
}

struct HabitStreakWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HabitStreakWidget", intent: HabitConfigurationIntent.self, provider: HabitProvider()) { entry in
            HabitStreakEntryView(entry: entry)
        }
        .configurationDisplayName("Habit Streaks")
        .description("Check off habits right from your Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Small", as: .systemSmall) {
    HabitStreakWidget()
} timeline: {
    HabitEntry(date: .now, habits: HabitProvider.sampleHabits, configuration: HabitConfigurationIntent())
    HabitEntry(date: .now, habits: Array(HabitProvider.sampleHabits.prefix(1)), configuration: HabitConfigurationIntent())
}
