import SwiftUI
import WidgetKit
import AppIntents

struct DockEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Dock"
    static var defaultQuery = DockQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let all = [
        DockEntity(id: "kings-cross", name: "King's Cross"),
        DockEntity(id: "south-bank", name: "South Bank"),
        DockEntity(id: "hyde-park", name: "Hyde Park Corner"),
    ]
}

struct DockQuery: EntityQuery {
    func entities(for identifiers: [DockEntity.ID]) async throws -> [DockEntity] {
        DockEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [DockEntity] { DockEntity.all }

    func defaultResult() async -> DockEntity? { DockEntity.all.first }
}

struct SelectDockIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Dock"

    @Parameter(title: "Dock")
    var dock: DockEntity?
}

struct DockEntry: TimelineEntry {
    let date: Date
    let dock: DockEntity
    let bikes: Int
    let eBikes: Int
    let freeSlots: Int
}

struct DockProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DockEntry {
        DockEntry(date: .now, dock: DockEntity.all[0], bikes: 7, eBikes: 2, freeSlots: 11)
    }

    func snapshot(for configuration: SelectDockIntent, in context: Context) async -> DockEntry {
        DockEntry(date: .now, dock: configuration.dock ?? DockEntity.all[0], bikes: 4, eBikes: 1, freeSlots: 15)
    }

    func timeline(for configuration: SelectDockIntent, in context: Context) async -> Timeline<DockEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(10 * 60)))
    }
}

struct BikeDockEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: DockEntry

    var body: some View {
        Group {
            if family == .accessoryInline {
                ViewThatFits {
                    Label("\(entry.bikes) bikes · \(entry.eBikes) e-bikes at \(entry.dock.name)", systemImage: "bicycle")
                    Label("\(entry.bikes + entry.eBikes) bikes", systemImage: "bicycle")
                }
            } else {
                VStack(alignment: .leading, spacing: 6) {
                    Text(entry.dock.name).font(.headline).lineLimit(1)
                    HStack(spacing: 12) {
                        Label("\(entry.bikes)", systemImage: "bicycle")
                        Label("\(entry.eBikes)", systemImage: "bolt.fill")
                        Label("\(entry.freeSlots)", systemImage: "parkingsign")
                    }
                    .font(.title3.weight(.semibold))
                    Spacer(minLength: 0)
                    Text("Updated \(Text(entry.date, style: .time))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                .containerBackground(.red.opacity(0.1), for: .widget)
            }
        }
        .widgetURL(URL(string: "bikes://dock/\(entry.dock.id)"))
    }
}

struct BikeDockWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "BikeDock", intent: SelectDockIntent.self, provider: DockProvider()) { entry in
            BikeDockEntryView(entry: entry)
        }
        .configurationDisplayName("Bike Dock")
        .description("Bikes and free slots at a dock.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    BikeDockWidget()
} timeline: {
    DockEntry(date: .now, dock: DockEntity.all[1], bikes: 3, eBikes: 0, freeSlots: 20)
}
