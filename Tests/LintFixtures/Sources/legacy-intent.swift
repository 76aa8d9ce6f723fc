import Intents
import SwiftUI
import WidgetKit

// Planted: a new widget on the SiriKit intent path.
struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "City", intent: CityIntent.self, provider: CityProvider()) { entry in
            Text(entry.city).containerBackground(for: .widget) { Color.blue }
        }
    }
}
