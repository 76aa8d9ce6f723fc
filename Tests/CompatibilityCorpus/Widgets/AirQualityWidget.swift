import SwiftUI
import WidgetKit
import UIKit

struct AirQualityEntry: TimelineEntry {
    let date: Date
    let aqi: Int
    let pollutant: String
    let neighbourhood: String

    var category: String {
        switch aqi {
        case ..<51: return "Good"
        case ..<101: return "Moderate"
        case ..<151: return "Unhealthy for some"
        default: return "Unhealthy"
        }
    }
}

struct AirQualityProvider: TimelineProvider {
    func placeholder(in context: Context) -> AirQualityEntry {
        AirQualityEntry(date: Date(), aqi: 42, pollutant: "PM2.5", neighbourhood: "Riverside")
    }

    func getSnapshot(in context: Context, completion: @escaping (AirQualityEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AirQualityEntry>) -> Void) {
        let readings = [38, 55, 71, 64]
        let entries = readings.enumerated().map { hour, aqi in
            AirQualityEntry(date: Date().addingTimeInterval(Double(hour) * 3600), aqi: aqi, pollutant: "PM2.5", neighbourhood: "Riverside")
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private let cardBackground = UIColor { traitCollection in
    switch traitCollection.userInterfaceStyle {
    case .dark: return UIColor(white: 0.12, alpha: 1)
    default: return UIColor(red: 0.95, green: 0.98, blue: 0.96, alpha: 1)
    }
}

struct AirQualityEntryView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.widgetFamily) var family
    var entry: AirQualityEntry

    private let scale = Gradient(colors: [.green, .yellow, .orange, .red, .purple])

    var body: some View {
        if family == .accessoryCircular {
            Gauge(value: Double(entry.aqi), in: 0...300) {
                Text("AQI")
            } currentValueLabel: {
                Text("\(entry.aqi)")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(scale)
        } else {
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.neighbourhood).font(.caption).foregroundColor(.secondary)
                HStack(alignment: .firstTextBaseline) {
                    Text("\(entry.aqi)").font(.system(size: 40, weight: .bold, design: .rounded))
                    Text("AQI").font(.caption.bold())
                }
                Text(entry.category).font(.subheadline.weight(.semibold))
                Gauge(value: Double(entry.aqi), in: 0...300) {
                    Text(entry.pollutant)
                }
                .gaugeStyle(.linearCapacity)
                .tint(scale)
                Text("Main pollutant: \(entry.pollutant)")
                    .font(.caption2)
                    .foregroundColor(colorScheme == .dark ? Color.white.opacity(0.6) : Color.black.opacity(0.6))
            }
            .containerBackground(Color(uiColor: cardBackground), for: .widget)
        }
    }
}

struct AirQualityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AirQuality", provider: AirQualityProvider()) { entry in
            AirQualityEntryView(entry: entry)
        }
        .configurationDisplayName("Air Quality")
        .description("Current air quality near you.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

struct AirQualityWidget_Previews: PreviewProvider {
    static let entry = AirQualityEntry(date: Date(), aqi: 87, pollutant: "O₃", neighbourhood: "Old Town")

    static var previews: some View {
        AirQualityEntryView(entry: entry)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Light")
        AirQualityEntryView(entry: entry)
            .environment(\.colorScheme, .dark)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Dark")
        AirQualityEntryView(entry: entry)
            .previewContext(WidgetPreviewContext(family: .accessoryCircular))
            .previewDisplayName("Circular")
    }
}
