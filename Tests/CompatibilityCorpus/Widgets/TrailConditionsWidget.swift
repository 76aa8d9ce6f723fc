import SwiftUI
import WidgetKit

// MARK: - Model

enum TrailConditionsStatus: String, CaseIterable {
  case open, muddy, closed

  var label: String {
    switch self {
    case .open: return "Open"
    case .muddy: return "Muddy"
    case .closed: return "Closed"
    }
  }

  var symbol: String {
    switch self {
    case .open: return "checkmark.circle.fill"
    case .muddy: return "drop.triangle.fill"
    case .closed: return "xmark.octagon.fill"
    }
  }

  var color: Color {
    switch self {
    case .open: return .green
    case .muddy: return .orange
    case .closed: return .red
    }
  }
}

struct TrailConditionsTrail: Identifiable {
  let id = UUID()
  let name: String
  let miles: Double
  let status: TrailConditionsStatus
}

struct TrailConditionsEntry: TimelineEntry {
  let date: Date
  let park: String
  let temperature: Int
  let sunset: Date
  let trails: [TrailConditionsTrail]

  func count(_ status: TrailConditionsStatus) -> Int {
    trails.filter { $0.status == status }.count
  }
}

extension TrailConditionsEntry {
  static let ridgeline = TrailConditionsEntry(
    date: Date(timeIntervalSince1970: 1_780_056_000),
    park: "Cedar Ridge",
    temperature: 61,
    sunset: Date(timeIntervalSince1970: 1_780_080_300),
    trails: [
      TrailConditionsTrail(name: "Falls Loop", miles: 3.2, status: .open),
      TrailConditionsTrail(name: "Summit Spur", miles: 5.8, status: .muddy),
      TrailConditionsTrail(name: "Creek Bottom", miles: 2.1, status: .closed),
      TrailConditionsTrail(name: "Meadow Walk", miles: 1.4, status: .open),
    ]
  )
}

// MARK: - Label styles

/// Icon inside a tinted circle, title to the right.
struct TrailConditionsBadgeLabelStyle: LabelStyle {
  var tint: Color

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      configuration.icon
        .font(.caption.weight(.bold))
        .foregroundStyle(.white)
        .frame(width: 20, height: 20)
        .background(Circle().fill(tint))
      configuration.title
        .font(.caption)
        .lineLimit(1)
    }
  }
}

/// Icon above title, both centred — for the summary counts.
struct TrailConditionsStackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon
        .font(.title3)
        .imageScale(.medium)
      configuration.title
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
  }
}

/// Title first, icon trailing — used for the header.
struct TrailConditionsTrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 4) {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailConditionsBadgeLabelStyle {
  static func trailBadge(_ tint: Color) -> TrailConditionsBadgeLabelStyle {
    TrailConditionsBadgeLabelStyle(tint: tint)
  }
}

extension LabelStyle where Self == TrailConditionsStackedLabelStyle {
  static var stacked: TrailConditionsStackedLabelStyle { TrailConditionsStackedLabelStyle() }
}

extension LabelStyle where Self == TrailConditionsTrailingIconLabelStyle {
  static var trailingIcon: TrailConditionsTrailingIconLabelStyle { .init() }
}

// MARK: - Provider

struct TrailConditionsProvider: TimelineProvider {
  func placeholder(in context: Context) -> TrailConditionsEntry { .ridgeline }

  func getSnapshot(in context: Context, completion: @escaping (TrailConditionsEntry) -> Void) {
    completion(.ridgeline)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<TrailConditionsEntry>) -> Void) {
    // Rangers update conditions each morning; look again in three hours.
    let next = Calendar.current.date(byAdding: .hour, value: 3, to: Date()) ?? Date()
    completion(Timeline(entries: [.ridgeline], policy: .after(next)))
  }
}

// MARK: - Views

struct TrailConditionsSummary: View {
  let entry: TrailConditionsEntry

  var body: some View {
    HStack {
      ForEach(TrailConditionsStatus.allCases, id: \.self) { status in
        Label {
          Text("\(entry.count(status)) \(status.label)")
        } icon: {
          Image(systemName: status.symbol)
            .foregroundStyle(status.color)
        }
        .frame(maxWidth: .infinity)
      }
    }
    .labelStyle(.stacked)
  }
}

struct TrailConditionsEntryView: View {
  @Environment(\.widgetFamily) var family
  var entry: TrailConditionsEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Label(entry.park, systemImage: "mountain.2.fill")
          .labelStyle(.trailingIcon)
          .font(.headline)
        Spacer()
        Label("\(entry.temperature)°", systemImage: "thermometer.medium")
          .font(.caption)
      }

      if family == .systemSmall {
        TrailConditionsSummary(entry: entry)
      } else {
        ForEach(entry.trails) { trail in
          HStack {
            Label(trail.name, systemImage: trail.status.symbol)
              .labelStyle(.trailBadge(trail.status.color))
            Spacer()
            Text(trail.miles, format: .number.precision(.fractionLength(1)))
              .font(.caption.monospacedDigit())
              + Text(" mi").font(.caption2)
          }
        }
      }

      Spacer(minLength: 0)
      Label {
        Text("Sunset \(entry.sunset, style: .time)")
      } icon: {
        Image(systemName: "sunset.fill")
          .symbolRenderingMode(.multicolor)
      }
      .font(.caption2)
      .foregroundStyle(.secondary)
    }
    .containerBackground(.background, for: .widget)
  }
}

// MARK: - Widget

struct TrailConditionsWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "TrailConditions", provider: TrailConditionsProvider()) { entry in
      TrailConditionsEntryView(entry: entry)
    }
    .configurationDisplayName("Trail Conditions")
    .description("Which trails are open in your park today.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
  }
}

#Preview(as: .systemLarge) {
  TrailConditionsWidget()
} timeline: {
  TrailConditionsEntry.ridgeline
}

#Preview(as: .systemSmall) {
  TrailConditionsWidget()
} timeline: {
  TrailConditionsEntry.ridgeline
}
