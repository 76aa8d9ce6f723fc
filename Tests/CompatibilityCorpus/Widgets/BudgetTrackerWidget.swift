import SwiftUI
import WidgetKit
import UIKit

struct BudgetCategory: Identifiable {
    let id = UUID()
    let name: String
    let spent: Double
    let limit: Double
    let color: Color

    var ratio: Double { limit > 0 ? spent / limit : 0 }
}

struct BudgetEntry: TimelineEntry {
    let date: Date
    let currency: String
    let categories: [BudgetCategory]

    var totalLeft: Double { categories.reduce(0) { $0 + max($1.limit - $1.spent, 0) } }
}

struct BudgetProvider: TimelineProvider {
    static let categories = [
        BudgetCategory(name: "Groceries", spent: 312.40, limit: 450, color: .green),
        BudgetCategory(name: "Eating out", spent: 188.00, limit: 150, color: .orange),
        BudgetCategory(name: "Transport", spent: 64.20, limit: 120, color: .blue),
    ]

    func placeholder(in context: Context) -> BudgetEntry {
        BudgetEntry(date: .now, currency: "GBP", categories: Self.categories)
    }
    func getSnapshot(in context: Context, completion: @escaping (BudgetEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BudgetEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(4 * 3600))))
    }
}

struct BudgetBar: View {
    let category: BudgetCategory

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 3).fill(Color(.tertiarySystemFill))
                RoundedRectangle(cornerRadius: 3)
                    .fill(category.ratio > 1 ? Color.red : category.color)
                    .frame(width: proxy.size.width * min(category.ratio, 1))
            }
        }
        .frame(height: 6)
    }
}

struct BudgetTrackerEntryView: View {
    @Environment(\.redactionReasons) private var redactionReasons
    let entry: BudgetEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("Left this month").font(.caption).foregroundStyle(.secondary)
                Spacer()
                if redactionReasons.contains(.privacy) {
                    Image(systemName: "lock.fill").font(.caption)
                } else {
                    Text(entry.totalLeft, format: .currency(code: entry.currency))
                        .font(.headline)
                }
            }
            ForEach(entry.categories) { category in
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(category.name).font(.caption.weight(.medium))
                        Spacer()
                        Text(category.spent, format: .currency(code: entry.currency))
                            .font(.caption2)
                            .privacySensitive()
                    }
                    BudgetBar(category: category)
                }
            }
        }
        .containerBackground(Color(.systemBackground), for: .widget)
    }
}

struct BudgetTrackerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BudgetTracker", provider: BudgetProvider()) { entry in
            BudgetTrackerEntryView(entry: entry)
        }
        .configurationDisplayName("Budget")
        .description("What's left in each budget this month.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview("Budget", as: .systemMedium, widget: {
    BudgetTrackerWidget()
}, timeline: {
    BudgetEntry(date: .now, currency: "GBP", categories: BudgetProvider.categories)
    BudgetEntry(date: .now, currency: "GBP", categories: [])
})
