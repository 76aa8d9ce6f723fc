import SwiftUI
import WidgetKit
import UIKit

extension UIColor {
    static let portfolioGain = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.35, green: 0.85, blue: 0.5, alpha: 1)
            : UIColor(red: 0.1, green: 0.55, blue: 0.25, alpha: 1)
    }
    static let portfolioLoss = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemPink : .systemRed
    }
}

struct PortfolioEntry: TimelineEntry {
    let date: Date
    let balance: Decimal
    let dayChange: Double
    let currencyCode: String
}

struct PortfolioProvider: TimelineProvider {
    func placeholder(in context: Context) -> PortfolioEntry {
        PortfolioEntry(date: .now, balance: 12_345.67, dayChange: 0.012, currencyCode: "EUR")
    }

    func getSnapshot(in context: Context, completion: @escaping (PortfolioEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PortfolioEntry>) -> Void) {
        let entry = PortfolioEntry(date: .now, balance: 48_210.09, dayChange: -0.0043, currencyCode: "EUR")
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct PortfolioEntryView: View {
    @Environment(\.redactionReasons) private var redactionReasons
    let entry: PortfolioEntry

    private var changeColor: Color {
        Color(uiColor: entry.dayChange >= 0 ? .portfolioGain : .portfolioLoss)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Portfolio")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .unredacted()

            ViewThatFits(in: .horizontal) {
                Text(entry.balance, format: .currency(code: entry.currencyCode))
                    .font(.title.bold())
                Text(entry.balance, format: .currency(code: entry.currencyCode).precision(.fractionLength(0)))
                    .font(.title2.bold())
            }
            .privacySensitive()

            if redactionReasons.contains(.privacy) {
                Text("Unlock to view").font(.caption2)
            } else {
                Label {
                    Text(entry.dayChange, format: .percent.precision(.fractionLength(2)))
                } icon: {
                    Image(systemName: entry.dayChange >= 0 ? "arrow.up.right" : "arrow.down.right")
                }
                .font(.caption.bold())
                .foregroundStyle(changeColor)
            }

            Spacer(minLength: 0)
            Text(entry.date, style: .time)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            Color(uiColor: .secondarySystemGroupedBackground)
        }
    }
}

struct PortfolioWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PortfolioWidget", provider: PortfolioProvider()) { entry in
            PortfolioEntryView(entry: entry)
        }
        .configurationDisplayName("Portfolio")
        .description("Your balance and today's change.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Balance", as: .systemSmall, widget: {
    PortfolioWidget()
}, timeline: {
    PortfolioEntry(date: .now, balance: 48_210.09, dayChange: -0.0043, currencyCode: "EUR")
    PortfolioEntry(date: .now, balance: 1_204_118.50, dayChange: 0.021, currencyCode: "USD")
})

#Preview("Placeholder") {
    PortfolioEntryView(entry: PortfolioEntry(date: .now, balance: 0, dayChange: 0, currencyCode: "EUR"))
        .redacted(reason: .placeholder)
}
