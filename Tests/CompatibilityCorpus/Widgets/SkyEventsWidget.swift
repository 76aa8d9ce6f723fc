import SwiftUI
import WidgetKit

// MARK: - Model

enum SkyEventsKind: String, Codable {
  case meteorShower, issPass, conjunction, eclipse, fullMoon

  var symbol: String {
    switch self {
    case .meteorShower: return "sparkles"
    case .issPass: return "airplane"
    case .conjunction: return "circle.grid.cross"
    case .eclipse: return "circle.lefthalf.filled"
    case .fullMoon: return "moon.fill"
    }
  }
}

struct SkyEventsEvent: Codable, Hashable {
  let title: String
  let kind: SkyEventsKind
  let peak: Date
  let visibility: Int  // 0–5 stars

  static let upcoming: [SkyEventsEvent] = [
    SkyEventsEvent(
      title: "ISS overhead", kind: .issPass, peak: Date(timeIntervalSince1970: 1_780_101_000), visibility: 5),
    SkyEventsEvent(
      title: "Perseids peak", kind: .meteorShower, peak: Date(timeIntervalSince1970: 1_780_190_000),
      visibility: 4),
    SkyEventsEvent(
      title: "Venus meets Jupiter", kind: .conjunction, peak: Date(timeIntervalSince1970: 1_780_420_000),
      visibility: 3),
    SkyEventsEvent(
      title: "Sturgeon Moon", kind: .fullMoon, peak: Date(timeIntervalSince1970: 1_780_650_000), visibility: 5
    ),
  ]
}

struct SkyEventsEntry: TimelineEntry {
  let date: Date
  let events: [SkyEventsEvent]
  let cloudCover: Double

  static let placeholder = SkyEventsEntry(
    date: Date(timeIntervalSince1970: 1_780_088_000),
    events: SkyEventsEvent.upcoming,
    cloudCover: 0.2
  )
}

// MARK: - Provider

struct SkyEventsProvider: TimelineProvider {
  typealias Entry = SkyEventsEntry

  func placeholder(in context: Context) -> SkyEventsEntry {
    .placeholder
  }

  func getSnapshot(in context: Context, completion: @escaping (SkyEventsEntry) -> Void) {
    completion(.placeholder)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<SkyEventsEntry>) -> Void) {
    let events = loadCachedEvents() ?? SkyEventsEvent.upcoming
    let now = Date()
    let entry = SkyEventsEntry(date: now, events: events.filter { $0.peak > now }, cloudCover: 0.35)
    // Refresh after the next event has peaked, or in six hours, whichever is first.
    let sixHours = now.addingTimeInterval(6 * 60 * 60)
    let refresh = min(entry.events.first?.peak ?? sixHours, sixHours)
    completion(Timeline(entries: [entry], policy: .after(refresh)))
  }

  private func loadCachedEvents() -> [SkyEventsEvent]? {
    guard let data = UserDefaults(suiteName: "group.com.example.nightowl")?.data(forKey: "events") else {
      return nil
    }
    return try? JSONDecoder().decode([SkyEventsEvent].self, from: data)
  }
}

// MARK: - Background (iOS 14–16 padding/background, iOS 17 container background)

extension View {
  @ViewBuilder
  func skyEventsBackground() -> some View {
    let sky = LinearGradient(
      gradient: Gradient(colors: [
        Color(red: 0.03, green: 0.05, blue: 0.18), Color(red: 0.14, green: 0.1, blue: 0.35),
      ]),
      startPoint: .top,
      endPoint: .bottom
    )
    if #available(iOSApplicationExtension 17.0, *) {
      containerBackground(for: .widget) { sky }
    } else {
      padding()
        .background(sky)
    }
  }
}

// MARK: - Views

struct SkyEventsStars: View {
  let count: Int

  var body: some View {
    HStack(spacing: 1) {
      ForEach(0..<5) { index in
        Image(systemName: index < count ? "star.fill" : "star")
      }
    }
    .font(.system(size: 8))
    .foregroundColor(.yellow)
  }
}

struct SkyEventsSmallView: View {
  let event: SkyEventsEvent

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Image(systemName: event.kind.symbol)
        .font(.system(size: 22, weight: .semibold))
        .foregroundColor(.yellow)
      Spacer()
      Text(event.title)
        .font(.system(size: 17, weight: .bold, design: .rounded))
        .foregroundColor(.white)
        .lineLimit(2)
        .minimumScaleFactor(0.7)
        .allowsTightening(true)
      Text(event.peak, style: .relative)
        .font(.system(size: 12, weight: .medium, design: .monospaced))
        .foregroundColor(.white.opacity(0.7))
        .lineLimit(1)
      SkyEventsStars(count: event.visibility)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct SkyEventsListView: View {
  let entry: SkyEventsEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text("Tonight & beyond")
          .font(.system(size: 13, weight: .heavy, design: .rounded))
        Spacer()
        Image(systemName: entry.cloudCover > 0.5 ? "cloud.moon.fill" : "moon.stars.fill")
        Text("\(Int(entry.cloudCover * 100))% cloud")
          .font(.system(size: 11))
      }
      .foregroundColor(.white)

      ForEach(entry.events.prefix(3), id: \.self) { event in
        HStack(spacing: 8) {
          Image(systemName: event.kind.symbol)
            .frame(width: 20)
            .foregroundColor(.yellow)
          VStack(alignment: .leading, spacing: 0) {
            Text(event.title)
              .font(.system(size: 14, weight: .semibold))
              .lineLimit(1)
            Text(event.peak, style: .date)
              .font(.system(size: 11))
              .opacity(0.7)
          }
          Spacer()
          SkyEventsStars(count: event.visibility)
        }
        .foregroundColor(.white)
      }
      Spacer(minLength: 0)
    }
  }
}

struct SkyEventsEntryView: View {
  @Environment(\.widgetFamily) var family
  var entry: SkyEventsProvider.Entry

  var body: some View {
    Group {
      if let first = entry.events.first, family == .systemSmall {
        SkyEventsSmallView(event: first)
      } else if entry.events.isEmpty {
        Text("Nothing on the calendar — clear skies anyway.")
          .font(.system(size: 13, weight: .medium))
          .foregroundColor(.white)
          .multilineTextAlignment(.center)
      } else {
        SkyEventsListView(entry: entry)
      }
    }
    .skyEventsBackground()
  }
}

// MARK: - Widget

struct SkyEventsWidget: Widget {
  let kind: String = "SkyEventsWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: SkyEventsProvider()) { entry in
      SkyEventsEntryView(entry: entry)
    }
    .configurationDisplayName("Night Sky")
    .description("Meteor showers, space station passes and more.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct SkyEventsWidget_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SkyEventsEntryView(entry: .placeholder)
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("Small")
      SkyEventsEntryView(entry: .placeholder)
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("Medium")
      SkyEventsEntryView(entry: .placeholder)
        .redacted(reason: .placeholder)
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("Placeholder")
    }
  }
}
