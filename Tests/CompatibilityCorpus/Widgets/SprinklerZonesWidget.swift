import AppIntents
import SwiftUI
import WidgetKit

// MARK: - Configuration

enum SprinklerZonesYard: String, AppEnum {
  case front, back

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Yard"
  static var caseDisplayRepresentations: [SprinklerZonesYard: DisplayRepresentation] = [
    .front: "Front yard",
    .back: "Back yard",
  ]
}

struct SprinklerZonesConfigurationIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource = "Choose Yard"
  static var description = IntentDescription("Pick which yard's zones the widget controls.")

  @Parameter(title: "Yard", default: .front)
  var yard: SprinklerZonesYard

  @Parameter(title: "Show run times", default: true)
  var showsRunTimes: Bool
}

struct SprinklerZonesSetIntent: SetValueIntent {
  static var title: LocalizedStringResource = "Run Zone"

  @Parameter(title: "Zone")
  var zoneID: String

  @Parameter(title: "Running")
  var value: Bool

  init() {}

  init(zoneID: String) {
    self.zoneID = zoneID
  }

  func perform() async throws -> some IntentResult {
    let defaults = UserDefaults(suiteName: "group.com.example.dewpoint")
    var running = defaults?.stringArray(forKey: "runningZones") ?? []
    running.removeAll { $0 == zoneID }
    if value { running.append(zoneID) }
    defaults?.set(running, forKey: "runningZones")
    return .result()
  }
}

// MARK: - Model

struct SprinklerZonesZone: Identifiable {
  let id: String
  let name: String
  let symbol: String
  let minutes: Int
  let isRunning: Bool
}

struct SprinklerZonesEntry: TimelineEntry {
  let date: Date
  let yard: SprinklerZonesYard
  let zones: [SprinklerZonesZone]
  let showsRunTimes: Bool
  let nextSchedule: Date?
}

// MARK: - Toggle style

/// A rounded pill whose fill and icon follow the toggle's state, with the label beside it.
struct SprinklerZonesPillToggleStyle: ToggleStyle {
  var onColor: Color = .blue

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      ZStack(alignment: configuration.isOn ? .trailing : .leading) {
        Capsule()
          .fill(configuration.isOn ? onColor : Color.secondary.opacity(0.25))
          .frame(width: 38, height: 22)
        Circle()
          .fill(.white)
          .frame(width: 18, height: 18)
          .overlay {
            Image(systemName: configuration.isOn ? "drop.fill" : "drop")
              .font(.system(size: 9, weight: .bold))
              .foregroundStyle(configuration.isOn ? onColor : .secondary)
          }
          .padding(2)
      }
      configuration.label
        .font(.caption)
        .foregroundStyle(configuration.isOn ? .primary : .secondary)
      Spacer(minLength: 0)
    }
    .contentShape(Rectangle())
  }
}

/// A square tile used in the small family: the whole tile is the switch.
struct SprinklerZonesTileToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.caption2.weight(.semibold))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .foregroundStyle(configuration.isOn ? .white : .primary)
      .background(
        RoundedRectangle(cornerRadius: 10, style: .continuous)
          .fill(configuration.isOn ? Color.blue.gradient : Color.gray.opacity(0.2).gradient)
      )
  }
}

extension ToggleStyle where Self == SprinklerZonesPillToggleStyle {
  static var sprinklerPill: SprinklerZonesPillToggleStyle { SprinklerZonesPillToggleStyle() }
}

extension ToggleStyle where Self == SprinklerZonesTileToggleStyle {
  static var sprinklerTile: SprinklerZonesTileToggleStyle { .init() }
}

// MARK: - Provider

struct SprinklerZonesProvider: AppIntentTimelineProvider {
  private static let reference = Date(timeIntervalSince1970: 1_780_045_200)

  static func zones(for yard: SprinklerZonesYard, running: Set<String>) -> [SprinklerZonesZone] {
    let layout: [(String, String, Int)]
    switch yard {
    case .front:
      layout = [
        ("Lawn", "leaf.fill", 12), ("Roses", "camera.macro", 6), ("Hedge", "tree.fill", 8),
        ("Strip", "road.lanes", 4),
      ]
    case .back:
      layout = [("Veg beds", "carrot.fill", 10), ("Lawn", "leaf.fill", 15), ("Orchard", "tree.fill", 20)]
    }
    return layout.map { name, symbol, minutes in
      let id = "\(yard.rawValue).\(name.lowercased())"
      return SprinklerZonesZone(
        id: id, name: name, symbol: symbol, minutes: minutes, isRunning: running.contains(id))
    }
  }

