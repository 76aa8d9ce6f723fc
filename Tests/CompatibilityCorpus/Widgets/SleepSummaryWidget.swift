import SwiftUI
import WidgetKit
import UIKit

enum SleepStage: String, CaseIterable, Identifiable {
    case awake = "Awake", rem = "REM", core = "Core", deep = "Deep"
    var id: String { rawValue }

    var color: Color {
        switch self {
        case .awake: return Color(uiColor: .systemOrange)
        case .rem: return Color(uiColor: .systemCyan)
        case .core: return Color(uiColor: .systemBlue)
        case .deep: return Color(uiColor: .systemIndigo)
        }
    }
}

struct SleepEntry: TimelineEntry {
    let date: Date
    let minutes: [SleepStage: Double]

    var totalHours: Double { minutes.values.reduce(0, +) / 60 }
}

struct SleepProvider: TimelineProvider {
    static let lastNight: [SleepStage: Double] = [.awake: 18, .rem: 95, .core: 230, .deep: 62]

    func placeholder(in context: Context) -> SleepEntry { SleepEntry(date: Date(), minutes: Self.lastNight) }

    func getSnapshot(in context: Context, completion: @escaping (SleepEntry) -> ()) {
        completion(SleepEntry(date: Date(), minutes: Self.lastNight))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SleepEntry>) -> ()) {
        let nextMorning = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 7), matchingPolicy: .nextTime)!
        completion(Timeline(entries: [SleepEntry(date: Date(), minutes: Self.lastNight)], policy: .after(nextMorning)))
    }
}

struct SleepStagesBar: View {
    let minutes: [SleepStage: Double]

    var body: some View {
        let total = max(minutes.values.reduce(0, +), 1)
        GeometryReader { geometry in
            HStack(spacing: 2) {
                ForEach(SleepStage.allCases) { stage in
                    Rectangle()
                        .fill(stage.color)
                        .frame(width: max(0, geometry.size.width * (minutes[stage] ?? 0) / total - 2))
                }
            }
        }
        .frame(height: 14)
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct SleepSummaryEntryView: View {
    @Environment(\.redactionReasons) var redactionReasons
    var entry: SleepProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Sleep", systemImage: "bed.double.fill")
                .font(.caption.bold())
                .foregroundColor(Color(uiColor: .systemIndigo))
            Text("\(entry.totalHours, specifier: "%.1f") hr")
                .font(.title.bold())
            SleepStagesBar(minutes: entry.minutes)
            HStack {
                ForEach(SleepStage.allCases) { stage in
                    HStack(spacing: 3) {
                        Circle().fill(stage.color).frame(width: 6, height: 6)
                        Text(stage.rawValue).font(.caption2)
                    }
                }
            }
            if redactionReasons.isEmpty {
                Text("Updated \(Text(entry.date, style: .time))")
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
        }
        .containerBackground(Color(uiColor: .systemBackground), for: .widget)
    }
}

struct SleepSummaryWidget: Widget {
    let kind: String = "SleepSummary"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SleepProvider()) { entry in
            SleepSummaryEntryView(entry: entry)
        }
        .configurationDisplayName("Sleep")
        .description("Last night's sleep stages.")
        .supportedFamilies([.systemMedium])
    }
}

struct SleepSummaryWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SleepSummaryEntryView(entry: SleepEntry(date: Date(), minutes: SleepProvider.lastNight))
                .previewDisplayName("Last night")
            SleepSummaryEntryView(entry: SleepEntry(date: Date(), minutes: [:]))
                .previewDisplayName("No data")
            SleepSummaryEntryView(entry: SleepEntry(date: Date(), minutes: SleepProvider.lastNight))
                .redacted(reason: .placeholder)
                .previewDisplayName("Placeholder")
        }
        .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}
