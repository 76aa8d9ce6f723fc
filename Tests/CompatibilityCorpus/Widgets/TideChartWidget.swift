import SwiftUI
import WidgetKit

struct TideReading: Identifiable {
    let id = UUID()
    let time: Date
    let heightMeters: Double
}

struct TideEntry: TimelineEntry {
    let date: Date
    let harbour: String
    let readings: [TideReading]

    var nextHigh: TideReading? { readings.filter { $0.time > date }.max { $0.heightMeters < $1.heightMeters } }
}

struct TideProvider: TimelineProvider {
    static func readings(from start: Date) -> [TideReading] {
        (0..<13).map { hour in
            let phase = Double(hour) / 12.42 * 2 * .pi
            return TideReading(time: start.addingTimeInterval(Double(hour) * 3600), heightMeters: 2.1 + 1.6 * sin(phase))
        }
    }

    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: .now, harbour: "St Ives", readings: Self.readings(from: .now))
    }
    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        let start = Calendar.current.dateInterval(of: .hour, for: .now)?.start ?? .now
        let entries = (0..<6).map { hour in
            TideEntry(date: start.addingTimeInterval(Double(hour) * 3600), harbour: "St Ives", readings: Self.readings(from: start))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TideChart: View {
    let readings: [TideReading]

    private func curve(in size: CGSize, closed: Bool) -> Path {
        Path { path in
            let maxHeight = readings.map(\.heightMeters).max() ?? 1
            let step = size.width / CGFloat(max(readings.count - 1, 1))
            for (index, reading) in readings.enumerated() {
                let point = CGPoint(x: CGFloat(index) * step,
                                    y: size.height * (1 - reading.heightMeters / (maxHeight * 1.1)))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            if closed {
                path.addLine(to: CGPoint(x: size.width, y: size.height))
                path.addLine(to: CGPoint(x: 0, y: size.height))
                path.closeSubpath()
            }
        }
    }

    var body: some View {
        GeometryReader { geo in
            ZStack {
                curve(in: geo.size, closed: true)
                    .fill(LinearGradient(colors: [.teal.opacity(0.5), .teal.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                curve(in: geo.size, closed: false)
                    .stroke(Color.teal, style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            }
        }
    }
}

struct TideChartEntryView: View {
    let entry: TideEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(entry.harbour).font(.headline)
                Spacer()
                if let high = entry.nextHigh {
                    Text("High \(high.time, format: .dateTime.hour().minute()) · \(high.heightMeters, specifier: "%.1f") m")
                        .font(.caption)
                }
            }
            TideChart(readings: entry.readings)
            HStack {
                ForEach(entry.readings.indices.filter { $0.isMultiple(of: 4) }, id: \.self) { index in
                    Text("\(entry.readings[index].time, format: .dateTime.hour())")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    if index < entry.readings.count - 4 { Spacer() }
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TideChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TideChart", provider: TideProvider()) { entry in
            TideChartEntryView(entry: entry)
        }
        .configurationDisplayName("Tides")
        .description("The next twelve hours of tide heights.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview {
    TideChart(readings: TideProvider.readings(from: .now))
        .frame(width: 300, height: 100)
        .padding()
}
