import SwiftUI
import WidgetKit

struct VocabularyCard {
    let word: String
    let translation: String
    let languageCode: String
    let masteredFraction: Double
}

struct LessonEntry: TimelineEntry {
    let date: Date
    let card: VocabularyCard
    let xpToday: Double
}

struct LessonProvider: TimelineProvider {
    static let deck = [
        VocabularyCard(word: "el amanecer", translation: "dawn", languageCode: "es", masteredFraction: 0.42),
        VocabularyCard(word: "la tormenta", translation: "storm", languageCode: "es", masteredFraction: 0.8),
        VocabularyCard(word: "el bosque", translation: "forest", languageCode: "es", masteredFraction: 0.15),
    ]

    func placeholder(in context: Context) -> LessonEntry { LessonEntry(date: .now, card: Self.deck[0], xpToday: 12.5) }
    func getSnapshot(in context: Context, completion: @escaping (LessonEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LessonEntry>) -> Void) {
        let entries = Self.deck.enumerated().map { offset, card in
            LessonEntry(date: .now.addingTimeInterval(Double(offset) * 4 * 3600), card: card, xpToday: 30.0 + Double(offset) * 7.5)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct LanguageLessonEntryView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.locale) private var locale
    @Environment(\.sizeCategory) private var sizeCategory
    let entry: LessonEntry

    private var languageName: String {
        locale.localizedString(forLanguageCode: entry.card.languageCode) ?? entry.card.languageCode
    }

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading, spacing: 1) {
                Text(verbatim: entry.card.word)
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.card.translation)
                    .font(.caption)
                Text("\(entry.card.masteredFraction * 100, specifier: "%.0f")% mastered",
                     comment: "Lock screen mastery caption")
                    .font(.caption2)
            }
        } else {
            VStack(alignment: .leading, spacing: 6) {
                Text("Word of the day · \(languageName)", comment: "Header; argument is the language name")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(verbatim: entry.card.word)
                    .font(sizeCategory > .extraLarge ? .title3.bold() : .title.bold())
                    .environment(\.locale, Locale(identifier: entry.card.languageCode))
                Text(entry.card.translation).italic()
                Spacer(minLength: 0)
                Text("\(entry.xpToday, specifier: "%.1f") XP today", comment: "Experience points earned today")
                    .font(.caption.bold())
                    .foregroundStyle(.green)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct LanguageLessonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LanguageLesson", provider: LessonProvider()) { entry in
            LanguageLessonEntryView(entry: entry)
        }
        .configurationDisplayName("Word of the Day")
        .description("Learn a new word every few hours.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    LanguageLessonWidget()
} timeline: {
    LessonEntry(date: .now, card: LessonProvider.deck[1], xpToday: 45)
}

#Preview("Small", as: .systemSmall) {
    LanguageLessonWidget()
} timeline: {
    LessonEntry(date: .now, card: LessonProvider.deck[0], xpToday: 12.5)
}
