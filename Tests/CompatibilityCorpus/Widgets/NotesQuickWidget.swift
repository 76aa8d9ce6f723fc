import SwiftUI
import WidgetKit

struct QuickNote: Identifiable {
    let id: Int
    let title: String
    let snippet: String
    let modified: Date
}

struct NotesEntry: TimelineEntry {
    let date: Date
    let pinned: [QuickNote]
}

struct NotesProvider: TimelineProvider {
    static let notes = [
        QuickNote(id: 1, title: "Groceries", snippet: "Oat milk, lemons, basil, rye bread", modified: .now.addingTimeInterval(-600)),
        QuickNote(id: 2, title: "Gift ideas", snippet: "Film camera for Sam; pottery class", modified: .now.addingTimeInterval(-86_400)),
        QuickNote(id: 3, title: "Trip packing", snippet: "Adapters, sunscreen, hiking boots", modified: .now.addingTimeInterval(-172_800)),
    ]

    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: .now, pinned: Self.notes) }
    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NotesQuickEntryView: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.widgetFamily) private var family
    let entry: NotesEntry

    private var visibleCount: Int {
        if dynamicTypeSize.isAccessibilitySize { return 1 }
        return family == .systemLarge ? 3 : 2
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Pinned Notes", comment: "Widget header").font(.headline)
                    Spacer()
                    newNoteButton
                }
                HStack {
                    Text("Pinned", comment: "Compact widget header").font(.headline)
                    Spacer()
                    newNoteButton
                }
            }
            ForEach(entry.pinned.prefix(visibleCount)) { note in
                Link(destination: URL(string: "quicknotes://note/\(note.id)")!) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(note.title).font(.subheadline.weight(.semibold))
                        if !sizeCategory.isAccessibilityCategory {
                            Text(note.snippet)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                    }
                }
                Divider()
            }
            Spacer(minLength: 0)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .widgetURL(URL(string: "quicknotes://pinned"))
        .containerBackground(Color.yellow.opacity(0.18), for: .widget)
    }

    private var newNoteButton: some View {
        Link(destination: URL(string: "quicknotes://new")!) {
            Image(systemName: "square.and.pencil")
                .font(.title3)
                .foregroundStyle(.orange)
        }
        .accessibilityLabel(Text("New note", comment: "Accessibility label for the compose button"))
    }
}

struct NotesQuickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NotesQuickWidget", provider: NotesProvider()) { entry in
            NotesQuickEntryView(entry: entry)
        }
        .configurationDisplayName("Pinned Notes")
        .description("Jump straight to your pinned notes.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct NotesQuickWidget_Previews: PreviewProvider {
    static var previews: some View {
        NotesQuickEntryView(entry: NotesEntry(date: .now, pinned: NotesProvider.notes))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
        NotesQuickEntryView(entry: NotesEntry(date: .now, pinned: NotesProvider.notes))
            .environment(\.dynamicTypeSize, .accessibility2)
            .previewContext(WidgetPreviewContext(family: .systemLarge))
            .previewDisplayName("Large – AX2")
    }
}
