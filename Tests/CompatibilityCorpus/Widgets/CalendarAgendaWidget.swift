import SwiftUI
import WidgetKit

struct AgendaEvent: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let start: Date
    let calendarColor: Color
    let isAllDay: Bool
}

struct AgendaEntry: TimelineEntry {
    let date: Date
    let events: [AgendaEvent]
}

struct AgendaProvider: TimelineProvider {
    static func sampleEvents(from date: Date) -> [AgendaEvent] {
        [
            AgendaEvent(title: "Design review", start: date.addingTimeInterval(1800), calendarColor: .purple, isAllDay: false),
            AgendaEvent(title: "Lunch with Priya", start: date.addingTimeInterval(7200), calendarColor: .orange, isAllDay: false),
            AgendaEvent(title: "Dentist", start: date.addingTimeInterval(14_400), calendarColor: .teal, isAllDay: false),
            AgendaEvent(title: "Recycling day", start: date, calendarColor: .green, isAllDay: true),
        ]
    }

    func placeholder(in context: Context) -> AgendaEntry {
        AgendaEntry(date: .now, events: Self.sampleEvents(from: .now))
    }

    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        let now = Date.now
        let events = Self.sampleEvents(from: now)
        // Refresh after each event starts so finished ones drop off.
        let entries = [AgendaEntry(date: now, events: events)]
            + events.filter { !$0.isAllDay }.map { event in
                AgendaEntry(date: event.start, events: events.filter { $0.start >= event.start || $0.isAllDay })
            }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct DateHeader: View {
    @Environment(\.locale) private var locale
    let date: Date

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("\(date, format: .dateTime.weekday(.wide).locale(locale))")
                .font(.caption.weight(.bold))
                .foregroundStyle(.red)
                .textCase(.uppercase)
            Text(date, format: .dateTime.day())
                .font(.title2.bold())
        }
    }
}

struct CalendarAgendaEntryView: View {
    @Environment(\.widgetContentMargins) private var margins
    let entry: AgendaEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            DateHeader(date: entry.date)
            ForEach(entry.events.prefix(3)) { event in
                HStack(spacing: 6) {
                    ContainerRelativeShape()
                        .fill(event.calendarColor)
                        .frame(width: 4)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(event.title).font(.caption.weight(.semibold)).lineLimit(1)
                        if event.isAllDay {
                            Text("All day").font(.caption2).foregroundStyle(.secondary)
                        } else {
                            Text(event.start, style: .time).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
                .frame(height: 28)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, margins.leading)
        .padding(.vertical, margins.top)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color.white, for: .widget)
    }
}

struct CalendarAgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CalendarAgenda", provider: AgendaProvider()) { entry in
            CalendarAgendaEntryView(entry: entry)
        }
        .configurationDisplayName("Up Next")
        .description("Your next few events.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .contentMarginsDisabled()
    }
}

#Preview("Agenda", as: .systemSmall) {
    CalendarAgendaWidget()
} timeline: {
    AgendaEntry(date: .now, events: AgendaProvider.sampleEvents(from: .now))
    AgendaEntry(date: .now, events: [])
}
