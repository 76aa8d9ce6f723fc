import SwiftUI
import WidgetKit

struct QuoteEntry: TimelineEntry {
  let date: Date
  let pages: Int
}

struct QuoteProvider: TimelineProvider {
  func placeholder(in context: Context) -> QuoteEntry { QuoteEntry(date: .now, pages: 3) }
  func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
    completion(placeholder(in: context))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

/// "Call me Ishmael." with today's reading goal; its words come from Localizable.xcstrings.
struct QuoteView: View {
  let entry: QuoteEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 4) {
        Image("Bookmark")
          .resizable()
          .frame(width: 9, height: 12)
        Text("Today's goal")
          .font(.caption.weight(.semibold))
      }
      .foregroundStyle(Color.accentColor)
      Text("\(entry.pages) pages")
        .font(.title2.bold())
      Text("Call me Ishmael.")
        .font(.custom("Noto Serif", size: 14).italic())
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .containerBackground(Color("WidgetBackground"), for: .widget)
  }
}

struct QuoteWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "QuoteWidget", provider: QuoteProvider()) { entry in
      QuoteView(entry: entry)
    }
    .configurationDisplayName("Quote")
    .supportedFamilies([.systemSmall])
  }
}

/// A component on its own, at its own size.
struct PagesBadge: View {
  let pages: Int
  var body: some View {
    Text("\(pages) pages")
      .font(.caption.bold())
      .padding(.horizontal, 10)
      .padding(.vertical, 4)
      .background(Capsule().fill(Color("Brand")))
      .foregroundStyle(.white)
  }
}

// A helper only this file sees, as previews often use: the preview registry reaches it too.
extension PagesBadge {
  fileprivate static let firstPage = PagesBadge(pages: 1)
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
  PagesBadge.firstPage
}

struct QuoteWidget_Previews: PreviewProvider {
  static var previews: some View {
    QuoteView(entry: QuoteEntry(date: .now, pages: 1))
      .previewContext(WidgetPreviewContext(family: .systemSmall))
      .previewDisplayName("Quote")
  }
}
