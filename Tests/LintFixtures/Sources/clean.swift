import AppIntents
import SwiftUI
import WidgetKit

// A widget that follows the review guide: App Group data, an intent button, the container background,
// a synchronous placeholder, #Preview.
struct TeaEntry: TimelineEntry {
    let date: Date
    let cups: Int
}

struct TeaProvider: TimelineProvider {
    let store = UserDefaults(suiteName: "group.example.tea")

    func placeholder(in context: Context) -> TeaEntry { TeaEntry(date: .now, cups: 2) }

    func getSnapshot(in context: Context, completion: @escaping (TeaEntry) -> Void) {
        completion(TeaEntry(date: .now, cups: store?.integer(forKey: "cups") ?? 2))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TeaEntry>) -> Void) {
        let entry = TeaEntry(date: .now, cups: store?.integer(forKey: "cups") ?? 0)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct AddCupIntent: AppIntent {
    static var title: LocalizedStringResource = "Add a cup"
    func perform() async throws -> some IntentResult { .result() }
}

struct TeaView: View {
    let entry: TeaEntry
    var body: some View {
        VStack {
            Text("\(entry.cups) cups").font(.title).widgetAccentable()
            Button(intent: AddCupIntent()) { Label("Add", systemImage: "plus") }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

struct TeaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tea", provider: TeaProvider()) { TeaView(entry: $0) }
    }
}

#Preview(as: .systemSmall) {
    TeaWidget()
} timeline: {
    TeaEntry(date: .now, cups: 3)
}
