import Charts
import SwiftUI
import WidgetKit

struct PowerReading: Identifiable {
    let source: String
    let time: Date
    let kilowatts: Double
    var id: String { "\(source)-\(time.timeIntervalSince1970)" }
}

struct EnergyUsageEntry: TimelineEntry {
    let date: Date
    let readings: [PowerReading]

    func total(for source: String) -> Double {
        readings.filter { $0.source == source }.reduce(0) { $0 + $1.kilowatts }
    }
}

enum HouseholdMeter {
    static let sources = ["Solar", "Grid", "Home"]

    // Hourly kW from 06:00, one row per source.
    static let series: [String: [Double]] = [
        "Solar": [0.0, 0.3, 1.1, 2.2, 3.1, 3.6, 3.8, 3.5, 2.9, 1.9, 0.9, 0.2, 0.0],
        "Grid": [0.9, 0.7, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.1, 0.4, 1.2, 1.8, 1.5],
        "Home": [0.9, 1.0, 1.3, 1.1, 1.4, 1.2, 1.6, 1.3, 1.5, 2.1, 2.3, 2.0, 1.5],
    ]

    static func entry(dayStart: Date) -> EnergyUsageEntry {
        let six = dayStart.addingTimeInterval(6 * 3_600)
        var readings: [PowerReading] = []
        for source in sources {
            for (hour, kw) in (series[source] ?? []).enumerated() {
                let time = six.addingTimeInterval(Double(hour) * 3_600)
                readings.append(PowerReading(source: source, time: time, kilowatts: kw))
            }
        }
        return EnergyUsageEntry(date: six.addingTimeInterval(12 * 3_600), readings: readings)
    }
}

struct EnergyUsageProvider: TimelineProvider {
    private var sample: EnergyUsageEntry {
        HouseholdMeter.entry(dayStart: Date(timeIntervalSince1970: 1_780_963_200))
    }

    func placeholder(in context: Context) -> EnergyUsageEntry { sample }

    func getSnapshot(in context: Context, completion: @escaping (EnergyUsageEntry) -> Void) {
        completion(sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<EnergyUsageEntry>) -> Void) {
        completion(Timeline(entries: [sample], policy: .after(Date().addingTimeInterval(20 * 60))))
    }
}

struct EnergyUsageEntryView: View {
    let entry: EnergyUsageEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 10) {
                Image(systemName: "bolt.house.fill")
                    .foregroundStyle(.yellow)
                ForEach(HouseholdMeter.sources, id: \.self) { source in
                    VStack(alignment: .leading, spacing: 0) {
                        Text(source)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                        Text("\(entry.total(for: source), specifier: "%.1f") kWh")
                            .font(.caption.monospacedDigit().weight(.semibold))
                    }
                }
            }

            Chart(entry.readings) { reading in
                LineMark(
                    x: .value("Time", reading.time),
                    y: .value("Power", reading.kilowatts)
                )
                .foregroundStyle(by: .value("Source", reading.source))
                .interpolationMethod(.monotone)
                .lineStyle(StrokeStyle(lineWidth: 2))
            }
            .chartForegroundStyleScale([
                "Solar": Color.yellow,
                "Grid": Color.gray,
                "Home": Color.green,
            ])
            .chartLegend(family == .systemLarge ? .visible : .hidden)
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 3))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 4)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .abbreviated)))
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct EnergyUsageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EnergyUsage", provider: EnergyUsageProvider()) { entry in
            EnergyUsageEntryView(entry: entry)
        }
        .configurationDisplayName("Home Energy")
        .description("Solar, grid and household load today.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    EnergyUsageWidget()
} timeline: {
    HouseholdMeter.entry(dayStart: Date(timeIntervalSince1970: 1_780_963_200))
}
