import Intents
import SwiftUI
import WidgetKit

// Hand-written stand-ins for the classes Xcode generates from FerrySchedule.intentdefinition.
class FerryScheduleRoute: INObject {}

class FerryScheduleIntent: INIntent {
  var route: FerryScheduleRoute? = FerryScheduleRoute(
    identifier: "harbour-island", display: "Harbour ⇄ Island")
  var showsReturnTrips: NSNumber? = true
}

// MARK: - Model

struct FerryScheduleSailing: Hashable {
  let departs: Date
  let vessel: String
  let isReturn: Bool
  let isCancelled: Bool
}

struct FerryScheduleEntry: TimelineEntry {
  let date: Date
  let routeName: String
  let routeID: String
  let sailings: [FerryScheduleSailing]

  var next: FerryScheduleSailing? {
    sailings.first { $0.departs >= date && !$0.isCancelled }
  }

  var deepLink: URL {
    URL(string: "ferryapp://route/\(routeID)")!
  }
}

enum FerryScheduleTimetable {
  static let serviceStart = Date(timeIntervalSince1970: 1_780_027_200)

  static func sailings(showingReturns: Bool) -> [FerryScheduleSailing] {
    let offsets: [(Double, String, Bool, Bool)] = [
      (0, "MV Kittiwake", false, false),
      (35, "MV Gannet", true, false),
      (70, "MV Kittiwake", false, true),
      (105, "MV Gannet", true, false),
      (140, "MV Kittiwake", false, false),
      (175, "MV Gannet", true, false),
    ]
    return
      offsets
      .filter { showingReturns || !$0.2 }
      .map { minutes, vessel, isReturn, cancelled in
        FerryScheduleSailing(
          departs: serviceStart.addingTimeInterval(minutes * 60),
          vessel: vessel,
          isReturn: isReturn,
          isCancelled: cancelled
        )
      }
  }

  static func entry(at date: Date = serviceStart, for configuration: FerryScheduleIntent)
    -> FerryScheduleEntry
  {
    FerryScheduleEntry(
      date: date,
      routeName: configuration.route?.displayString ?? "Choose a route",
      routeID: configuration.route?.identifier ?? "none",
      sailings: sailings(showingReturns: configuration.showsReturnTrips?.boolValue ?? true)
    )
  }
}

// MARK: - Provider

struct FerryScheduleProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> FerryScheduleEntry {
    FerryScheduleTimetable.entry(for: FerryScheduleIntent())
  }

  func getSnapshot(
    for configuration: FerryScheduleIntent, in context: Context,
    completion: @escaping (FerryScheduleEntry) -> Void
  ) {
    completion(FerryScheduleTimetable.entry(for: configuration))
  }

  func getTimeline(
    for configuration: FerryScheduleIntent, in context: Context,
    completion: @escaping (Timeline<FerryScheduleEntry>) -> Void
  ) {
    // One entry per departure so the "next sailing" rolls forward on its own.
    let departures = FerryScheduleTimetable.sailings(showingReturns: true).map(\.departs)
    var entries: [FerryScheduleEntry] = []
    for departure in departures {
      entries.append(FerryScheduleTimetable.entry(at: departure, for: configuration))
    }
    let reload = Calendar.current.date(byAdding: .hour, value: 1, to: departures.last ?? Date())!
    completion(Timeline(entries: entries, policy: .after(reload)))
  }
}

// MARK: - Views

struct FerryScheduleSmallView: View {
  let entry: FerryScheduleEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(entry.routeName)
        .font(.system(size: 12, weight: .semibold))
        .foregroundColor(.white.opacity(0.8))
        .lineLimit(2)
      Spacer()
      if let next = entry.next {
        Text(next.departs, style: .time)
          .font(.system(size: 32, weight: .bold, design: .rounded))
          .foregroundColor(.white)
          .minimumScaleFactor(0.6)
          .lineLimit(1)
        Text(next.departs, style: .relative)
          .font(.system(size: 11, weight: .regular))
          .foregroundColor(.white.opacity(0.8))
          .lineLimit(1)
      } else {
        Text("No more sailings today")
          .font(.system(size: 14, weight: .medium))
          .foregroundColor(.white)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct FerryScheduleListView: View {
  let entry: FerryScheduleEntry
  let limit: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Image(systemName: "ferry.fill")
        Text(entry.routeName)
          .font(.system(size: 14, weight: .bold))
          .lineLimit(1)
      }
      .foregroundColor(.white)

      ForEach(entry.sailings.prefix(limit), id: \.self) { sailing in
        Link(destination: URL(string: "ferryapp://sailing/\(Int(sailing.departs.timeIntervalSince1970))")!) {
          HStack {
            Text(sailing.departs, style: .time)
              .font(.system(size: 15, weight: .semibold, design: .monospaced))
              .strikethrough(sailing.isCancelled)
            Text(sailing.isReturn ? "Return" : "Outbound")
              .font(.system(size: 11))
              .padding(.horizontal, 5)
              .background(Color.white.opacity(0.2))
              .cornerRadius(4)
            Spacer()
            Text(sailing.isCancelled ? "Cancelled" : sailing.vessel)
              .font(.system(size: 11))
              .foregroundColor(sailing.isCancelled ? .yellow : .white.opacity(0.8))
              .lineLimit(1)
              .minimumScaleFactor(0.8)
          }
          .foregroundColor(.white)
        }
      }
      Spacer(minLength: 0)
    }
  }
}

struct FerryScheduleEntryView: View {
  @Environment(\.widgetFamily) var family
  var entry: FerryScheduleProvider.Entry

  @ViewBuilder
  var content: some View {
    switch family {
    case .systemSmall:
      FerryScheduleSmallView(entry: entry)
    case .systemLarge:
      FerryScheduleListView(entry: entry, limit: 8)
    default:
      FerryScheduleListView(entry: entry, limit: 3)
    }
  }

  var body: some View {
    content
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(red: 0.05, green: 0.32, blue: 0.52))
      .widgetURL(entry.deepLink)
  }
}

// MARK: - Widget

struct FerryScheduleWidget: Widget {
  let kind: String = "FerryScheduleWidget"

  var body: some WidgetConfiguration {
    IntentConfiguration(kind: kind, intent: FerryScheduleIntent.self, provider: FerryScheduleProvider()) {
      entry in
      FerryScheduleEntryView(entry: entry)
    }
    .configurationDisplayName("Ferry Times")
    .description("Upcoming sailings on your route.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
  }
}

struct FerryScheduleWidget_Previews: PreviewProvider {
  static var previews: some View {
    FerryScheduleEntryView(entry: FerryScheduleTimetable.entry(for: FerryScheduleIntent()))
      .previewContext(WidgetPreviewContext(family: .systemSmall))
    FerryScheduleEntryView(entry: FerryScheduleTimetable.entry(for: FerryScheduleIntent()))
      .previewContext(WidgetPreviewContext(family: .systemMedium))
  }
}
