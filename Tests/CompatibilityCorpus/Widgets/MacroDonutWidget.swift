import Charts
import SwiftUI
import WidgetKit

struct MacroShare: Identifiable {
  let nutrient: String
  let grams: Double
  let caloriesPerGram: Double
  let tint: Color
  var id: String { nutrient }
  var calories: Double { grams * caloriesPerGram }
}

struct MacroEntry: TimelineEntry {
  let date: Date
  let macros: [MacroShare]
  let calorieTarget: Double

  var totalCalories: Double { macros.reduce(0) { $0 + $1.calories } }
  var remaining: Double { max(calorieTarget - totalCalories, 0) }
}

struct MacroProvider: TimelineProvider {
  static let today = MacroEntry(
    date: Date(timeIntervalSince1970: 1_781_066_400),
    macros: [
      MacroShare(nutrient: "Protein", grams: 96, caloriesPerGram: 4, tint: .pink),
      MacroShare(nutrient: "Carbs", grams: 182, caloriesPerGram: 4, tint: .yellow),
      MacroShare(nutrient: "Fat", grams: 58, caloriesPerGram: 9, tint: .teal),
    ],
    calorieTarget: 2_300
  )

  func placeholder(in context: Context) -> MacroEntry { Self.today }

  func getSnapshot(in context: Context, completion: @escaping (MacroEntry) -> Void) {
    completion(Self.today)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<MacroEntry>) -> Void) {
    completion(Timeline(entries: [Self.today], policy: .never))
  }
}

struct MacroDonut: View {
  let entry: MacroEntry

  var body: some View {
    Chart(entry.macros) { macro in
      SectorMark(
        angle: .value("Calories", macro.calories),
        innerRadius: .ratio(0.6),
        angularInset: 2
      )
      .foregroundStyle(by: .value("Nutrient", macro.nutrient))
      .cornerRadius(4)
    }
    .chartForegroundStyleScale(
      domain: entry.macros.map(\.nutrient),
      range: entry.macros.map(\.tint)
    )
    .chartLegend(.hidden)
    .overlay {
      VStack(spacing: 0) {
        Text(entry.totalCalories, format: .number.precision(.fractionLength(0)))
          .font(.system(.headline, design: .rounded))
        Text("kcal")
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct MacroDonutEntryView: View {
  @Environment(\.widgetFamily) private var family
  var entry: MacroEntry

  var body: some View {
    Group {
      if family == .systemSmall {
        MacroDonut(entry: entry)
      } else {
        HStack(spacing: 16) {
          MacroDonut(entry: entry)
          VStack(alignment: .leading, spacing: 6) {
            ForEach(entry.macros) { macro in
              HStack(spacing: 6) {
                Circle()
                  .fill(macro.tint)
                  .frame(width: 8, height: 8)
                Text(macro.nutrient)
                  .font(.caption)
                Spacer(minLength: 4)
                Text("\(Int(macro.grams)) g")
                  .font(.caption.monospacedDigit())
                  .foregroundStyle(.secondary)
              }
            }
            Divider()
            Text("\(Int(entry.remaining)) kcal left")
              .font(.caption2.weight(.semibold))
          }
        }
      }
    }
    .containerBackground(.background, for: .widget)
  }
}

struct MacroDonutWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "MacroDonut", provider: MacroProvider()) { entry in
      MacroDonutEntryView(entry: entry)
    }
    .configurationDisplayName("Macros")
    .description("Today's calories split by macronutrient.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview(as: .systemMedium) {
  MacroDonutWidget()
} timeline: {
  MacroProvider.today
}
