import SwiftUI
import WidgetKit

struct ClockCity: Identifiable {
    let name: String
    let timeZoneID: String
    var id: String { timeZoneID }
    var timeZone: TimeZone { TimeZone(identifier: timeZoneID) ?? .current }
}

struct WorldClockEntry: TimelineEntry {
    let date: Date
    let cities: [ClockCity]
}

struct WorldClockProvider: TimelineProvider {
    static let cities = [
        ClockCity(name: "Tokyo", timeZoneID: "Asia/Tokyo"),
        ClockCity(name: "London", timeZoneID: "Europe/London"),
        ClockCity(name: "New York", timeZoneID: "America/New_York"),
    ]

    func placeholder(in context: Context) -> WorldClockEntry { WorldClockEntry(date: .now, cities: Self.cities) }
    func getSnapshot(in context: Context, completion: @escaping (WorldClockEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorldClockEntry>) -> Void) {
        // One entry per minute for the next hour; `Text(_, style: .time)` keeps them fresh in between.
        let start = Calendar.current.date(bySetting: .second, value: 0, of: .now) ?? .now
        let entries = (0..<60).map { WorldClockEntry(date: start.addingTimeInterval(Double($0) * 60), cities: Self.cities) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CityClockRow: View {
    @Environment(\.locale) private var locale
    let city: ClockCity
    let date: Date

    var body: some View {
        HStack {
            Text(city.name).font(.subheadline.weight(.medium))
            Spacer()
            Text(date, format: .dateTime.hour().minute().locale(locale))
                .font(.system(.title3, design: .rounded).monospacedDigit())
                .environment(\.timeZone, city.timeZone)
        }
    }
}

struct WorldClockEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: WorldClockEntry

    var body: some View {
        switch family {
        #if os(watchOS)
        case .accessoryCorner:
            Text(entry.date, style: .time)
                .environment(\.timeZone, entry.cities[0].timeZone)
                .widgetCurvesContent()
                .widgetLabel(entry.cities[0].name)
        #endif
        case .accessoryInline:
            Text("\(entry.cities[0].name) \(Text(entry.date, style: .time))")
                .environment(\.timeZone, entry.cities[0].timeZone)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                ForEach(entry.cities.prefix(2)) { city in
                    CityClockRow(city: city, date: entry.date)
                }
            }
        default:
            VStack(spacing: 6) {
                ForEach(entry.cities) { city in
                    CityClockRow(city: city, date: entry.date)
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct WorldClockWidget: Widget {
    private var families: [WidgetFamily] {
        #if os(watchOS)
        return [.accessoryCorner, .accessoryRectangular, .accessoryInline]
        #else
        return [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline]
        #endif
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WorldClock", provider: WorldClockProvider()) { entry in
            WorldClockEntryView(entry: entry)
        }
        .configurationDisplayName("World Clock")
        .description("Times around the world.")
        .supportedFamilies(families)
    }
}

#Preview(as: .systemMedium) {
    WorldClockWidget()
} timeline: {
    WorldClockEntry(date: .now, cities: WorldClockProvider.cities)
}
