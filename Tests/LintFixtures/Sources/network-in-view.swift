import SwiftUI
import WidgetKit

struct CoverView: View {
    let url: URL
    var body: some View {
        // Planted: AsyncImage never loads in a widget.
        AsyncImage(url: url)
            .containerBackground(for: .widget) { Color.black }
    }
}
