import SwiftUI
import WidgetKit

final class MindfulnessModel: ObservableObject {
    @Published var minutesToday: Int
    @Published var streakDays: Int

    init(minutesToday: Int = 0, streakDays: Int = 0) {
        self.minutesToday = minutesToday
        self.streakDays = streakDays
    }

    func refresh() async {
        let defaults = UserDefaults(suiteName: "group.com.example.calm")
        minutesToday = defaults?.integer(forKey: "minutesToday") ?? minutesToday
        streakDays = defaults?.integer(forKey: "streakDays") ?? streakDays
    }
}

struct MeditationEntry: TimelineEntry {
    let date: Date
    let minutesToday: Int
    let streakDays: Int
}

struct MeditationProvider: TimelineProvider {
    func placeholder(in context: Context) -> MeditationEntry { MeditationEntry(date: .now, minutesToday: 10, streakDays: 5) }
    func getSnapshot(in context: Context, completion: @escaping (MeditationEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MeditationEntry>) -> Void) {
        completion(Timeline(entries: [MeditationEntry(date: .now, minutesToday: 15, streakDays: 23)], policy: .atEnd))
    }
}

struct StreakBadge: View {
    @ObservedObject var model: MindfulnessModel
    @State private var celebrate = false

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: celebrate ? "sparkles" : "leaf.fill")
                .foregroundStyle(.green)
            Text("\(model.streakDays) day streak")
                .font(.caption.bold())
        }
        .onAppear {
            celebrate = model.streakDays > 0 && model.streakDays % 7 == 0
        }
        .onChange(of: model.streakDays) { oldValue, newValue in
            celebrate = newValue > oldValue && newValue % 7 == 0
        }
    }
}

struct MeditationStreakView: View {
    @StateObject private var model: MindfulnessModel
    @State private var goalMinutes = 20

    init(entry: MeditationEntry) {
        _model = StateObject(wrappedValue: MindfulnessModel(minutesToday: entry.minutesToday, streakDays: entry.streakDays))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Mindful Minutes").font(.caption).foregroundStyle(.secondary)
            Text("\(model.minutesToday)")
                .font(.system(size: 44, weight: .semibold, design: .rounded))
                .contentTransition(.numericText())
            ProgressView(value: Double(min(model.minutesToday, goalMinutes)), total: Double(goalMinutes))
                .tint(.green)
            StreakBadge(model: model)
        }
        .task { await model.refresh() }
        .onChange(of: model.minutesToday) {
            if model.minutesToday >= goalMinutes { goalMinutes += 5 }
        }
        .calmBackground()
    }
}

extension View {
    @ViewBuilder
    func calmBackground() -> some View {
        if #available(iOS 17.0, *) {
            containerBackground(for: .widget) {
                Color.green.opacity(0.1)
            }
        } else {
            padding().background(Color.green.opacity(0.1))
        }
    }
}

struct MeditationStreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MeditationStreak", provider: MeditationProvider()) { entry in
            MeditationStreakView(entry: entry)
        }
        .configurationDisplayName("Mindfulness")
        .description("Minutes today and your current streak.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview {
    MeditationStreakView(entry: MeditationEntry(date: .now, minutesToday: 12, streakDays: 41))
}

#Preview("Badge") {
    StreakBadge(model: MindfulnessModel(minutesToday: 5, streakDays: 14))
        .padding()
}
