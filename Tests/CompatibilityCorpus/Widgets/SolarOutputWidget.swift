import Charts
import SwiftUI
import WidgetKit

// MARK: - Model

enum SolarOutputSource: String, CaseIterable {
    case solar = "Solar"
    case battery = "Battery"
    case grid = "Grid"
}

struct SolarOutputReading: Identifiable {
    let hour: Date
    let source: SolarOutputSource
    let kilowattHours: Double

    var id: String { "\(source.rawValue)-\(hour.timeIntervalSince1970)" }
}

struct SolarOutputEntry: TimelineEntry {
    let date: Date
    let readings: [SolarOutputReading]

    func total(for source: SolarOutputSource) -> Double {
        readings.filter { $0.source == source }.reduce(0) { $0 + $1.kilowattHours }
    }

    var selfPowered: Double {
        let all = readings.reduce(0) { $0 + $1.kilowattHours }
        guard all > 0 else { return 0 }
        return (total(for: .solar) + total(for: .battery)) / all
    }
}

extension SolarOutputEntry {
    static let yesterday: SolarOutputEntry = {
        let midnight = Date(timeIntervalSince1970: 1_780_012_800)
        // Household consumption by hour, split by where it came from.
        let solar: [Double] = [0, 0, 0, 0, 0, 0, 0.1, 0.4, 0.9, 1.3, 1.6, 1.8, 1.9, 1.8, 1.5, 1.1, 0.7, 0.3, 0.1, 0, 0, 0, 0, 0]
        let battery: [Double] = [0.3, 0.3, 0.2, 0.2, 0.2, 0.3, 0.3, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0.2, 0.6, 0.9, 0.9, 0.7, 0.5, 0.4, 0.3]
        let grid: [Double] = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.3, 0.4, 0.2, 0, 0, 0, 0, 0, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.4, 0.3, 0.2, 0.1]
        var readings: [SolarOutputReading] = []
        for hour in 0..<24 {
            let start = midnight.addingTimeInterval(Double(hour) * 3_600)
            readings.append(SolarOutputReading(hour: start, source: .solar, kilowattHours: solar[hour]))
            readings.append(SolarOutputReading(hour: start, source: .battery, kilowattHours: battery[hour]))
            readings.append(SolarOutputReading(hour: start, source: .grid, kilowattHours: grid[hour]))
        }
        return SolarOutputEntry(date: midnight.addingTimeInterval(86_400), readings: readings)
    }()
}

// MARK: - Provider

struct SolarOutputProvider: TimelineProvider {
    func placeholder(in context: Context) -> SolarOutputEntry { .yesterday }

    func getSnapshot(in context: Context, completion: @escaping (SolarOutputEntry) -> Void) {
        completion(.yesterday)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SolarOutputEntry>) -> Void) {
        let entry = SolarOutputEntry.yesterday
        let nextDay = Calendar.current.date(byAdding: .day, value: 1, to: entry.date)!
        completion(Timeline(entries: [entry], policy: .after(nextDay)))
    }
}

// MARK: - Chart

struct SolarOutputChart: View {
    let entry: SolarOutputEntry
    var showsShare = false

    var body: some View {
        Chart(entry.readings) { reading in
            AreaMark(
                x: .value("Hour", reading.hour, unit: .hour),
                y: .value("Energy", reading.kilowattHours),
                stacking: showsShare ? .normalized : .standard
            )
            .foregroundStyle(by: .value("Source", reading.source.rawValue))
            .interpolationMethod(.monotone)
        }
        .chartForegroundStyleScale([
            "Solar": Color.yellow,
            "Battery": Color.green,
            "Grid": Color.gray.opacity(0.6),
        ])
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .narrow)))
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
        }
        .chartLegend(position: .bottom, spacing: 4)
        .chartPlotStyle { plotArea in
            plotArea
                .background(Color.yellow.opacity(0.06))
                .border(Color.secondary.opacity(0.3), width: 0.5)
        }
    }
}

struct SolarOutputEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: SolarOutputEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Label("Yesterday", systemImage: "sun.max.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
                Spacer()
                Text(entry.selfPowered, format: .percent.precision(.fractionLength(0)))
                    .font(.title3.bold().monospacedDigit())
                Text("self-powered")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            SolarOutputChart(entry: entry, showsShare: family == .systemLarge)
        }
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Widget

struct SolarOutputWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SolarOutput", provider: SolarOutputProvider()) { entry in
            SolarOutputEntryView(entry: entry)
        }
        .configurationDisplayName("Home Energy")
        .description("Where yesterday's electricity came from, hour by hour.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    SolarOutputWidget()
} timeline: {
    SolarOutputEntry.yesterday
}

#Preview(as: .systemLarge) {
    SolarOutputWidget()
} timeline: {
    SolarOutputEntry.yesterday
}
