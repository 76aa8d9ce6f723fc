import SwiftUI
import WidgetKit
import Intents
import UIKit

class WatchlistIntent: INIntent {}

struct Quote: Identifiable {
    let symbol: String
    let price: Double
    let change: Double
    var id: String { symbol }
}

struct WatchlistEntry: TimelineEntry {
    let date: Date
    let quotes: [Quote]
    let configuration: WatchlistIntent
}

struct WatchlistProvider: IntentTimelineProvider {
    static let quotes = [
        Quote(symbol: "ACME", price: 182.31, change: 1.42),
        Quote(symbol: "GLBX", price: 47.08, change: -0.88),
        Quote(symbol: "INIT", price: 1023.50, change: 12.10),
        Quote(symbol: "UMBR", price: 9.87, change: -0.02),
    ]

    func placeholder(in context: Context) -> WatchlistEntry {
        WatchlistEntry(date: Date(), quotes: Self.quotes, configuration: WatchlistIntent())
    }

    func getSnapshot(for configuration: WatchlistIntent, in context: Context, completion: @escaping (WatchlistEntry) -> ()) {
        completion(WatchlistEntry(date: Date(), quotes: Self.quotes, configuration: configuration))
    }

    func getTimeline(for configuration: WatchlistIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entry = WatchlistEntry(date: Date(), quotes: Self.quotes, configuration: configuration)
        let next = Calendar.current.date(byAdding: .minute, value: 15, to: Date())!
        completion(Timeline(entries: [entry], policy: .after(next)))
    }
}

struct QuoteRow: View {
    let quote: Quote

    private var changeColor: Color {
        Color(uiColor: quote.change >= 0 ? .systemGreen : .systemRed)
    }

    var body: some View {
        HStack {
            Text(quote.symbol)
                .font(.system(.subheadline, design: .monospaced).weight(.bold))
            Spacer()
            Text(String(format: "%.2f", quote.price))
                .font(.subheadline)
                .monospacedDigit()
            (Text(quote.change >= 0 ? "▲ " : "▼ ").font(.caption2)
                + Text(String(format: "%.2f", abs(quote.change))).font(.caption.monospacedDigit()))
                .foregroundColor(changeColor)
                .frame(width: 64, alignment: .trailing)
        }
    }
}

struct StockTickerEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: WatchlistProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Watchlist").font(.headline)
                Spacer()
                Text(entry.date, style: .time).font(.caption2).foregroundColor(.secondary)
            }
            ForEach(entry.quotes.prefix(family == .systemLarge ? 8 : 3)) { quote in
                QuoteRow(quote: quote)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(Color(uiColor: .systemBackground), for: .widget)
    }
}

struct StockTickerWidget: Widget {
    let kind: String = "StockTicker"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: WatchlistIntent.self, provider: WatchlistProvider()) { entry in
            StockTickerEntryView(entry: entry)
        }
        .configurationDisplayName("Watchlist")
        .description("Keep an eye on your stocks.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium, using: WatchlistIntent()) {
    StockTickerWidget()
} timelineProvider: {
    WatchlistProvider()
}
