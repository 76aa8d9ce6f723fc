import SwiftUI
import WidgetKit

struct DayEntry: TimelineEntry {
    let date: Date
}

struct DailyProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) { completion(DayEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        let today = Calendar.current.startOfDay(for: .now)
        let entries = (0..<3).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: today) }.map(DayEntry.init)
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CalendarDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CalendarDay", provider: DailyProvider()) { entry in
            VStack(spacing: 0) {
                Text(entry.date, format: .dateTime.weekday(.wide))
                    .font(.caption.bold())
                    .foregroundStyle(.red)
                Text(entry.date, format: .dateTime.day())
                    .font(.system(size: 56, weight: .light))
                Text(entry.date, format: .dateTime.month(.wide))
                    .font(.caption)
            }
            .containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("Today")
        .description("Today's date.")
        .supportedFamilies([.systemSmall])
    }
}

struct WeekProgressWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeekProgress", provider: DailyProvider()) { entry in
            let weekday = Calendar.current.component(.weekday, from: entry.date)
            VStack(alignment: .leading) {
                Text("Week \(Calendar.current.component(.weekOfYear, from: entry.date))")
                    .font(.headline)
                HStack(spacing: 4) {
                    ForEach(1...7, id: \.self) { day in
                        Capsule()
                            .fill(day <= weekday ? Color.orange : Color.gray.opacity(0.3))
                            .frame(height: 8)
                    }
                }
            }
            .containerBackground(.fill.secondary, for: .widget)
        }
        .configurationDisplayName("Week Progress")
        .description("How far through the week you are.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Shipped in 1.0 and retired in 2.0. Kept so that widgets people already placed
/// keep their kind registered until the next major release.
struct LegacyShortcutsWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}

@main
struct HomeWidgetsBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        CalendarDayWidget()
        WeekProgressWidget()
        LegacyShortcutsWidget()
    }
}

#Preview(as: .systemSmall) {
    CalendarDayWidget()
} timeline: {
    DayEntry(date: .now)
    DayEntry(date: .now.addingTimeInterval(86_400))
}

#Preview("Week", as: .systemMedium) {
    WeekProgressWidget()
} timeline: {
    DayEntry(date: .now)
}
