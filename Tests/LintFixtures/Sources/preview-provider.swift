import SwiftUI
import WidgetKit

struct NoteView: View {
    var body: some View {
        Text("Note").containerBackground(for: .widget) { Color.white }
    }
}

// Planted: the older preview form.
struct NoteView_Previews: PreviewProvider {
    static var previews: some View {
        NoteView().previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
