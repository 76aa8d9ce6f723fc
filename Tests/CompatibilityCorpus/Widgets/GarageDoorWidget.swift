import AppIntents
import SwiftUI
import WidgetKit

// MARK: - Model

enum GarageDoorState: String, Codable {
    case open, closed, moving

    var title: String {
        switch self {
        case .open: return "Open"
        case .closed: return "Closed"
        case .moving: return "Moving…"
        }
    }

    var symbol: String {
        switch self {
        case .open: return "door.garage.open"
        case .closed: return "door.garage.closed"
        case .moving: return "arrow.up.arrow.down"
        }
    }
}

struct GarageDoorOpening: Identifiable, Codable {
    let id: String
    let name: String
    var state: GarageDoorState
    var changedAt: Date
}

enum GarageDoorStore {
    static let suite = UserDefaults(suiteName: "group.com.example.homestead")

    static func load() -> [GarageDoorOpening] {
        guard let data = suite?.data(forKey: "openings"),
              let openings = try? JSONDecoder().decode([GarageDoorOpening].self, from: data)
        else { return samples }
        return openings
    }

    static let samples: [GarageDoorOpening] = [
        GarageDoorOpening(id: "left", name: "Left bay", state: .closed, changedAt: Date(timeIntervalSince1970: 1_780_030_000)),
        GarageDoorOpening(id: "right", name: "Right bay", state: .open, changedAt: Date(timeIntervalSince1970: 1_780_041_500)),
        GarageDoorOpening(id: "gate", name: "Side gate", state: .closed, changedAt: Date(timeIntervalSince1970: 1_780_012_000)),
    ]
}

// MARK: - Intents

struct GarageDoorActuateIntent: AppIntent {
    static var title: LocalizedStringResource = "Open or Close Door"
    static var description = IntentDescription("Toggles a garage door or gate.")

    @Parameter(title: "Door ID")
    var doorID: String

    init() {}

    init(doorID: String) {
        self.doorID = doorID
    }

    func perform() async throws -> some IntentResult {
        var openings = GarageDoorStore.load()
        if let index = openings.firstIndex(where: { $0.id == doorID }) {
            openings[index].state = openings[index].state == .open ? .closed : .open
            openings[index].changedAt = .now
        }
        GarageDoorStore.suite?.set(try? JSONEncoder().encode(openings), forKey: "openings")
        return .result()
    }
}

struct GarageDoorCloseAllIntent: AppIntent {
    static var title: LocalizedStringResource = "Close Everything"

    func perform() async throws -> some IntentResult {
        let closed = GarageDoorStore.load().map { opening -> GarageDoorOpening in
            var copy = opening
            copy.state = .closed
            return copy
        }
        GarageDoorStore.suite?.set(try? JSONEncoder().encode(closed), forKey: "openings")
        return .result()
    }
}

// MARK: - Button styles

/// A tile that dims and shrinks while pressed; red when the door is open.
struct GarageDoorTileButtonStyle: ButtonStyle {
    var isOpen: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.weight(.semibold))
            .foregroundStyle(isOpen ? Color.white : Color.primary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(isOpen ? Color.red : Color(.secondarySystemFill))
            )
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

/// A capsule for the footer action; destructive buttons get a red outline.
struct GarageDoorCapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let tint: Color = configuration.role == .destructive ? .red : .accentColor
        configuration.label
            .font(.caption2.bold())
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(tint)
            .overlay(Capsule().stroke(tint, lineWidth: 1.5))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension ButtonStyle where Self == GarageDoorTileButtonStyle {
    static func garageTile(isOpen: Bool) -> GarageDoorTileButtonStyle {
        GarageDoorTileButtonStyle(isOpen: isOpen)
    }
}

extension ButtonStyle where Self == GarageDoorCapsuleButtonStyle {
    static var garageCapsule: GarageDoorCapsuleButtonStyle { GarageDoorCapsuleButtonStyle() }
}

// MARK: - Timeline

struct GarageDoorEntry: TimelineEntry {
    let date: Date
    let openings: [GarageDoorOpening]

    var openCount: Int { openings.filter { $0.state == .open }.count }
}

struct GarageDoorProvider: TimelineProvider {
    func placeholder(in context: Context) -> GarageDoorEntry {
        GarageDoorEntry(date: .now, openings: GarageDoorStore.samples)
    }

    func getSnapshot(in context: Context, completion: @escaping (GarageDoorEntry) -> Void) {
        completion(GarageDoorEntry(date: .now, openings: context.isPreview ? GarageDoorStore.samples : GarageDoorStore.load()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GarageDoorEntry>) -> Void) {
        let entry = GarageDoorEntry(date: .now, openings: GarageDoorStore.load())
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}

// MARK: - Views

struct GarageDoorEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: GarageDoorEntry

    private var visible: [GarageDoorOpening] {
        Array(entry.openings.prefix(family == .systemSmall ? 2 : 3))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(entry.openCount == 0 ? "All closed" : "\(entry.openCount) open")
                    .font(.headline)
                Spacer()
                if family != .systemSmall, entry.openCount > 0 {
                    Button(role: .destructive, intent: GarageDoorCloseAllIntent()) {
                        Label("Close all", systemImage: "lock.fill")
                    }
                    .buttonStyle(.garageCapsule)
                }
            }

            HStack(spacing: 8) {
                ForEach(visible) { opening in
                    Button(intent: GarageDoorActuateIntent(doorID: opening.id)) {
                        VStack(spacing: 4) {
                            Image(systemName: opening.state.symbol)
                                .font(.title2)
                            Text(opening.name)
                                .lineLimit(1)
                                .minimumScaleFactor(0.8)
                            Text(opening.changedAt, style: .relative)
                                .font(.caption2)
                                .opacity(0.7)
                        }
                        .padding(6)
                    }
                    .buttonStyle(.garageTile(isOpen: opening.state == .open))
                }
            }
        }
        .containerBackground(for: .widget) {
            Color(.systemBackground)
        }
    }
}

// MARK: - Widget

struct GarageDoorWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GarageDoor", provider: GarageDoorProvider()) { entry in
            GarageDoorEntryView(entry: entry)
        }
        .configurationDisplayName("Garage & Gates")
        .description("Open and close doors right from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    GarageDoorWidget()
} timeline: {
    GarageDoorEntry(date: Date(timeIntervalSince1970: 1_780_042_000), openings: GarageDoorStore.samples)
    GarageDoorEntry(
        date: Date(timeIntervalSince1970: 1_780_042_600),
        openings: GarageDoorStore.samples.map { opening in
            var closed = opening
            closed.state = .closed
            return closed
        }
    )
}
