import SwiftUI
import WidgetKit
import UIKit

struct Memory {
    let title: String
    let imageName: String
    let taken: Date
}

struct MemoryEntry: TimelineEntry {
    let date: Date
    let memory: Memory
}

struct MemoryProvider: TimelineProvider {
    static let memories = [
        Memory(title: "Lake Bled", imageName: "memory-bled", taken: Date(timeIntervalSince1970: 1_627_800_000)),
        Memory(title: "Grandma's 90th", imageName: "memory-birthday", taken: Date(timeIntervalSince1970: 1_656_000_000)),
        Memory(title: "First snow", imageName: "memory-snow", taken: Date(timeIntervalSince1970: 1_670_000_000)),
    ]

    func placeholder(in context: Context) -> MemoryEntry { MemoryEntry(date: .now, memory: Self.memories[0]) }
    func getSnapshot(in context: Context, completion: @escaping (MemoryEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MemoryEntry>) -> Void) {
        let entries = Self.memories.enumerated().map { index, memory in
            MemoryEntry(date: .now.addingTimeInterval(Double(index) * 6 * 3600), memory: memory)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct PhotoMemoryEntryView: View {
    @Environment(\.widgetContentMargins) private var contentMargins
    let entry: MemoryEntry

    private var photo: Image {
        if let uiImage = UIImage(named: entry.memory.imageName) {
            return Image(uiImage: uiImage)
        }
        return Image(systemName: "photo")
    }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            photo
                .resizable()
                .scaledToFill()
            LinearGradient(colors: [.clear, .black.opacity(0.65)], startPoint: .center, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.memory.title)
                    .font(.headline)
                Text(entry.memory.taken, format: .dateTime.year().month(.wide))
                    .font(.caption)
                    .opacity(0.8)
            }
            .foregroundStyle(.white)
            .padding(.leading, contentMargins.leading)
            .padding(.bottom, contentMargins.bottom)
        }
        .clipShape(ContainerRelativeShape())
        .widgetURL(URL(string: "photos://memory/\(entry.memory.imageName)"))
        .containerBackground(for: .widget) {
            Color(uiColor: UIColor(named: "MemoryBackground") ?? .secondarySystemBackground)
        }
    }
}

struct PhotoMemoryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PhotoMemory", provider: MemoryProvider()) { entry in
            PhotoMemoryEntryView(entry: entry)
        }
        .configurationDisplayName("Memories")
        .description("A photo from this time in years past.")
        .supportedFamilies([.systemSmall, .systemLarge])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    PhotoMemoryWidget()
} timeline: {
    MemoryEntry(date: .now, memory: MemoryProvider.memories[0])
    MemoryEntry(date: .now, memory: MemoryProvider.memories[1])
}
