import SwiftUI
import WidgetKit

struct ParkingSession {
    let zone: String
    let started: Date
    let expires: Date
}

struct ParkingEntry: TimelineEntry {
    let date: Date
    let session: ParkingSession?
}

struct ParkingProvider: TimelineProvider {
    static let sample = ParkingSession(zone: "Zone 4127", started: .now.addingTimeInterval(-1200),
                                       expires: .now.addingTimeInterval(2400))

    func placeholder(in context: Context) -> ParkingEntry { ParkingEntry(date: .now, session: Self.sample) }
    func getSnapshot(in context: Context, completion: @escaping (ParkingEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ParkingEntry>) -> Void) {
        let session = Self.sample
        let entries = [
            ParkingEntry(date: .now, session: session),
            ParkingEntry(date: session.expires, session: nil),
        ]
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct ParkingMeterEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: ParkingEntry

    var body: some View {
        if let session = entry.session {
            switch family {
            case .accessoryCircular:
                ZStack {
                    AccessoryWidgetBackground()
                    ProgressView(timerInterval: session.started...session.expires, countsDown: true) {
                        Image(systemName: "parkingsign")
                    }
                    .progressViewStyle(.circular)
                    .widgetAccentable()
                }
                .widgetLabel {
                    Text(timerInterval: session.started...session.expires, countsDown: true)
                }
            case .accessoryRectangular:
                VStack(alignment: .leading, spacing: 2) {
                    Label(session.zone, systemImage: "parkingsign.circle.fill")
                        .font(.headline)
                        .widgetAccentable()
                    ProgressView(timerInterval: session.started...session.expires, countsDown: true) {
                        Text("Parking")
                    }
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    Label(session.zone, systemImage: "parkingsign.circle.fill")
                        .font(.headline)
                        .foregroundStyle(.blue)
                    Text(timerInterval: session.started...session.expires, countsDown: true)
                        .font(.system(.largeTitle, design: .rounded).monospacedDigit())
                    ProgressView(timerInterval: session.started...session.expires, countsDown: true) {
                        Text("Time left")
                    }
                    Text("Expires at \(Text(session.expires, style: .time))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .containerBackground(.fill.quaternary, for: .widget)
            }
        } else {
            VStack {
                Image(systemName: "car.fill")
                Text("No active session").font(.caption)
            }
            .widgetLabel("Parking")
            .containerBackground(.fill.quaternary, for: .widget)
        }
    }
}

struct ParkingMeterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ParkingMeter", provider: ParkingProvider()) { entry in
            ParkingMeterEntryView(entry: entry)
        }
        .configurationDisplayName("Parking Meter")
        .description("Time left on your parking session.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    ParkingMeterWidget()
} timeline: {
    ParkingEntry(date: .now, session: ParkingProvider.sample)
    ParkingEntry(date: .now, session: nil)
}
