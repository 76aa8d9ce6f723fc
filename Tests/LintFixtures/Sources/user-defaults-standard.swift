import SwiftUI
import WidgetKit

struct StepsView: View {
    var body: some View {
        // Planted: the extension's own defaults, not the app's.
        Text("\(UserDefaults.standard.integer(forKey: "steps")) steps")
            .containerBackground(for: .widget) { Color.green }
    }
}
