import SwiftUI
import WidgetKit
import AppIntents
import UIKit

enum Room: String, AppEnum {
    case livingRoom, kitchen, bedroom

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static var caseDisplayRepresentations: [Room: DisplayRepresentation] = [
        .livingRoom: DisplayRepresentation(title: "Living Room", image: .init(systemName: "sofa")),
        .kitchen: DisplayRepresentation(title: "Kitchen", image: .init(systemName: "fork.knife")),
        .bedroom: DisplayRepresentation(title: "Bedroom", image: .init(systemName: "bed.double")),
    ]
}

struct RoomSelectionIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Room"

    @Parameter(title: "Room", default: .livingRoom)
    var room: Room
}

struct SetDeviceIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Switch Device"

    @Parameter(title: "Device")
    var deviceID: String

    @Parameter(title: "On")
    var value: Bool

    init() {}
    init(deviceID: String) { self.deviceID = deviceID }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct RunSceneIntent: AppIntent {
    static var title: LocalizedStringResource = "Good Night"
    func perform() async throws -> some IntentResult { .result() }
}

struct HomeDevice: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let isOn: Bool
}

struct HomeEntry: TimelineEntry {
    let date: Date
    let room: Room
    let devices: [HomeDevice]
}

struct HomeProvider: AppIntentTimelineProvider {
    func devices(in room: Room) -> [HomeDevice] {
        [
            HomeDevice(id: "\(room.rawValue).lamp", name: "Lamp", symbol: "lamp.floor.fill", isOn: true),
            HomeDevice(id: "\(room.rawValue).fan", name: "Fan", symbol: "fan.fill", isOn: false),
            HomeDevice(id: "\(room.rawValue).speaker", name: "Speaker", symbol: "hifispeaker.fill", isOn: false),
        ]
    }

    func placeholder(in context: Context) -> HomeEntry {
        HomeEntry(date: .now, room: .livingRoom, devices: devices(in: .livingRoom))
    }

    func snapshot(for configuration: RoomSelectionIntent, in context: Context) async -> HomeEntry {
        HomeEntry(date: .now, room: configuration.room, devices: devices(in: configuration.room))
    }

    func timeline(for configuration: RoomSelectionIntent, in context: Context) async -> Timeline<HomeEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct SmartHomeEntryView: View {
    let entry: HomeEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(entry.room.rawValue == "livingRoom" ? "Living Room" : entry.room.rawValue.capitalized)
                    .font(.headline)
                Spacer()
                Button(intent: RunSceneIntent()) {
                    Image(systemName: "moon.stars.fill")
                        .symbolRenderingMode(.hierarchical)
                }
                .accessibilityLabel("Run Good Night scene")
            }
            ForEach(entry.devices) { device in
                Toggle(isOn: device.isOn, intent: SetDeviceIntent(deviceID: device.id)) {
                    Label {
                        Text(device.name)
                    } icon: {
                        Image(systemName: device.symbol)
                            .symbolEffect(.pulse, isActive: device.isOn)
                    }
                }
                .toggleStyle(.switch)
                .accessibilityElement(children: .combine)
                .accessibilityLabel(device.name)
                .accessibilityValue(device.isOn ? "On" : "Off")
            }
        }
        .containerBackground(Color(.systemBackground), for: .widget)
    }
}

struct SmartHomeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "SmartHomeWidget", intent: RoomSelectionIntent.self, provider: HomeProvider()) { entry in
            SmartHomeEntryView(entry: entry)
        }
        .configurationDisplayName("Room Controls")
        .description("Switch devices in a room.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    SmartHomeWidget()
} timeline: {
    HomeEntry(date: .now, room: .kitchen, devices: HomeProvider().devices(in: .kitchen))
}
