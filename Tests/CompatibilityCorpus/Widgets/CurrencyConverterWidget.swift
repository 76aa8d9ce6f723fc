import SwiftUI
import WidgetKit
import Intents

// Stand-in for the Xcode-generated intent class.
class CurrencyPairIntent: INIntent {
    var baseCode: String? = "EUR"
    var quoteCode: String? = "JPY"
}

struct RateEntry: TimelineEntry {
    let date: Date
    let base: String
    let quote: String
    let rate: Double
    let history: [Double]
}

struct RateProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> RateEntry {
        RateEntry(date: Date(), base: "EUR", quote: "USD", rate: 1.0842, history: [1.07, 1.08, 1.09, 1.08])
    }

    func getSnapshot(for configuration: CurrencyPairIntent, in context: Context, completion: @escaping (RateEntry) -> Void) {
        completion(entry(for: configuration))
    }

    func getTimeline(for configuration: CurrencyPairIntent, in context: Context, completion: @escaping (Timeline<RateEntry>) -> Void) {
        let timeline = Timeline(entries: [entry(for: configuration)], policy: .after(Date().addingTimeInterval(30 * 60)))
        completion(timeline)
    }

    private func entry(for configuration: CurrencyPairIntent) -> RateEntry {
        RateEntry(date: Date(), base: configuration.baseCode ?? "EUR", quote: configuration.quoteCode ?? "JPY",
                  rate: 162.37, history: [158.2, 159.9, 161.4, 160.8, 162.37])
    }
}

struct CurrencyConverterEntryView: View {
    @Environment(\.locale) private var locale
    var entry: RateEntry

    private var trendUp: Bool { (entry.history.last ?? 0) >= (entry.history.first ?? 0) }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(entry.base) → \(entry.quote)")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(entry.rate, format: .number.precision(.fractionLength(2)).locale(locale))
                .font(.system(size: 30, weight: .bold, design: .rounded))
                .minimumScaleFactor(0.5)
                .lineLimit(1)
            Text(100.0, format: .currency(code: entry.base).locale(locale))
                .font(.caption)
            + Text(" = ")
                .font(.caption)
            + Text(100 * entry.rate, format: .currency(code: entry.quote).locale(locale))
                .font(.caption.bold())
            Spacer(minLength: 0)
            HStack(alignment: .bottom, spacing: 3) {
                ForEach(Array(entry.history.enumerated()), id: \.offset) { _, value in
                    let low = entry.history.min() ?? 0
                    let high = max(entry.history.max() ?? 1, low + 0.001)
                    RoundedRectangle(cornerRadius: 2)
                        .fill(trendUp ? Color.green : Color.red)
                        .frame(height: 6 + 22 * (value - low) / (high - low))
                }
            }
            .frame(height: 28, alignment: .bottom)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CurrencyConverterWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "CurrencyConverter", intent: CurrencyPairIntent.self, provider: RateProvider()) { entry in
            CurrencyConverterEntryView(entry: entry)
        }
        .configurationDisplayName("Exchange Rate")
        .description("Follow a currency pair.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview("Rates", as: .systemSmall, using: CurrencyPairIntent()) {
    CurrencyConverterWidget()
} timelineProvider: {
    RateProvider()
}
