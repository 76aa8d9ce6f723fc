import Foundation
import Testing
import Tintype
import TintypePreviews
import TintypeUI
import TintypeViewRendering

/// A placeholder entry that draws nothing but its background is an `empty-placeholder` warning:
/// WidgetKit shows the placeholder while the widget loads and in the gallery, so an empty one is a
/// blank widget on a person's Home Screen. Only placeholders are checked: an empty timeline entry
/// may be on purpose.
@Suite struct EmptyPlaceholderTests {
  struct Entry: TimelineEntry {
    let date: Date
    var title: String?
  }

  /// Shows its title only when the entry has one; its placeholder may or may not.
  struct Provider: TimelineProvider {
    var placeholderTitle: String?
    func placeholder(in context: Context) -> Entry { Entry(date: .now, title: placeholderTitle) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
      completion(Entry(date: .now, title: "Snapshot"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
      completion(Timeline(entries: [Entry(date: .now, title: nil)], policy: .never))
    }
  }

  struct View_: View {
    var entry: Entry
    var body: some View {
      VStack {
        if let title = entry.title { Text(title) }
      }
      .containerBackground(.blue.gradient, for: .widget)
    }
  }

  struct Loading: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "Loading", provider: Provider(placeholderTitle: nil)) { View_(entry: $0) }
        .supportedFamilies([.systemSmall])
    }
  }

  struct Sampled: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "Sampled", provider: Provider(placeholderTitle: "Reading")) {
        View_(entry: $0)
      }
      .supportedFamilies([.systemSmall])
    }
  }

  /// The kinds of warning each entry of a widget's review case has (placeholder, snapshot, timeline).
  private func emptyPlaceholders<W: Widget>(_ widget: W.Type) async throws -> [[RenderWarning]] {
    let previews = PreviewRenderer()
    let widgetCase = try #require(PreviewCase.widget(W.self).first)
    let archive = try await previews.archive(widgetCase)
    return try archive.entries.indices.map { index in
      let request = RenderRequest(family: .systemSmall, scale: 1, entryIndex: index)
      return try previews.renderer.render(archive, request: request).warnings.filter {
        $0.kind == .emptyPlaceholder
      }
    }
  }

  @Test func aPlaceholderThatDrawsNothingSaysSoAndOneWithDataDoesNot() async throws {
    let loading = try await emptyPlaceholders(Loading.self)
    #expect(
      loading.map(\.count) == [1, 0, 0], "only the placeholder (entry 0); the empty timeline entry is not one"
    )
    let warning = try #require(loading.first?.first)
    #expect(warning.path == "entries[0].views.systemSmall")
    #expect(warning.message.contains("placeholder(in:)"))
    #expect(try await emptyPlaceholders(Sampled.self).map(\.count) == [0, 0, 0])
  }

  @Test func aRedactedViewOfShapesAndTextIsNotEmpty() throws {
    let renderer = WidgetRenderer()
    let request = RenderRequest(family: .systemSmall, scale: 1)
    func empty(_ view: some View) throws -> Bool {
      try renderer.render(ViewArchive(view, family: .systemSmall), request: request).warnings.contains {
        $0.kind == .emptyPlaceholder
      }
    }
    #expect(try empty(Color.clear.redacted(reason: .placeholder)))
    #expect(try empty(VStack { Spacer() }.padding().redacted(reason: .placeholder)))
    #expect(try !empty(Circle().fill(.red).redacted(reason: .placeholder)))
    #expect(try !empty(Text("Loading").redacted(reason: .placeholder)))
    // Not a placeholder: nothing to say, however empty.
    #expect(try !empty(Color.clear))
  }
}
