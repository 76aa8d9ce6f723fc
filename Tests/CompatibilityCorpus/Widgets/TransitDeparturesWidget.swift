import SwiftUI
import WidgetKit
import Intents
import UIKit

// Mirrors the class Xcode generates from the .intentdefinition file.
class SelectStopIntent: INIntent {
    var stopName: String?
}

struct Departure: Identifiable {
    let id = UUID()
    let line: String
    let destination: String
    let departure: Date
    let lineColor: UIColor
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let stopName: String
    let departures: [Departure]
}

struct DeparturesProvider: IntentTimelineProvider {
    typealias Intent = SelectStopIntent
    typealias Entry = DeparturesEntry

    func placeholder(in context: Context) -> DeparturesEntry {
        Self.makeEntry(stop: "Central Station", at: Date())
    }

    func getSnapshot(for configuration: SelectStopIntent, in context: Context, completion: @escaping (DeparturesEntry) -> Void) {
        completion(Self.makeEntry(stop: configuration.stopName ?? "Central Station", at: Date()))
    }

    func getTimeline(for configuration: SelectStopIntent, in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
        let now = Date()
        let entries = stride(from: 0, to: 30, by: 5).map { minutes in
            Self.makeEntry(stop: configuration.stopName ?? "Central Station", at: now.addingTimeInterval(Double(minutes) * 60))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    static func makeEntry(stop: String, at date: Date) -> DeparturesEntry {
        let departures = [
            Departure(line: "U2", destination: "Ruhleben", departure: date.addingTimeInterval(180), lineColor: .systemRed),
            Departure(line: "S5", destination: "Spandau", departure: date.addingTimeInterval(420), lineColor: .systemOrange),
            Departure(line: "M10", destination: "Warschauer Str.", departure: date.addingTimeInterval(660), lineColor: .systemGreen),
        ]
        return DeparturesEntry(date: date, stopName: stop, departures: departures)
    }
}

struct DepartureRow: View {
    let departure: Departure

    var body: some View {
        HStack(spacing: 8) {
            Text(departure.line)
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(Color(uiColor: departure.lineColor), in: RoundedRectangle(cornerRadius: 4))
            Text(departure.destination).font(.subheadline).lineLimit(1)
            Spacer()
            Text(departure.departure, style: .relative)
                .font(.caption.monospacedDigit())
                .multilineTextAlignment(.trailing)
        }
    }
}

struct TransitDeparturesEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: DeparturesProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "tram.fill")
                Text(entry.stopName).font(.headline)
                Spacer()
                Text(entry.date, style: .time).font(.caption2).foregroundColor(.secondary)
            }
            ForEach(entry.departures.prefix(family == .systemSmall ? 2 : 3)) { departure in
                if family == .systemSmall {
                    DepartureRow(departure: departure)
                } else {
                    Link(destination: URL(string: "transit://line/\(departure.line)")!) {
                        DepartureRow(departure: departure)
                    }
                }
            }
        }
        .widgetURL(URL(string: "transit://stop/\(entry.stopName)"))
        .containerBackground(Color(uiColor: .secondarySystemBackground), for: .widget)
    }
}

struct TransitDeparturesWidget: Widget {
    let kind: String = "TransitDeparturesWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SelectStopIntent.self, provider: DeparturesProvider()) { entry in
            TransitDeparturesEntryView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("Live departures from your favourite stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct TransitDeparturesWidget_Previews: PreviewProvider {
    static var previews: some View {
        TransitDeparturesEntryView(entry: DeparturesProvider.makeEntry(stop: "Alexanderplatz", at: Date()))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
    }
}
