import Charts
import Foundation
import SwiftUI
import WidgetKit

struct TideLevel: Identifiable {
    let time: Date
    let predicted: Double
    let spread: Double
    var id: Date { time }
    var low: Double { predicted - spread }
    var high: Double { predicted + spread }
}

struct TideBandEntry: TimelineEntry {
    let date: Date
    let station: String
    let levels: [TideLevel]

    var nextHigh: TideLevel? {
        let upcoming = levels.filter { $0.time > date }
        guard upcoming.count > 2 else { return nil }
        for index in 1..<(upcoming.count - 1) {
            let level = upcoming[index]
            if level.predicted >= upcoming[index - 1].predicted, level.predicted > upcoming[index + 1].predicted {
                return level
            }
        }
        return nil
    }
}

enum TideModel {
    static let period: TimeInterval = 12.42 * 3_600

    static func entry(at now: Date) -> TideBandEntry {
        let start = now.addingTimeInterval(-6 * 3_600)
        let levels = (0...54).map { step -> TideLevel in
            let time = start.addingTimeInterval(Double(step) * 1_200)
            let phase = 2 * Double.pi * time.timeIntervalSince1970 / period
            let height = 1.1 + 0.95 * cos(phase)
            return TideLevel(time: time, predicted: height, spread: 0.08 + 0.004 * Double(step))
        }
        return TideBandEntry(date: now, station: "Pier 7", levels: levels)
    }
}

struct TideBandProvider: TimelineProvider {
    private let reference = Date(timeIntervalSince1970: 1_781_028_000)

    func placeholder(in context: Context) -> TideBandEntry {
        TideModel.entry(at: reference)
    }

    func getSnapshot(in context: Context, completion: @escaping (TideBandEntry) -> Void) {
        completion(TideModel.entry(at: reference))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideBandEntry>) -> Void) {
        let entries = stride(from: 0, to: 4, by: 1).map { hour in
            TideModel.entry(at: reference.addingTimeInterval(Double(hour) * 3_600))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TideBandEntryView: View {
    let entry: TideBandEntry

    private var window: ClosedRange<Date> {
        (entry.levels.first?.time ?? entry.date)...(entry.levels.last?.time ?? entry.date)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Label(entry.station, systemImage: "water.waves")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.teal)
                Spacer()
                if let high = entry.nextHigh {
                    Text("High \(high.time, format: .dateTime.hour().minute())")
                        .font(.caption2)
                }
            }

            Chart {
                ForEach(entry.levels) { level in
                    AreaMark(
                        x: .value("Time", level.time),
                        yStart: .value("Low", level.low),
                        yEnd: .value("High", level.high)
                    )
                    .foregroundStyle(Color.teal.opacity(0.25))
                    .interpolationMethod(.catmullRom)

                    LineMark(
                        x: .value("Time", level.time),
                        y: .value("Height", level.predicted)
                    )
                    .foregroundStyle(Color.teal)
                    .interpolationMethod(.catmullRom)
                }

                RuleMark(x: .value("Now", entry.date))
                    .foregroundStyle(Color.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [3, 2]))
            }
            .chartXScale(domain: window)
            .chartYScale(domain: -0.2...2.4)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0.0, 1.0, 2.0]) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                    AxisValueLabel()
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(
                gradient: Gradient(colors: [Color.teal.opacity(0.12), Color.blue.opacity(0.05)]),
                startPoint: .top,
                endPoint: .bottom
            )
        }
    }
}

struct TideBandWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TideBand", provider: TideBandProvider()) { entry in
            TideBandEntryView(entry: entry)
        }
        .configurationDisplayName("Tide Forecast")
        .description("Predicted water level with its uncertainty.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    TideBandWidget()
} timelineProvider: {
    TideBandProvider()
}
