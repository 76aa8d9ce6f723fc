import Charts
import SwiftUI
import WidgetKit

struct ValuationPoint: Identifiable {
    let time: Date
    let value: Double
    var id: Date { time }
}

struct SparklineEntry: TimelineEntry {
    let date: Date
    let accountName: String
    let points: [ValuationPoint]

    var opening: Double { points.first?.value ?? 0 }
    var latest: Double { points.last?.value ?? 0 }
    var change: Double { opening == 0 ? 0 : (latest - opening) / opening }
    var isUp: Bool { latest >= opening }

    var valueRange: ClosedRange<Double> {
        let values = points.map(\.value)
        let low = values.min() ?? 0
        let high = values.max() ?? 1
        let pad = max((high - low) * 0.1, 1)
        return (low - pad)...(high + pad)
    }
}

struct SparklineProvider: TimelineProvider {
    static func sessionEntry() -> SparklineEntry {
        let open = Date(timeIntervalSince1970: 1_781_098_200)
        let closes: [Double] = [
            48_210, 48_155, 48_302, 48_390, 48_344, 48_471, 48_520, 48_498,
            48_612, 48_575, 48_660, 48_702, 48_688, 48_745, 48_731, 48_806,
        ]
        let points = closes.enumerated().map { index, value in
            ValuationPoint(time: open.addingTimeInterval(Double(index) * 1_560), value: value)
        }
        return SparklineEntry(date: open.addingTimeInterval(6.5 * 3_600), accountName: "Brokerage", points: points)
    }

    func placeholder(in context: Context) -> SparklineEntry { Self.sessionEntry() }

    func getSnapshot(in context: Context, completion: @escaping (SparklineEntry) -> Void) {
        completion(Self.sessionEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SparklineEntry>) -> Void) {
        completion(Timeline(entries: [Self.sessionEntry()], policy: .after(Date().addingTimeInterval(1_800))))
    }
}

struct Sparkline: View {
    let entry: SparklineEntry
    var lineWidth: CGFloat = 2

    private var tint: Color { entry.isUp ? .green : .red }

    var body: some View {
        Chart {
            ForEach(entry.points) { point in
                AreaMark(
                    x: .value("Time", point.time),
                    yStart: .value("Base", entry.valueRange.lowerBound),
                    yEnd: .value("Value", point.value)
                )
                .foregroundStyle(
                    LinearGradient(
                        colors: [tint.opacity(0.35), tint.opacity(0.0)],
                        startPoint: .top,
                        endPoint: .bottom
                    )
                )
                .interpolationMethod(.monotone)

                LineMark(
                    x: .value("Time", point.time),
                    y: .value("Value", point.value)
                )
                .foregroundStyle(tint)
                .lineStyle(StrokeStyle(lineWidth: lineWidth, lineJoin: .round))
                .interpolationMethod(.monotone)
            }
        }
        .chartYScale(domain: entry.valueRange)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
    }
}

struct PortfolioSparklineEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: SparklineEntry

    private var changeText: Text {
        let arrow = entry.isUp ? "▲ " : "▼ "
        return Text(arrow) + Text(abs(entry.change), format: .percent.precision(.fractionLength(2)))
    }

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text(entry.accountName)
                        .font(.caption2.weight(.semibold))
                        .widgetAccentable()
                    Spacer(minLength: 2)
                    changeText
                        .font(.caption2)
                }
                Sparkline(entry: entry, lineWidth: 1.5)
            }
            .containerBackground(.clear, for: .widget)
        default:
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.accountName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(entry.latest, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.title3.bold())
                    .minimumScaleFactor(0.6)
                    .lineLimit(1)
                    .privacySensitive()
                changeText
                    .font(.caption.weight(.medium))
                    .foregroundColor(entry.isUp ? .green : .red)
                Sparkline(entry: entry)
                    .padding(.top, 4)
            }
            .containerBackground(.background, for: .widget)
        }
    }
}

struct PortfolioSparklineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PortfolioSparkline", provider: SparklineProvider()) { entry in
            PortfolioSparklineEntryView(entry: entry)
        }
        .configurationDisplayName("Portfolio Today")
        .description("Today's value with a sparkline.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    PortfolioSparklineWidget()
} timeline: {
    SparklineProvider.sessionEntry()
}
