import Charts
import SwiftUI
import WidgetKit

struct WeeklyOutlay: Identifiable {
    let week: String
    let category: String
    let amount: Double
    var id: String { "\(week)/\(category)" }
}

struct BudgetBarsEntry: TimelineEntry {
    let date: Date
    let outlays: [WeeklyOutlay]
    let weeklyLimit: Double

    var weeks: [String] {
        var seen: [String] = []
        for outlay in outlays where !seen.contains(outlay.week) {
            seen.append(outlay.week)
        }
        return seen
    }

    var averagePerWeek: Double {
        guard !weeks.isEmpty else { return 0 }
        return outlays.reduce(0) { $0 + $1.amount } / Double(weeks.count)
    }
}

struct BudgetBarsProvider: TimelineProvider {
    static let sample: BudgetBarsEntry = {
        let table: [(String, [Double])] = [
            ("Wk 1", [142.10, 61.40, 38.00, 25.90]),
            ("Wk 2", [118.75, 84.20, 41.50, 60.00]),
            ("Wk 3", [156.30, 47.80, 36.25, 12.40]),
            ("Wk 4", [131.05, 92.60, 44.10, 71.35]),
        ]
        let categories = ["Groceries", "Eating out", "Transit", "Fun"]
        var outlays: [WeeklyOutlay] = []
        for (week, amounts) in table {
            for (category, amount) in zip(categories, amounts) {
                outlays.append(WeeklyOutlay(week: week, category: category, amount: amount))
            }
        }
        return BudgetBarsEntry(
            date: Date(timeIntervalSince1970: 1_781_136_000),
            outlays: outlays,
            weeklyLimit: 300
        )
    }()

    func placeholder(in context: Context) -> BudgetBarsEntry { Self.sample }

    func getSnapshot(in context: Context, completion: @escaping (BudgetBarsEntry) -> Void) {
        completion(Self.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BudgetBarsEntry>) -> Void) {
        completion(Timeline(entries: [Self.sample], policy: .after(Date().addingTimeInterval(3_600))))
    }
}

struct BudgetBarsEntryView: View {
    let entry: BudgetBarsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text("Spending")
                    .font(.headline)
                Spacer()
                Text("avg ")
                    .font(.caption2)
                    .foregroundColor(.secondary)
                + Text(entry.averagePerWeek, format: .currency(code: "EUR").precision(.fractionLength(0)))
                    .font(.caption.weight(.semibold))
            }

            Chart {
                ForEach(entry.outlays) { outlay in
                    BarMark(
                        x: .value("Week", outlay.week),
                        y: .value("Amount", outlay.amount),
                        width: .ratio(0.6)
                    )
                    .foregroundStyle(by: .value("Category", outlay.category))
                }

                RuleMark(y: .value("Average", entry.averagePerWeek))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .foregroundStyle(.primary)

                RuleMark(y: .value("Limit", entry.weeklyLimit))
                    .lineStyle(StrokeStyle(lineWidth: 1))
                    .foregroundStyle(Color.red.opacity(0.6))
            }
            .chartForegroundStyleScale([
                "Groceries": Color.green,
                "Eating out": Color.orange,
                "Transit": Color.blue,
                "Fun": Color.purple,
            ])
            .chartLegend(family == .systemLarge ? .visible : .hidden)
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct BudgetBarsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BudgetBars", provider: BudgetBarsProvider()) { entry in
            BudgetBarsEntryView(entry: entry)
        }
        .configurationDisplayName("Weekly Budget")
        .description("Spending by category, week by week.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview("Large", as: .systemLarge) {
    BudgetBarsWidget()
} timeline: {
    BudgetBarsProvider.sample
}
