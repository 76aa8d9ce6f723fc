import SwiftUI
import WidgetKit
import UIKit

struct RingValues {
    var move: Double
    var exercise: Double
    var stand: Double
}

struct RingsEntry: TimelineEntry {
    let date: Date
    let rings: RingValues
}

struct RingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> RingsEntry {
        RingsEntry(date: .now, rings: RingValues(move: 0.6, exercise: 0.4, stand: 0.8))
    }

    func getSnapshot(in context: Context, completion: @escaping (RingsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RingsEntry>) -> Void) {
        let entry = RingsEntry(date: .now, rings: RingValues(move: 0.72, exercise: 0.35, stand: 0.91))
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(1800))))
    }
}

struct ActivityRing: View {
    let progress: Double
    let color: Color
    let lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct FitnessRingsEntryView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme
    let entry: RingsEntry

    private let moveColor = Color(uiColor: UIColor(named: "MoveRing") ?? .systemPink)
    private let exerciseColor = Color(UIColor(named: "ExerciseRing") ?? .systemGreen)
    private let standColor = Color(uiColor: UIColor(named: "StandRing") ?? .systemTeal)

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                ActivityRing(progress: entry.rings.move, color: .white, lineWidth: 5).padding(4)
                Image(systemName: "flame.fill").font(.caption)
            }
            .accessibilityLabel("Move \(Int(entry.rings.move * 100)) percent")
        default:
            HStack(spacing: 12) {
                ZStack {
                    ActivityRing(progress: entry.rings.move, color: moveColor, lineWidth: 10)
                    ActivityRing(progress: entry.rings.exercise, color: exerciseColor, lineWidth: 10).padding(12)
                    ActivityRing(progress: entry.rings.stand, color: standColor, lineWidth: 10).padding(24)
                }
                .accessibilityHidden(true)
                if family != .systemSmall {
                    VStack(alignment: .leading, spacing: 4) {
                        ringLabel("Move", entry.rings.move, moveColor)
                        ringLabel("Exercise", entry.rings.exercise, exerciseColor)
                        ringLabel("Stand", entry.rings.stand, standColor)
                    }
                }
            }
            .padding(4)
            .containerBackground(colorScheme == .dark ? Color.black : Color(uiColor: .systemGroupedBackground), for: .widget)
        }
    }

    private func ringLabel(_ title: String, _ value: Double, _ color: Color) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value, format: .percent.precision(.fractionLength(0)))
                .font(.headline)
                .foregroundStyle(color)
        }
    }
}

struct FitnessRingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FitnessRings", provider: RingsProvider()) { entry in
            FitnessRingsEntryView(entry: entry)
        }
        .configurationDisplayName("Activity Rings")
        .description("Close your rings.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

#Preview("Small", as: .systemSmall) {
    FitnessRingsWidget()
} timeline: {
    RingsEntry(date: .now, rings: RingValues(move: 0.2, exercise: 0.1, stand: 0.3))
    RingsEntry(date: .now, rings: RingValues(move: 1.0, exercise: 0.8, stand: 1.0))
}

#Preview("Medium", as: .systemMedium) {
    FitnessRingsWidget()
} timeline: {
    RingsEntry(date: .now, rings: RingValues(move: 0.72, exercise: 0.35, stand: 0.91))
}
