import SwiftUI
import WidgetKit

struct MoodEntry: TimelineEntry {
    let date: Date
    let mood: String
}

struct MoodView: View {
    let entry: MoodEntry
    var body: some View {
        // One layout for every family: the large one shows the small one, scaled up.
        Text(entry.mood)
            .font(.largeTitle)
            .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Mood", provider: MoodProvider()) { MoodView(entry: $0) }
            // Planted: three families, none laid out differently.
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
