import SwiftUI
import WidgetKit

struct QuoteEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        // Planted: reading a file in placeholder(in:).
        let data = try? Data(contentsOf: URL(fileURLWithPath: "/tmp/quote.txt"))
        return QuoteEntry(date: .now, text: data.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct QuoteView: View {
    let entry: QuoteEntry
    var body: some View {
        Text(entry.text).containerBackground(for: .widget) { Color.white }
    }
}
