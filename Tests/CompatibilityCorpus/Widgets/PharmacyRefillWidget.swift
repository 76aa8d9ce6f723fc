import Intents
import SwiftUI
import UIKit
import WidgetKit

// Stand-ins for the types Xcode generates from PharmacyRefill.intentdefinition.
enum PharmacyRefillSortOrder: Int {
  case unknown = 0
  case soonest = 1
  case alphabetical = 2
}

class PharmacyRefillIntent: INIntent {
  var sortOrder: PharmacyRefillSortOrder = .soonest
  var includeSupplements: NSNumber? = NSNumber(value: false)
}

// MARK: - Model

struct PharmacyRefillMedication: Identifiable {
  let id: String
  let name: String
  let dose: String
  let pillsLeft: Int
  let pillsPerDay: Int
  let isSupplement: Bool

  var daysLeft: Int { pillsPerDay == 0 ? 0 : pillsLeft / pillsPerDay }
  var needsRefill: Bool { daysLeft <= 7 }
}

struct PharmacyRefillEntry: TimelineEntry {
  let date: Date
  let medications: [PharmacyRefillMedication]
  var isPlaceholder = false

  var urgent: PharmacyRefillMedication? {
    medications.filter(\.needsRefill).min { $0.daysLeft < $1.daysLeft }
  }
}

enum PharmacyRefillCabinet {
  static let all: [PharmacyRefillMedication] = [
    PharmacyRefillMedication(
      id: "lev", name: "Levothyroxine", dose: "50 mcg", pillsLeft: 5, pillsPerDay: 1, isSupplement: false),
    PharmacyRefillMedication(
      id: "ato", name: "Atorvastatin", dose: "20 mg", pillsLeft: 41, pillsPerDay: 1, isSupplement: false),
    PharmacyRefillMedication(
      id: "vd3", name: "Vitamin D3", dose: "1000 IU", pillsLeft: 12, pillsPerDay: 2, isSupplement: true),
    PharmacyRefillMedication(
      id: "met", name: "Metformin", dose: "500 mg", pillsLeft: 26, pillsPerDay: 2, isSupplement: false),
  ]

  static func medications(for configuration: PharmacyRefillIntent) -> [PharmacyRefillMedication] {
    let includeSupplements = configuration.includeSupplements?.boolValue ?? false
    let filtered = all.filter { includeSupplements || !$0.isSupplement }
    switch configuration.sortOrder {
    case .alphabetical:
      return filtered.sorted { $0.name < $1.name }
    case .soonest, .unknown:
      return filtered.sorted { $0.daysLeft < $1.daysLeft }
    }
  }
}

// MARK: - Provider

struct PharmacyRefillProvider: IntentTimelineProvider {
  typealias Entry = PharmacyRefillEntry
  typealias Intent = PharmacyRefillIntent

  func placeholder(in context: Context) -> PharmacyRefillEntry {
    PharmacyRefillEntry(date: Date(), medications: PharmacyRefillCabinet.all, isPlaceholder: true)
  }

  func getSnapshot(
    for configuration: PharmacyRefillIntent, in context: Context,
    completion: @escaping (PharmacyRefillEntry) -> Void
  ) {
    completion(
      PharmacyRefillEntry(date: Date(), medications: PharmacyRefillCabinet.medications(for: configuration)))
  }

  func getTimeline(
    for configuration: PharmacyRefillIntent, in context: Context,
    completion: @escaping (Timeline<PharmacyRefillEntry>) -> Void
  ) {
    let entry = PharmacyRefillEntry(
      date: Date(), medications: PharmacyRefillCabinet.medications(for: configuration))
    // Pill counts change once a day, after the morning dose.
    let tomorrowMorning =
      Calendar.current.nextDate(
        after: Date(),
        matching: DateComponents(hour: 9),
        matchingPolicy: .nextTime
      ) ?? Date().addingTimeInterval(86_400)
    completion(Timeline(entries: [entry], policy: .after(tomorrowMorning)))
  }
}

// MARK: - Views

struct PharmacyRefillRow: View {
  let medication: PharmacyRefillMedication