  static func entry(
    for yard: SprinklerZonesYard, showsRunTimes: Bool = true, running: Set<String> = ["front.lawn"]
  ) -> SprinklerZonesEntry {
    SprinklerZonesEntry(
      date: reference,
      yard: yard,
      zones: zones(for: yard, running: running),
      showsRunTimes: showsRunTimes,
      nextSchedule: reference.addingTimeInterval(14 * 3_600)
    )
  }

  func placeholder(in context: Context) -> SprinklerZonesEntry {
    Self.entry(for: .front)
  }

  func snapshot(for configuration: SprinklerZonesConfigurationIntent, in context: Context) async
    -> SprinklerZonesEntry
  {
    Self.entry(for: configuration.yard, showsRunTimes: configuration.showsRunTimes)
  }

  func timeline(for configuration: SprinklerZonesConfigurationIntent, in context: Context) async -> Timeline<
    SprinklerZonesEntry
  > {
    let running =
      UserDefaults(suiteName: "group.com.example.dewpoint")?.stringArray(forKey: "runningZones") ?? []
    let entry = Self.entry(
      for: configuration.yard, showsRunTimes: configuration.showsRunTimes, running: Set(running))
    return Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(30 * 60)))
  }
}

// MARK: - Views

struct SprinklerZonesEntryView: View {
  @Environment(\.widgetFamily) private var family
  var entry: SprinklerZonesEntry

  var body: some View {
    Group {
      if family == .systemSmall {
        smallGrid
      } else {
        list
      }
    }
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [Color.green.opacity(0.12), Color.blue.opacity(0.08)], startPoint: .top, endPoint: .bottom)
    }
  }

  private var smallGrid: some View {
    let columns = [GridItem(.flexible(), spacing: 6), GridItem(.flexible(), spacing: 6)]
    return LazyVGrid(columns: columns, spacing: 6) {
      ForEach(entry.zones.prefix(4)) { zone in
        Toggle(isOn: zone.isRunning, intent: SprinklerZonesSetIntent(zoneID: zone.id)) {
          VStack(spacing: 2) {
            Image(systemName: zone.symbol)
            Text(zone.name)
              .lineLimit(1)
          }
        }
        .toggleStyle(.sprinklerTile)
        .frame(height: 56)
      }
    }
  }

  private var list: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Label(entry.yard == .front ? "Front yard" : "Back yard", systemImage: "sprinkler.and.droplets.fill")
          .font(.subheadline.bold())
          .foregroundStyle(.blue)
        Spacer()
        if let next = entry.nextSchedule {
          Text("Next \(next, format: .dateTime.hour().minute())")
            .font(.caption2)
            .foregroundStyle(.secondary)
        }
      }
      ForEach(entry.zones) { zone in
        Toggle(isOn: zone.isRunning, intent: SprinklerZonesSetIntent(zoneID: zone.id)) {
          HStack {
            Text(zone.name)
            if entry.showsRunTimes {
              Spacer()
              Text("\(zone.minutes) min")
                .monospacedDigit()
            }
          }
        }
      }
      .toggleStyle(.sprinklerPill)
      Spacer(minLength: 0)
    }
  }
}

// MARK: - Widget

struct SprinklerZonesWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: "SprinklerZones", intent: SprinklerZonesConfigurationIntent.self,
      provider: SprinklerZonesProvider()
    ) { entry in
      SprinklerZonesEntryView(entry: entry)
    }
    .configurationDisplayName("Sprinkler Zones")
    .description("Start and stop watering zones.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
  }
}

#Preview(as: .systemMedium) {
  SprinklerZonesWidget()
} timeline: {
  SprinklerZonesProvider.entry(for: .front)
  SprinklerZonesProvider.entry(for: .back, showsRunTimes: false, running: [])
}

#Preview(as: .systemSmall) {
  SprinklerZonesWidget()
} timeline: {
  SprinklerZonesProvider.entry(for: .front, running: ["front.lawn", "front.hedge"])
}
