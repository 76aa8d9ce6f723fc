import SwiftUI
import WidgetKit
import AppIntents

struct GroceryItem: Identifiable, Codable {
    let id: String
    let name: String
    var isChecked: Bool
}

final class GroceryStore: ObservableObject {
    @Published var items: [GroceryItem] = []
    @Published var lastSynced: Date?

    private let defaults = UserDefaults(suiteName: "group.com.example.groceries")

    func load() {
        if let data = defaults?.data(forKey: "items"),
           let decoded = try? JSONDecoder().decode([GroceryItem].self, from: data) {
            items = decoded
        } else {
            items = GroceryStore.samples
        }
        lastSynced = defaults?.object(forKey: "lastSynced") as? Date
    }

    static let samples = [
        GroceryItem(id: "1", name: "Avocados", isChecked: false),
        GroceryItem(id: "2", name: "Sourdough", isChecked: true),
        GroceryItem(id: "3", name: "Greek yoghurt", isChecked: false),
        GroceryItem(id: "4", name: "Coffee beans", isChecked: false),
    ]
}

struct CheckItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Check Off Item"

    @Parameter(title: "Item")
    var itemID: String

    init() {}
    init(itemID: String) { self.itemID = itemID }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct GroceryEntry: TimelineEntry {
    let date: Date
}

struct GroceryProvider: TimelineProvider {
    func placeholder(in context: Context) -> GroceryEntry { GroceryEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (GroceryEntry) -> Void) { completion(GroceryEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GroceryEntry>) -> Void) {
        completion(Timeline(entries: [GroceryEntry(date: .now)], policy: .never))
    }
}

struct GroceryHeader: View {
    @ObservedObject var store: GroceryStore

    var body: some View {
        Link(destination: URL(string: "groceries://list")!) {
            HStack {
                Text("Shopping").font(.headline)
                Spacer()
                Text("\(store.items.filter { !$0.isChecked }.count) left")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct GroceryListEntryView: View {
    @StateObject private var store = GroceryStore()
    let entry: GroceryEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            GroceryHeader(store: store)
            ForEach(store.items) { item in
                Button(intent: CheckItemIntent(itemID: item.id)) {
                    HStack(spacing: 6) {
                        Image(systemName: item.isChecked ? "checkmark.square.fill" : "square")
                            .foregroundStyle(item.isChecked ? .green : .secondary)
                        Text(item.name)
                            .strikethrough(item.isChecked)
                            .foregroundStyle(item.isChecked ? .secondary : .primary)
                    }
                    .font(.subheadline)
                }
                .buttonStyle(.plain)
            }
            Spacer(minLength: 0)
        }
        .onAppear { store.load() }
        .containerBackground(.background, for: .widget)
    }
}

struct GroceryListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GroceryList", provider: GroceryProvider()) { entry in
            GroceryListEntryView(entry: entry)
        }
        .configurationDisplayName("Shopping List")
        .description("Tick items off as you shop.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    GroceryListWidget()
} timeline: {
    GroceryEntry(date: .now)
}
