import SwiftUI
import WidgetKit
import Intents

// Generated from Intents.intentdefinition in the app target.
class FlightSelectionIntent: INIntent {}

struct FlightInfo {
    let number: String
    let origin: String
    let destination: String
    let departure: Date
    let arrival: Date
    let gate: String

    func progress(at date: Date) -> Double {
        let total = arrival.timeIntervalSince(departure)
        return min(max(date.timeIntervalSince(departure) / total, 0), 1)
    }
}

struct FlightEntry: TimelineEntry {
    let date: Date
    let flight: FlightInfo
}

struct FlightProvider: IntentTimelineProvider {
    static func sampleFlight(relativeTo now: Date = Date()) -> FlightInfo {
        FlightInfo(number: "TT 482", origin: "AMS", destination: "BCN",
                   departure: now.addingTimeInterval(-3600), arrival: now.addingTimeInterval(5400), gate: "D7")
    }

    func placeholder(in context: Context) -> FlightEntry {
        FlightEntry(date: Date(), flight: Self.sampleFlight())
    }

    func getSnapshot(for configuration: FlightSelectionIntent, in context: Context, completion: @escaping (FlightEntry) -> Void) {
        completion(FlightEntry(date: Date(), flight: Self.sampleFlight()))
    }

    func getTimeline(for configuration: FlightSelectionIntent, in context: Context, completion: @escaping (Timeline<FlightEntry>) -> Void) {
        let flight = Self.sampleFlight()
        let entries = stride(from: 0.0, through: 9000, by: 900).map {
            FlightEntry(date: Date().addingTimeInterval($0), flight: flight)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct FlightProgressTrack: View {
    let progress: Double

    var body: some View {
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.white.opacity(0.3)).frame(height: 3)
                Capsule().fill(Color.white).frame(width: geo.size.width * progress, height: 3)
                Image(systemName: "airplane")
                    .font(.caption)
                    .foregroundColor(.white)
                    .offset(x: max(0, geo.size.width * progress - 8))
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: 16)
    }
}

struct FlightStatusEntryView: View {
    var entry: FlightProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(entry.flight.number).font(.headline)
                Spacer()
                Text("Gate \(entry.flight.gate)").font(.caption.bold())
            }
            HStack {
                Text(entry.flight.origin).font(.title2.bold())
                FlightProgressTrack(progress: entry.flight.progress(at: entry.date))
                Text(entry.flight.destination).font(.title2.bold())
            }
            if entry.date < entry.flight.arrival {
                Text("Lands \(Text(entry.flight.arrival, style: .relative))")
                    .font(.caption)
            } else {
                Text("Landed").font(.caption)
            }
        }
        .foregroundColor(.white)
        .containerBackground(Color.blue.gradient, for: .widget)
    }
}

struct FlightStatusWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "FlightStatus", intent: FlightSelectionIntent.self, provider: FlightProvider()) { entry in
            FlightStatusEntryView(entry: entry)
        }
        .configurationDisplayName("Flight Status")
        .description("Follow a flight from gate to gate.")
        .supportedFamilies([.systemMedium])
    }
}

struct FlightStatusWidget_Previews: PreviewProvider {
    static var previews: some View {
        FlightStatusEntryView(entry: FlightEntry(date: Date(), flight: FlightProvider.sampleFlight()))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("In flight")
    }
}
