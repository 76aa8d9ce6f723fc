import SwiftUI
import WidgetKit

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            // Planted: a closure action, which does nothing in a widget.
            Button("Add") { count += 1 }
        }
        .containerBackground(for: .widget) { Color.white }
    }
}
