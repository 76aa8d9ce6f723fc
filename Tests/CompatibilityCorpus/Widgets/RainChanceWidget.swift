import Charts
import SwiftUI
import WidgetKit

struct HourlyPrecipitation: Identifiable {
    let hour: Date
    let chance: Double
    let millimeters: Double
    var id: Date { hour }
}

struct RainChanceEntry: TimelineEntry {
    let date: Date
    let place: String
    let hours: [HourlyPrecipitation]

    var wettest: HourlyPrecipitation? { hours.max { $0.chance < $1.chance } }
}

struct RainChanceProvider: TimelineProvider {
    private static let chances: [Double] = [0.05, 0.10, 0.10, 0.25, 0.40, 0.65, 0.80, 0.85, 0.70, 0.45, 0.30, 0.15]
    private static let amounts: [Double] = [0, 0, 0, 0.2, 0.5, 1.4, 2.8, 3.1, 1.9, 0.7, 0.3, 0]

    static func forecast(from start: Date) -> RainChanceEntry {
        let calendar = Calendar.current
        let firstHour = calendar.dateInterval(of: .hour, for: start)?.start ?? start
        let hours = chances.indices.map { offset in
            HourlyPrecipitation(
                hour: calendar.date(byAdding: .hour, value: offset, to: firstHour) ?? firstHour,
                chance: chances[offset],
                millimeters: amounts[offset]
            )
        }
        return RainChanceEntry(date: start, place: "Harbourside", hours: hours)
    }

    static let sample = forecast(from: Date(timeIntervalSince1970: 1_781_010_000))

    func placeholder(in context: Context) -> RainChanceEntry { Self.sample }

    func getSnapshot(in context: Context, completion: @escaping (RainChanceEntry) -> Void) {
        completion(Self.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RainChanceEntry>) -> Void) {
        let entries = (0..<3).map { step in
            Self.forecast(from: Self.sample.date.addingTimeInterval(Double(step) * 3_600))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct RainChanceEntryView: View {
    var entry: RainChanceEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Image(systemName: "cloud.rain.fill")
                    .symbolRenderingMode(.multicolor)
                Text(entry.place)
                    .font(.caption.weight(.semibold))
                Spacer()
                if let wettest = entry.wettest {
                    Text("Peak \(wettest.hour, format: .dateTime.hour())")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }

            Chart(entry.hours) { hour in
                BarMark(
                    x: .value("Hour", hour.hour, unit: .hour),
                    y: .value("Chance", hour.chance)
                )
                .foregroundStyle(Color.blue.opacity(0.35 + 0.65 * hour.chance))
                .cornerRadius(3)
            }
            .chartYScale(domain: 0...1)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
                    AxisTick()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxis {
                AxisMarks(values: [0, 0.5, 1]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let fraction = value.as(Double.self) {
                            Text(fraction, format: .percent)
                        }
                    }
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(
                colors: [Color(red: 0.86, green: 0.91, blue: 0.97), .white],
                startPoint: .top,
                endPoint: .bottom
            )
        }
    }
}

struct RainChanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RainChance", provider: RainChanceProvider()) { entry in
            RainChanceEntryView(entry: entry)
        }
        .configurationDisplayName("Chance of Rain")
        .description("The next twelve hours, hour by hour.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    RainChanceWidget()
} timelineProvider: {
    RainChanceProvider()
}
