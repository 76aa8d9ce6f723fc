import SwiftUI
import WidgetKit

struct TapView: View {
    var body: some View {
        Text("Open")
            // Planted: onTapGesture, which does nothing in a widget.
            .onTapGesture { print("tapped") }
            .containerBackground(for: .widget) { Color.white }
    }
}
