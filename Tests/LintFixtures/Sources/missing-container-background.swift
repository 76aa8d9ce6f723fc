import SwiftUI
import WidgetKit

struct PlainView: View {
    var body: some View {
        // Planted: no containerBackground anywhere in the extension.
        Text("Hello").padding().background(Color.yellow)
    }
}

struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Plain", provider: PlainProvider()) { _ in PlainView() }
    }
}
