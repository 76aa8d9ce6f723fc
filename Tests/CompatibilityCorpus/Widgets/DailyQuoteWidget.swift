import SwiftUI
import WidgetKit
import AppIntents

enum QuoteCategory: String, AppEnum {
    case stoic, science, literature

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    static var caseDisplayRepresentations: [QuoteCategory: DisplayRepresentation] = [
        .stoic: "Stoicism",
        .science: "Science",
        .literature: "Literature",
    ]
}

struct QuoteConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Quote Category"
    static var description = IntentDescription("Pick the kind of quotes you'd like to see.")

    @Parameter(title: "Category", default: .stoic)
    var category: QuoteCategory

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$category) quotes")
    }
}

struct DailyQuote {
    let text: String
    let author: String
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: DailyQuote
    let category: QuoteCategory
}

struct QuoteProvider: AppIntentTimelineProvider {
    private let library: [QuoteCategory: [DailyQuote]] = [
        .stoic: [DailyQuote(text: "Waste no more time arguing what a good person should be. Be one.", author: "Marcus Aurelius")],
        .science: [DailyQuote(text: "Nothing in life is to be feared, it is only to be understood.", author: "Marie Curie")],
        .literature: [DailyQuote(text: "Not all those who wander are lost.", author: "J.R.R. Tolkien")],
    ]

    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: .now, quote: library[.stoic]![0], category: .stoic)
    }

    func snapshot(for configuration: QuoteConfigurationIntent, in context: Context) async -> QuoteEntry {
        QuoteEntry(date: .now, quote: library[configuration.category]![0], category: configuration.category)
    }

    func timeline(for configuration: QuoteConfigurationIntent, in context: Context) async -> Timeline<QuoteEntry> {
        let entry = await snapshot(for: configuration, in: context)
        let tomorrow = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))
        return Timeline(entries: [entry], policy: .after(tomorrow))
    }
}

struct DailyQuoteEntryView: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    let entry: QuoteEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Quote of the Day", comment: "Header above the daily quote")
                .font(.caption.smallCaps())
                .foregroundStyle(.secondary)
            ViewThatFits(in: .vertical) {
                Text("“\(entry.quote.text)”").font(.body.italic())
                Text("“\(entry.quote.text)”").font(.callout.italic())
                Text("“\(entry.quote.text)”").font(.footnote.italic()).minimumScaleFactor(0.7)
            }
            if !typeSize.isAccessibilitySize {
                Text("— \(entry.quote.author)", comment: "Attribution line; the argument is the author's name")
                    .font(.caption)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .containerBackground(Color.orange.gradient.opacity(0.2), for: .widget)
    }
}

struct DailyQuoteWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "DailyQuote", intent: QuoteConfigurationIntent.self, provider: QuoteProvider()) { entry in
            DailyQuoteEntryView(entry: entry)
        }
        .configurationDisplayName("Daily Quote")
        .description("A new quote every morning.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

extension QuoteConfigurationIntent {
    static var science: QuoteConfigurationIntent {
        let intent = QuoteConfigurationIntent()
        intent.category = .science
        return intent
    }
}

#Preview(as: .systemMedium, using: QuoteConfigurationIntent.science) {
    DailyQuoteWidget()
} timelineProvider: {
    QuoteProvider()
}
