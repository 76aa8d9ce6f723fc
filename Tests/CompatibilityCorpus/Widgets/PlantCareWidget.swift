import SwiftUI
import WidgetKit
import AppIntents

struct Plant: Identifiable, Hashable {
    let id: String
    let name: String
    let lastWatered: Date
    let intervalDays: Int

    var nextWatering: Date { lastWatered.addingTimeInterval(Double(intervalDays) * 86_400) }
    var isThirsty: Bool { nextWatering <= .now }
}

struct WaterPlantIntent: AppIntent {
    static var title: LocalizedStringResource = "Water Plant"
    static var isDiscoverable: Bool = false

    @Parameter(title: "Plant")
    var plantID: String

    init() {}
    init(plant: Plant) { self.plantID = plant.id }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.plants")?.set(Date(), forKey: "watered.\(plantID)")
        return .result()
    }
}

struct PlantEntry: TimelineEntry {
    let date: Date
    let plants: [Plant]
}

struct PlantProvider: TimelineProvider {
    static let plants = [
        Plant(id: "monstera", name: "Monstera", lastWatered: .now.addingTimeInterval(-8 * 86_400), intervalDays: 7),
        Plant(id: "fern", name: "Boston Fern", lastWatered: .now.addingTimeInterval(-86_400), intervalDays: 3),
        Plant(id: "cactus", name: "Cactus", lastWatered: .now.addingTimeInterval(-10 * 86_400), intervalDays: 21),
    ]

    func placeholder(in context: Context) -> PlantEntry { PlantEntry(date: .now, plants: Self.plants) }
    func getSnapshot(in context: Context, completion: @escaping (PlantEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlantEntry>) -> Void) {
        let soonest = Self.plants.map(\.nextWatering).filter { $0 > .now }.min() ?? .now.addingTimeInterval(86_400)
        completion(Timeline(entries: [PlantEntry(date: .now, plants: Self.plants)], policy: .after(soonest)))
    }
}

struct PlantCareEntryView: View {
    let entry: PlantEntry

    private var thirstyCount: Int { entry.plants.filter(\.isThirsty).count }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "leaf.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.green)
                    .font(.title2)
                    .symbolEffect(.bounce, value: thirstyCount)
                Text("\(thirstyCount)")
                    .font(.title2.bold())
                    .contentTransition(.numericText(countsDown: true))
                Text("need water").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(entry.plants) { plant in
                HStack {
                    VStack(alignment: .leading, spacing: 0) {
                        HStack(spacing: 4) {
                            Text(plant.name).font(.subheadline)
                            if plant.isThirsty {
                                Text("!")
                                    .font(.caption2.bold())
                                    .foregroundColor(.white)
                                    .padding(.horizontal, 4)
                                    .background(Color.red)
                                    .clipShape(Capsule())
                            }
                        }
                        Text(plant.nextWatering, style: .relative)
                            .font(.caption2)
                            .foregroundStyle(plant.isThirsty ? .red : .secondary)
                    }
                    Spacer()
                    Button(intent: WaterPlantIntent(plant: plant)) {
                        Image(systemName: "drop.fill")
                            .symbolRenderingMode(.hierarchical)
                    }
                    .tint(.blue)
                    .disabled(!plant.isThirsty)
                }
            }
        }
        .containerBackground(.green.opacity(0.08), for: .widget)
    }
}

struct PlantCareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PlantCare", provider: PlantProvider()) { entry in
            PlantCareEntryView(entry: entry)
        }
        .configurationDisplayName("Plant Care")
        .description("Water your plants on time.")
        .supportedFamilies([.systemMedium, .systemLarge])
        .disfavoredLocations([.standBy], for: [.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    PlantCareWidget()
} timelineProvider: {
    PlantProvider()
}
