import SwiftUI
import WidgetKit

struct HourlyForecast: Identifiable {
    let id = UUID()
    let time: Date
    let temperature: Double
    let symbol: String
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Double
    let condition: String
    let symbol: String
    let hourly: [HourlyForecast]

    static func sample(at date: Date = .now) -> WeatherEntry {
        let hours = (1...4).map { offset in
            HourlyForecast(time: date.addingTimeInterval(Double(offset) * 3600),
                           temperature: 18.5 + Double(offset) * 0.7,
                           symbol: offset.isMultiple(of: 2) ? "cloud.sun.fill" : "sun.max.fill")
        }
        return WeatherEntry(date: date, city: "Lisbon", temperature: 18.4, condition: "Mostly Sunny",
                            symbol: "sun.max.fill", hourly: hours)
    }
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { .sample() }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(.sample())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { WeatherEntry.sample(at: now.addingTimeInterval(Double($0) * 1800)) }
        let refresh = Calendar.current.date(byAdding: .hour, value: 2, to: now)!
        completion(Timeline(entries: entries, policy: .after(refresh)))
    }
}

extension View {
    @ViewBuilder
    func widgetBackground<Background: View>(@ViewBuilder _ background: () -> Background) -> some View {
        if #available(iOS 17.0, *) {
            containerBackground(for: .widget, content: background)
        } else {
            self.background(background())
        }
    }
}

struct WeatherSummaryEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: WeatherEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            VStack(spacing: 0) {
                Image(systemName: entry.symbol)
                Text("\(entry.temperature, specifier: "%.0f")°")
            }
        case .accessoryInline:
            Label("\(entry.city) \(entry.temperature, specifier: "%.0f")°", systemImage: entry.symbol)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.city).font(.headline)
                Text("\(entry.temperature, specifier: "%.1f")° · \(entry.condition)")
            }
        case .systemMedium:
            HStack {
                summary
                Spacer()
                ForEach(entry.hourly) { hour in
                    VStack(spacing: 4) {
                        Text("\(hour.time, format: .dateTime.hour())").font(.caption2)
                        Image(systemName: hour.symbol).symbolRenderingMode(.multicolor)
                        Text("\(hour.temperature, specifier: "%.0f")°").font(.caption)
                    }
                }
            }
            .widgetBackground { skyGradient }
        default:
            summary.widgetBackground { skyGradient }
        }
    }

    private var summary: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.city).font(.headline)
            Image(systemName: entry.symbol)
                .symbolRenderingMode(.hierarchical)
                .font(.title)
            Text("\(entry.temperature, specifier: "%.1f")°")
                .font(.system(size: 34, weight: .semibold, design: .rounded))
            Text("Updated \(Text(entry.date, style: .time))")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .foregroundStyle(.white)
    }

    private var skyGradient: some View {
        LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
    }
}

struct WeatherSummaryWidget: Widget {
    let kind = "WeatherSummaryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherSummaryEntryView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions and the next few hours.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct WeatherSummaryWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WeatherSummaryEntryView(entry: .sample())
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            WeatherSummaryEntryView(entry: .sample())
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
            WeatherSummaryEntryView(entry: .sample())
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Lock Screen")
        }
    }
}
