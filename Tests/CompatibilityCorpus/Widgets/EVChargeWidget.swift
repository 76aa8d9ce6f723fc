import SwiftUI
import WidgetKit

// MARK: - Model

struct EVChargeSession {
  let vehicleName: String
  let stateOfCharge: Double  // 0...1
  let targetCharge: Double  // 0...1
  let kilowatts: Double
  let rangeMiles: Int
  let fullAt: Date?
  let isPluggedIn: Bool
}

struct EVChargeEntry: TimelineEntry {
  let date: Date
  let session: EVChargeSession
}

extension EVChargeEntry {
  static let charging = EVChargeEntry(
    date: Date(timeIntervalSince1970: 1_780_070_400),
    session: EVChargeSession(
      vehicleName: "Blue Hatch",
      stateOfCharge: 0.46,
      targetCharge: 0.8,
      kilowatts: 7.2,
      rangeMiles: 118,
      fullAt: Date(timeIntervalSince1970: 1_780_070_400 + 3.5 * 3_600),
      isPluggedIn: true
    )
  )

  static let unplugged = EVChargeEntry(
    date: Date(timeIntervalSince1970: 1_780_070_400),
    session: EVChargeSession(
      vehicleName: "Blue Hatch",
      stateOfCharge: 0.81,
      targetCharge: 0.8,
      kilowatts: 0,
      rangeMiles: 207,
      fullAt: nil,
      isPluggedIn: false
    )
  )
}

// MARK: - Gauge style

/// A battery made of cells: filled cells up to the value, a notch at the charge limit,
/// and the gauge's bound labels under each end.
struct EVChargeCellGaugeStyle: GaugeStyle {
  var cells: Int = 10
  var limit: Double?

  func makeBody(configuration: Configuration) -> some View {
    let filled = Int((configuration.value * Double(cells)).rounded())

    VStack(alignment: .leading, spacing: 3) {
      HStack {
        configuration.label
        Spacer()
        configuration.currentValueLabel
      }
      .font(.caption2.weight(.medium))

      HStack(spacing: 2) {
        ForEach(0..<cells, id: \.self) { index in
          RoundedRectangle(cornerRadius: 2)
            .fill(.tint)
            .opacity(index < filled ? 1 : 0.2)
            .overlay(alignment: .trailing) {
              if let limit, index == Int(limit * Double(cells)) - 1 {
                Rectangle()
                  .fill(Color.primary)
                  .frame(width: 1.5)
                  .offset(x: 2)
              }
            }
        }
        RoundedRectangle(cornerRadius: 1)
          .fill(.tint.opacity(0.4))
          .frame(width: 3, height: 6)
      }
      .frame(height: 14)

      HStack {
        configuration.minimumValueLabel
        Spacer()
        configuration.maximumValueLabel
      }
      .font(.system(size: 9))
      .foregroundStyle(.secondary)
    }
  }
}

extension GaugeStyle where Self == EVChargeCellGaugeStyle {
  static var batteryCells: EVChargeCellGaugeStyle { EVChargeCellGaugeStyle() }

  static func batteryCells(count: Int, limit: Double? = nil) -> EVChargeCellGaugeStyle {
    EVChargeCellGaugeStyle(cells: count, limit: limit)
  }
}

// MARK: - Label style

/// Small caps caption with a tinted icon, for the stat rows.
struct EVChargeStatLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      configuration.icon
        .foregroundStyle(.tint)
        .frame(width: 14)
      configuration.title
        .textCase(.uppercase)
        .font(.system(size: 10, weight: .semibold, design: .rounded))
    }
  }
}

extension LabelStyle where Self == EVChargeStatLabelStyle {
  static var evStat: EVChargeStatLabelStyle { EVChargeStatLabelStyle() }
}

// MARK: - Provider

struct EVChargeProvider: TimelineProvider {
  func placeholder(in context: Context) -> EVChargeEntry { .charging }

  func getSnapshot(in context: Context, completion: @escaping (EVChargeEntry) -> Void) {
    completion(.charging)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<EVChargeEntry>) -> Void) {
    let entry = EVChargeEntry.charging
    let policy: TimelineReloadPolicy =
      entry.session.isPluggedIn
      ? .after(entry.date.addingTimeInterval(15 * 60))
      : .never
    completion(Timeline(entries: [entry], policy: policy))
  }
}

// MARK: - Views

struct EVChargeEntryView: View {
  @Environment(\.widgetFamily) private var family
  let entry: EVChargeEntry

  private var session: EVChargeSession { entry.session }

  private var percent: Text {
    Text(session.stateOfCharge, format: .percent.precision(.fractionLength(0)))
  }

  var body: some View {
    switch family {
    case .accessoryRectangular:
      Gauge(value: session.stateOfCharge) {
        Text(session.vehicleName)
      } currentValueLabel: {
        percent
      }
      .gaugeStyle(.batteryCells(count: 8))
      .widgetAccentable()
      .containerBackground(.clear, for: .widget)
    case .accessoryInline:
      Label {
        Text("\(session.rangeMiles) mi · ") + percent
      } icon: {
        Image(systemName: session.isPluggedIn ? "bolt.car.fill" : "car.fill")
      }
      .containerBackground(.clear, for: .widget)
    default:
      system
        .tint(session.isPluggedIn ? .green : .blue)
        .containerBackground(.fill.quaternary, for: .widget)
    }
  }

  private var system: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(session.vehicleName)
        .font(.headline)
        .lineLimit(1)

      Gauge(value: session.stateOfCharge) {
        Text(session.isPluggedIn ? "Charging" : "Parked")
      } currentValueLabel: {
        percent
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.batteryCells(count: 10, limit: session.targetCharge))

      Spacer(minLength: 0)

      Group {
        Label("\(session.rangeMiles) mi range", systemImage: "road.lanes")
        if session.isPluggedIn {
          Label("\(session.kilowatts, specifier: "%.1f") kW", systemImage: "bolt.fill")
        }
        if let fullAt = session.fullAt {
          Label {
            Text("Done \(fullAt, style: .time)")
          } icon: {
            Image(systemName: "clock")
          }
        }
      }
      .labelStyle(.evStat)
    }
  }
}

// MARK: - Widget

struct EVChargeWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "EVCharge", provider: EVChargeProvider()) { entry in
      EVChargeEntryView(entry: entry)
    }
    .configurationDisplayName("Charging")
    .description("Battery level, range and charge progress.")
    .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
  }
}

#Preview(as: .systemSmall) {
  EVChargeWidget()
} timeline: {
  EVChargeEntry.charging
  EVChargeEntry.unplugged
}

#Preview(as: .accessoryRectangular) {
  EVChargeWidget()
} timeline: {
  EVChargeEntry.charging
}
