import SwiftUI
import WidgetKit

// MARK: - Model

enum SurfReportRating: Int, Comparable {
  case flat = 0
  case poor, fair, good, epic

  static func < (lhs: SurfReportRating, rhs: SurfReportRating) -> Bool { lhs.rawValue < rhs.rawValue }

  var title: String {
    switch self {
    case .flat: return "Flat"
    case .poor: return "Poor"
    case .fair: return "Fair"
    case .good: return "Good"
    case .epic: return "Epic"
    }
  }

  var color: Color {
    switch self {
    case .flat: return .gray
    case .poor: return .red
    case .fair: return .orange
    case .good: return .green
    case .epic: return .purple
    }
  }
}

struct SurfReportSpot {
  let name: String
  let waveHeightFeet: ClosedRange<Double>
  let periodSeconds: Int
  let windKnots: Int
  let windDirection: String
  let waterTempF: Int
  let rating: SurfReportRating
  let highTide: Date
}

struct SurfReportEntry: TimelineEntry {
  let date: Date
  let spot: SurfReportSpot
  let relevance: TimelineEntryRelevance?
}

extension SurfReportEntry {
  static let preview = SurfReportEntry(
    date: Date(timeIntervalSince1970: 1_780_030_800),
    spot: SurfReportSpot(
      name: "Gull Point",
      waveHeightFeet: 3...5,
      periodSeconds: 11,
      windKnots: 6,
      windDirection: "NE",
      waterTempF: 62,
      rating: .good,
      highTide: Date(timeIntervalSince1970: 1_780_044_300)
    ),
    relevance: TimelineEntryRelevance(score: 60)
  )
}

// MARK: - Provider

struct SurfReportProvider: TimelineProvider {
  func placeholder(in context: Context) -> SurfReportEntry {
    .preview
  }

  func getSnapshot(in context: Context, completion: @escaping (SurfReportEntry) -> Void) {
    completion(.preview)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<SurfReportEntry>) -> Void) {
    // Forecasts update every three hours; good sessions are ranked higher in Smart Stacks.
    let spot = SurfReportEntry.preview.spot
    let entry = SurfReportEntry(
      date: Date(),
      spot: spot,
      relevance: TimelineEntryRelevance(score: Float(spot.rating.rawValue) * 25, duration: 3 * 60 * 60)
    )
    let next = Calendar.current.date(byAdding: .hour, value: 3, to: Date())!
    completion(Timeline(entries: [entry], policy: .after(next)))
  }
}

// MARK: - Background helpers

struct SurfReportBackground: ViewModifier {
  let color: Color

  func body(content: Content) -> some View {
    if #available(iOSApplicationExtension 17.0, *) {
      content.containerBackground(color, for: .widget)
    } else {
      content
        .padding()
        .background(color)
    }
  }
}

extension WidgetConfiguration {
  func surfReportContentMarginsDisabled() -> some WidgetConfiguration {
    if #available(iOSApplicationExtension 17.0, *) {
      return contentMarginsDisabled()
    } else {
      return self
    }
  }
}

// MARK: - Views

struct SurfReportHomeView: View {
  @Environment(\.widgetFamily) var family
  let spot: SurfReportSpot

  private var heightText: String {
    "\(Int(spot.waveHeightFeet.lowerBound))–\(Int(spot.waveHeightFeet.upperBound)) ft"
  }

  var body: some View {
    HStack(alignment: .top) {
      VStack(alignment: .leading, spacing: 2) {
        Text(spot.name)
          .font(.system(size: 13, weight: .semibold))
          .foregroundColor(.white.opacity(0.85))
          .lineLimit(1)
        Text(heightText)
          .font(.system(size: 34, weight: .heavy, design: .rounded))
          .foregroundColor(.white)
          .minimumScaleFactor(0.5)
          .lineLimit(1)
        Text(spot.rating.title.uppercased())
          .font(.system(size: 11, weight: .black))
          .padding(.horizontal, 6)
          .padding(.vertical, 2)
          .background(spot.rating.color)
          .foregroundColor(.white)
          .clipShape(Capsule())
        Spacer(minLength: 0)
        Text("High tide \(spot.highTide, style: .time)")
          .font(.system(size: 11))
          .foregroundColor(.white.opacity(0.8))
      }
      if family != .systemSmall {
        Spacer()
        VStack(alignment: .trailing, spacing: 6) {
          Label("\(spot.periodSeconds)s", systemImage: "water.waves")
          Label("\(spot.windKnots) kt \(spot.windDirection)", systemImage: "wind")
          Label("\(spot.waterTempF)°F", systemImage: "thermometer.medium")
        }
        .font(.system(size: 12, weight: .medium, design: .rounded))
        .foregroundColor(.white)
      }
    }
  }
}

struct SurfReportEntryView: View {
  @Environment(\.widgetFamily) var family
  var entry: SurfReportEntry

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: Double(entry.spot.rating.rawValue), in: 0...4) {
        Image(systemName: "figure.surfing")
      } currentValueLabel: {
        Text("\(Int(entry.spot.waveHeightFeet.upperBound))")
      }
      .gaugeStyle(.accessoryCircular)
      .modifier(SurfReportBackground(color: .clear))
    case .accessoryInline:
      ViewThatFits {
        Text(
          "\(entry.spot.name): \(entry.spot.rating.title), \(Int(entry.spot.waveHeightFeet.upperBound)) ft")
        Text("\(entry.spot.rating.title) \(Int(entry.spot.waveHeightFeet.upperBound)) ft")
      }
      .modifier(SurfReportBackground(color: .clear))
    case .accessoryRectangular:
      VStack(alignment: .leading) {
        Text(entry.spot.name)
          .font(.headline)
          .widgetAccentable()
        Text(
          "\(Int(entry.spot.waveHeightFeet.lowerBound))–\(Int(entry.spot.waveHeightFeet.upperBound)) ft · \(entry.spot.periodSeconds)s"
        )
        Text(entry.spot.rating.title)
          .foregroundColor(.secondary)
      }
      .modifier(SurfReportBackground(color: .clear))
    default:
      SurfReportHomeView(spot: entry.spot)
        .widgetURL(URL(string: "swellwatch://spot/gull-point"))
        .modifier(SurfReportBackground(color: Color(red: 0.0, green: 0.45, blue: 0.62)))
    }
  }
}

// MARK: - Widget

struct SurfReportWidget: Widget {
  let kind: String = "SurfReportWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: SurfReportProvider()) { entry in
      SurfReportEntryView(entry: entry)
    }
    .configurationDisplayName("Surf Report")
    .description("Wave height, wind and tide for your break.")
    .supportedFamilies([
      .systemSmall, .systemMedium, .accessoryCircular, .accessoryInline, .accessoryRectangular,
    ])
    .surfReportContentMarginsDisabled()
  }
}

struct SurfReportWidget_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SurfReportEntryView(entry: .preview)
        .previewContext(WidgetPreviewContext(family: .systemSmall))
      SurfReportEntryView(entry: .preview)
        .previewContext(WidgetPreviewContext(family: .systemMedium))
      SurfReportEntryView(entry: .preview)
        .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
        .previewDisplayName("Lock Screen")
    }
  }
}
