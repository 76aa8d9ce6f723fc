import SwiftUI
import WidgetKit

// MARK: - Model

struct CaffeineGaugeDrink: Identifiable, Hashable {
  let name: String
  let symbol: String
  let milligrams: Double
  let loggedAt: Date

  var id: Date { loggedAt }
}

struct CaffeineGaugeEntry: TimelineEntry {
  let date: Date
  let drinks: [CaffeineGaugeDrink]
  let dailyLimit: Double

  var total: Double { drinks.reduce(0) { $0 + $1.milligrams } }
  var remaining: Double { max(dailyLimit - total, 0) }
  var isOverLimit: Bool { total > dailyLimit }

  static let sample: CaffeineGaugeEntry = {
    let morning = Date(timeIntervalSince1970: 1_780_036_200)
    return CaffeineGaugeEntry(
      date: morning.addingTimeInterval(6 * 3_600),
      drinks: [
        CaffeineGaugeDrink(
          name: "Flat white", symbol: "cup.and.saucer.fill", milligrams: 130, loggedAt: morning),
        CaffeineGaugeDrink(
          name: "Green tea", symbol: "leaf.fill", milligrams: 35,
          loggedAt: morning.addingTimeInterval(3 * 3_600)),
        CaffeineGaugeDrink(
          name: "Cold brew", symbol: "takeoutbag.and.cup.and.straw.fill", milligrams: 155,
          loggedAt: morning.addingTimeInterval(5 * 3_600)),
      ],
      dailyLimit: 400
    )
  }()
}

// MARK: - Gauge style

/// A three-quarter ring that fills clockwise, with the value and label stacked in the middle.
struct CaffeineGaugeStyle: GaugeStyle {
  var lineWidth: CGFloat = 9
  var colors: [Color] = [.brown, .orange, .red]

  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(Color.brown.opacity(0.18), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(135))

      Circle()
        .trim(from: 0, to: 0.75 * configuration.value)
        .stroke(
          AngularGradient(colors: colors, center: .center, startAngle: .degrees(0), endAngle: .degrees(270)),
          style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        )
        .rotationEffect(.degrees(135))

      VStack(spacing: 0) {
        configuration.currentValueLabel
          .font(.system(size: 24, weight: .bold, design: .rounded))
          .minimumScaleFactor(0.6)
        configuration.label
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
      .padding(lineWidth * 1.5)
    }
  }
}

extension GaugeStyle where Self == CaffeineGaugeStyle {
  static var caffeineRing: CaffeineGaugeStyle { CaffeineGaugeStyle() }

  static func caffeineRing(lineWidth: CGFloat) -> CaffeineGaugeStyle {
    CaffeineGaugeStyle(lineWidth: lineWidth)
  }
}

// MARK: - Provider

struct CaffeineGaugeProvider: TimelineProvider {
  func placeholder(in context: Context) -> CaffeineGaugeEntry {
    .sample
  }

  func getSnapshot(in context: Context, completion: @escaping (CaffeineGaugeEntry) -> Void) {
    completion(.sample)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<CaffeineGaugeEntry>) -> Void) {
    let entry = CaffeineGaugeEntry.sample
    let midnight = Calendar.current.startOfDay(for: entry.date).addingTimeInterval(86_400)
    completion(Timeline(entries: [entry], policy: .after(midnight)))
  }
}

// MARK: - Views

struct CaffeineGaugeEntryView: View {
  @Environment(\.widgetFamily) private var family
  var entry: CaffeineGaugeEntry

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: entry.total, in: 0...entry.dailyLimit) {
        Image(systemName: "cup.and.saucer.fill")
      } currentValueLabel: {
        Text(entry.total, format: .number.precision(.fractionLength(0)))
      }
      .gaugeStyle(.accessoryCircular)
      .widgetAccentable()
      .containerBackground(.clear, for: .widget)
    case .systemMedium:
      HStack(spacing: 16) {
        gauge
          .gaugeStyle(.caffeineRing(lineWidth: 11))
        drinkList
      }
      .containerBackground(.background, for: .widget)
    default:
      gauge
        .gaugeStyle(.caffeineRing)
        .containerBackground(.background, for: .widget)
    }
  }

  private var gauge: some View {
    Gauge(value: min(entry.total, entry.dailyLimit), in: 0...entry.dailyLimit) {
      Text(entry.isOverLimit ? "over limit" : "mg today")
    } currentValueLabel: {
      Text("\(Int(entry.total))")
        .foregroundStyle(entry.isOverLimit ? .red : .primary)
    }
  }

  private var drinkList: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("\(Int(entry.remaining)) mg left")
        .font(.headline)
      ForEach(entry.drinks) { drink in
        HStack(spacing: 6) {
          Image(systemName: drink.symbol)
            .foregroundStyle(.brown)
            .frame(width: 18)
          Text(drink.name)
            .lineLimit(1)
          Spacer(minLength: 4)
          Text(drink.loggedAt, style: .time)
            .foregroundStyle(.secondary)
        }
        .font(.caption)
      }
      Spacer(minLength: 0)
    }
  }
}

// MARK: - Widget

struct CaffeineGaugeWidget: Widget {
  let kind = "CaffeineGauge"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: CaffeineGaugeProvider()) { entry in
      CaffeineGaugeEntryView(entry: entry)
    }
    .configurationDisplayName("Caffeine")
    .description("How much of today's caffeine budget you've used.")
    .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
  }
}

#Preview(as: .systemSmall) {
  CaffeineGaugeWidget()
} timeline: {
  CaffeineGaugeEntry.sample
  CaffeineGaugeEntry(date: CaffeineGaugeEntry.sample.date, drinks: [], dailyLimit: 400)
}

#Preview("Medium", as: .systemMedium) {
  CaffeineGaugeWidget()
} timeline: {
  CaffeineGaugeEntry.sample
}
