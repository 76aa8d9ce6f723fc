import Charts
import SwiftUI
import WidgetKit

struct TrainingZone: Identifiable {
    let name: String
    let floor: Int
    let ceiling: Int
    let tint: Color
    var id: String { name }
}

struct PulseSample: Identifiable {
    let time: Date
    let bpm: Int
    var id: Date { time }
}

struct HeartZonesEntry: TimelineEntry {
    let date: Date
    let workoutName: String
    let samples: [PulseSample]
    let zones: [TrainingZone]

    var latest: PulseSample? { samples.last }

    var currentZone: TrainingZone? {
        guard let bpm = latest?.bpm else { return nil }
        return zones.first { bpm >= $0.floor && bpm < $0.ceiling }
    }
}

enum IntervalRunSample {
    static let start = Date(timeIntervalSince1970: 1_781_020_800)

    static let zones = [
        TrainingZone(name: "Recovery", floor: 90, ceiling: 118, tint: .blue),
        TrainingZone(name: "Endurance", floor: 118, ceiling: 142, tint: .green),
        TrainingZone(name: "Threshold", floor: 142, ceiling: 163, tint: .orange),
        TrainingZone(name: "Max", floor: 163, ceiling: 190, tint: .red),
    ]

    static var entry: HeartZonesEntry {
        let pulse = [98, 109, 121, 134, 146, 155, 160, 166, 171, 158, 144, 150, 161, 168, 153, 131, 117]
        let samples = pulse.enumerated().map { index, bpm in
            PulseSample(time: start.addingTimeInterval(Double(index) * 150), bpm: bpm)
        }
        return HeartZonesEntry(
            date: start.addingTimeInterval(Double(pulse.count) * 150),
            workoutName: "Hill Intervals",
            samples: samples,
            zones: zones
        )
    }
}

struct HeartZonesProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeartZonesEntry {
        IntervalRunSample.entry
    }

    func getSnapshot(in context: Context, completion: @escaping (HeartZonesEntry) -> Void) {
        completion(IntervalRunSample.entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartZonesEntry>) -> Void) {
        let refresh = Date().addingTimeInterval(15 * 60)
        completion(Timeline(entries: [IntervalRunSample.entry], policy: .after(refresh)))
    }
}

struct HeartZonesChart: View {
    let entry: HeartZonesEntry

    private var firstTime: Date { entry.samples.first?.time ?? entry.date }
    private var lastTime: Date { entry.samples.last?.time ?? entry.date }

    var body: some View {
        Chart {
            ForEach(entry.zones) { zone in
                RectangleMark(
                    xStart: .value("From", firstTime),
                    xEnd: .value("To", lastTime),
                    yStart: .value("Zone floor", zone.floor),
                    yEnd: .value("Zone ceiling", zone.ceiling)
                )
                .foregroundStyle(zone.tint.opacity(0.14))
            }

            ForEach(entry.samples) { sample in
                LineMark(
                    x: .value("Time", sample.time),
                    y: .value("Heart rate", sample.bpm)
                )
                .interpolationMethod(.catmullRom)
                .lineStyle(StrokeStyle(lineWidth: 2.5, lineCap: .round))
                .foregroundStyle(Color.pink)
            }
        }
        .chartYScale(domain: 90...190)
        .chartXAxis {
            AxisMarks(values: .stride(by: .minute, count: 10)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour().minute())
            }
        }
        .chartYAxis {
            AxisMarks(position: .trailing, values: entry.zones.map(\.floor)) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
                AxisTick()
                AxisValueLabel()
            }
        }
    }
}

struct HeartZonesEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: HeartZonesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.pink)
                Text(entry.workoutName)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Spacer()
                if let latest = entry.latest {
                    Text("\(latest.bpm)")
                        .font(.title3.monospacedDigit().bold())
                    + Text(" bpm")
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }
            }

            if let zone = entry.currentZone {
                Text(zone.name.uppercased())
                    .font(.caption2.weight(.heavy))
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(zone.tint.opacity(0.2), in: Capsule())
                    .foregroundStyle(zone.tint)
            }

            HeartZonesChart(entry: entry)
                .frame(maxHeight: family == .systemLarge ? 240 : .infinity)

            if family == .systemLarge {
                HStack {
                    ForEach(entry.zones) { zone in
                        Label(zone.name, systemImage: "circle.fill")
                            .font(.caption2)
                            .foregroundStyle(zone.tint)
                            .labelStyle(.titleAndIcon)
                    }
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct HeartRateZonesWidget: Widget {
    let kind = "HeartRateZones"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HeartZonesProvider()) { entry in
            HeartZonesEntryView(entry: entry)
        }
        .configurationDisplayName("Heart Rate Zones")
        .description("Your last workout against your training zones.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    HeartRateZonesWidget()
} timeline: {
    IntervalRunSample.entry
}
