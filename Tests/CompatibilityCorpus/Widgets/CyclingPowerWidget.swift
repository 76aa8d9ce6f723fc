import Charts
import SwiftUI
import WidgetKit

// MARK: - Model

enum CyclingPowerRideType: String, CaseIterable, Plottable {
    case endurance = "Endurance"
    case tempo = "Tempo"
    case intervals = "Intervals"

    var color: Color {
        switch self {
        case .endurance: return .teal
        case .tempo: return .orange
        case .intervals: return .pink
        }
    }
}

struct CyclingPowerSample: Identifiable {
    let id: Int
    let cadence: Double   // rpm
    let watts: Double
    let rideType: CyclingPowerRideType
}

struct CyclingPowerEntry: TimelineEntry {
    let date: Date
    let ftp: Double
    let samples: [CyclingPowerSample]

    var bestAverage: Double {
        samples.map(\.watts).max() ?? 0
    }
}

extension CyclingPowerEntry {
    /// Thirty-second averages from the last three rides, deterministic for previews.
    static let lastWeek: CyclingPowerEntry = {
        let spec: [(CyclingPowerRideType, Double, Double, [Double])] = [
            (.endurance, 82, 165, [-6, -3, 0, 2, 5, 7, -1, 4]),
            (.tempo, 90, 215, [-4, -2, 1, 3, 6, -5, 2, 0]),
            (.intervals, 98, 285, [-7, -2, 3, 8, -4, 5, 1, -1]),
        ]
        var samples: [CyclingPowerSample] = []
        for (type, cadence, watts, jitter) in spec {
            for (index, offset) in jitter.enumerated() {
                samples.append(CyclingPowerSample(
                    id: samples.count,
                    cadence: cadence + offset,
                    watts: watts + offset * 4.5 + Double(index % 3) * 6,
                    rideType: type
                ))
            }
        }
        return CyclingPowerEntry(date: Date(timeIntervalSince1970: 1_780_095_600), ftp: 248, samples: samples)
    }()
}

// MARK: - Provider

struct CyclingPowerProvider: TimelineProvider {
    func placeholder(in context: Context) -> CyclingPowerEntry { .lastWeek }

    func getSnapshot(in context: Context, completion: @escaping (CyclingPowerEntry) -> Void) {
        completion(.lastWeek)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CyclingPowerEntry>) -> Void) {
        // New data only arrives after a ride syncs; the app reloads the timeline then.
        completion(Timeline(entries: [.lastWeek], policy: .never))
    }
}

// MARK: - Chart

struct CyclingPowerScatter: View {
    let entry: CyclingPowerEntry

    var body: some View {
        Chart {
            ForEach(entry.samples) { sample in
                PointMark(
                    x: .value("Cadence", sample.cadence),
                    y: .value("Power", sample.watts)
                )
                .foregroundStyle(by: .value("Ride", sample.rideType))
                .symbol(by: .value("Ride", sample.rideType))
                .symbolSize(30)
                .opacity(0.8)
            }

            RuleMark(y: .value("FTP", entry.ftp))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .annotation(position: .top, alignment: .trailing) {
                    Text("FTP \(Int(entry.ftp)) W")
                        .font(.caption2.bold())
                        .foregroundStyle(.red)
                }
        }
        .chartForegroundStyleScale(
            domain: CyclingPowerRideType.allCases,
            range: CyclingPowerRideType.allCases.map(\.color)
        )
        .chartXScale(domain: 70...110)
        .chartYScale(domain: 120...320)
        .chartXAxis {
            AxisMarks(values: .stride(by: 10)) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let rpm = value.as(Double.self) {
                        Text("\(Int(rpm))")
                    }
                }
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 4))
        }
        .chartLegend(position: .bottom, alignment: .center, spacing: 6)
    }
}

struct CyclingPowerEntryView: View {
    var entry: CyclingPowerEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Label("Power vs cadence", systemImage: "bicycle")
                    .font(.caption.bold())
                Spacer()
                Text("best \(Int(entry.bestAverage)) W")
                    .font(.caption2.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            CyclingPowerScatter(entry: entry)
        }
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Widget

struct CyclingPowerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CyclingPower", provider: CyclingPowerProvider()) { entry in
            CyclingPowerEntryView(entry: entry)
        }
        .configurationDisplayName("Power Profile")
        .description("Where your last rides sit against your FTP.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    CyclingPowerWidget()
} timeline: {
    CyclingPowerEntry.lastWeek
}
