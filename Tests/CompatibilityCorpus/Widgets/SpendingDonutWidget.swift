import Charts
import SwiftUI
import WidgetKit

struct SpendingCategory: Identifiable {
  let name: String
  let amount: Double
  let color: Color
  var id: String { name }
}

struct SpendingEntry: TimelineEntry {
  let date: Date
  let categories: [SpendingCategory]
  var total: Double { categories.map(\.amount).reduce(0, +) }
}

struct SpendingProvider: TimelineProvider {
  static let sample = SpendingEntry(
    date: .now,
    categories: [
      SpendingCategory(name: "Groceries", amount: 412.50, color: .green),
      SpendingCategory(name: "Transport", amount: 96.20, color: .blue),
      SpendingCategory(name: "Dining", amount: 188.00, color: .orange),
      SpendingCategory(name: "Other", amount: 57.80, color: .gray),
    ])

  func placeholder(in context: Context) -> SpendingEntry { Self.sample }
  func getSnapshot(in context: Context, completion: @escaping (SpendingEntry) -> Void) { completion(Self.sample) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<SpendingEntry>) -> Void) {
    completion(Timeline(entries: [Self.sample], policy: .never))
  }
}

struct SpendingDonutView: View {
  var entry: SpendingEntry

  var body: some View {
    ZStack {
      Chart(entry.categories) { category in
        SectorMark(
          angle: .value("Amount", category.amount),
          innerRadius: .ratio(0.62),
          angularInset: 1.5
        )
        .cornerRadius(3)
        .foregroundStyle(category.color)
      }
      .chartLegend(.hidden)

      VStack(spacing: 0) {
        Text(entry.total, format: .currency(code: "USD").precision(.fractionLength(0)))
          .font(.headline)
        Text("this month")
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
    }
    .padding(4)
    .containerBackground(.background, for: .widget)
  }
}

struct SpendingDonutWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "SpendingDonut", provider: SpendingProvider()) { entry in
      SpendingDonutView(entry: entry)
    }
    .configurationDisplayName("Spending")
    .description("This month by category.")
    .supportedFamilies([.systemSmall])
  }
}