  var body: some View {
    Link(destination: URL(string: "pillpal://refill/\(medication.id)")!) {
      HStack(spacing: 8) {
        Circle()
          .fill(medication.needsRefill ? Color.red : Color.green)
          .frame(width: 8, height: 8)
        VStack(alignment: .leading, spacing: 0) {
          Text(medication.name)
            .font(.system(size: 14, weight: .semibold))
            .lineLimit(1)
          Text(medication.dose)
            .font(.system(size: 11))
            .foregroundColor(.secondary)
        }
        Spacer()
        Text("\(medication.daysLeft)d")
          .font(.system(size: 15, weight: .bold, design: .rounded))
          .foregroundColor(medication.needsRefill ? .red : .primary)
      }
    }
  }
}

struct PharmacyRefillSmallView: View {
  let entry: PharmacyRefillEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Image(systemName: "pills.fill")
        .foregroundColor(.teal)
      Spacer()
      if let urgent = entry.urgent {
        Text("\(urgent.daysLeft)")
          .font(.system(size: 44, weight: .heavy, design: .rounded))
          .foregroundColor(.red)
          .minimumScaleFactor(0.5)
          .lineLimit(1)
        Text("days of \(urgent.name)")
          .font(.system(size: 12, weight: .medium))
          .lineLimit(2)
      } else {
        Text("All stocked up")
          .font(.system(size: 15, weight: .semibold))
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .widgetURL(URL(string: "pillpal://refill/\(entry.urgent?.id ?? "")"))
  }
}

struct PharmacyRefillEntryView: View {
  @Environment(\.widgetFamily) var family
  var entry: PharmacyRefillProvider.Entry

  var body: some View {
    content
      .redacted(reason: entry.isPlaceholder ? .placeholder : [])
  }

  @ViewBuilder
  private var content: some View {
    switch family {
    case .systemSmall:
      PharmacyRefillSmallView(entry: entry)
        .padding()
        .background(Color(UIColor.systemBackground))
    case .accessoryRectangular:
      if let urgent = entry.urgent {
        VStack(alignment: .leading) {
          Text("Refill soon")
            .font(.headline)
            .widgetAccentable()
          Text("\(urgent.name) · \(urgent.daysLeft) days left")
            .font(.caption)
            .lineLimit(2)
        }
      } else {
        Text("No refills due")
      }
    default:
      VStack(alignment: .leading, spacing: 6) {
        Text("Medicine cabinet")
          .font(.system(size: 12, weight: .bold))
          .foregroundColor(.teal)
        ForEach(entry.medications.prefix(family == .systemLarge ? 8 : 3)) { medication in
          PharmacyRefillRow(medication: medication)
        }
        Spacer(minLength: 0)
      }
      .padding()
      .background(Color(UIColor.systemBackground))
    }
  }
}

// MARK: - Widget

struct PharmacyRefillWidget: Widget {
  let kind = "PharmacyRefillWidget"

  private var families: [WidgetFamily] {
    if #available(iOSApplicationExtension 16.0, *) {
      return [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular]
    } else {
      return [.systemSmall, .systemMedium, .systemLarge]
    }
  }

  var body: some WidgetConfiguration {
    IntentConfiguration(kind: kind, intent: PharmacyRefillIntent.self, provider: PharmacyRefillProvider()) {
      entry in
      PharmacyRefillEntryView(entry: entry)
    }
    .configurationDisplayName("Refills")
    .description("Days left for each prescription.")
    .supportedFamilies(families)
  }
}

struct PharmacyRefillWidget_Previews: PreviewProvider {
  static let morning = Date(timeIntervalSince1970: 1_780_038_000)
  static let entry = PharmacyRefillEntry(date: morning, medications: PharmacyRefillCabinet.all)

  static var previews: some View {
    ForEach([WidgetFamily.systemSmall, .systemMedium], id: \.self) { family in
      PharmacyRefillEntryView(entry: entry)
        .previewContext(WidgetPreviewContext(family: family))
        .previewDisplayName("\(family)")
    }
    PharmacyRefillEntryView(
      entry: PharmacyRefillEntry(date: morning, medications: PharmacyRefillCabinet.all, isPlaceholder: true)
    )
    .previewContext(WidgetPreviewContext(family: .systemMedium))
    .previewDisplayName("Placeholder")
  }
}
