import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypePreviews
import TintypeTesting
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A `GeometryReader` in a preview (`#Preview(as:) … timeline:`) gets what its stack leaves, and its
/// content sees that size — in every entry, each with its own layout — as it does in a direct render.
@Suite struct GeometryReaderPreviewTests {
  struct Entry: TimelineEntry {
    let date: Date
    var days: Int
    var note: String?
  }

  /// A header, bars drawn from the reader's size, and a footer that only some entries have.
  struct WeekView: View {
    var entry: Entry
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("This week").font(.headline)
        GeometryReader { proxy in
          HStack(alignment: .bottom, spacing: 4) {
            ForEach(0..<entry.days, id: \.self) { day in
              Color.blue.frame(
                width: (proxy.size.width - 4 * Double(entry.days - 1)) / Double(entry.days),
                height: proxy.size.height * Double(day + 1) / Double(entry.days))
            }
          }
        }
        if let note = entry.note { Text(note).font(.caption) }
      }
      .containerBackground(.white, for: .widget)
    }
  }

  struct Week: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "Week", provider: Provider()) { WeekView(entry: $0) }
        .supportedFamilies([.systemMedium])
    }
  }

  struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now, days: 7) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
      completion(Entry(date: .now, days: 7))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
      completion(Timeline(entries: [Entry(date: .now, days: 7)], policy: .never))
    }
  }

  /// Two entries: seven days with a footer of labels, five days without one.
  static let preview = PreviewCase.make("Week", as: .systemMedium, widget: { Week() }) {
    Entry(date: Date(timeIntervalSince1970: 0), days: 7, note: "M T W T F S S")
    Entry(date: Date(timeIntervalSince1970: 60), days: 5, note: nil)
  }

  @Test func eachEntrysReaderGetsItsShareAndItsBarsFit() async throws {
    let preview = Self.preview
    let previews = PreviewRenderer()
    let archive = try await previews.archive(preview)
    for (index, expectsFooter) in [(0, true), (1, false)] {
      let request = RenderRequest(family: .systemMedium, entryIndex: index)
      let tree = try previews.renderer.layout(try previews.renderer.resolve(archive, request)).tree
      let reader = try #require(tree.geometryReaderFrames[0])
      let texts = tree.records.filter { $0.type == "Text" && $0.layer == nil }.map(\.frame)
      let bars = tree.records.filter { $0.type == "Color" && $0.layer == nil }.map(\.frame)
      // The reader is what the stack leaves: below the header, above the footer or the content's end.
      let bottom = expectsFooter ? try #require(texts.last).y - 4 : tree.contentArea.maxY
      #expect(abs(reader.maxY - bottom) < 0.5, "entry \(index): \(reader), bottom \(bottom)")
      #expect(
        abs((bars.map(\.height).max() ?? 0) - reader.height) < 0.5, "entry \(index): the tallest bar fills it"
      )
      #expect(abs((bars.last?.maxX ?? 0) - reader.maxX) < 0.5, "entry \(index): the bars span its width")
      let overflowing = tree.records.filter(\.overflows)
      #expect(overflowing.isEmpty, "entry \(index) overflows: \(overflowing.map(\.path))")
    }
  }

  /// Both entries as the preview's goldens show them: the bars between the header and the footer,
  /// and, without a footer, down to the content's end.
  @Test func theEntriesLookRight() async throws {
    let preview = Self.preview
    let previews = PreviewRenderer()
    let archive = try await previews.archive(preview)
    for index in 0..<2 {
      let image = try previews.renderer.render(
        archive, request: RenderRequest(family: .systemMedium, entryIndex: index))
      let golden = GoldenFile(name: "geometry-reader-preview-\(index)", testFile: #filePath)
      if let message = golden.verify(image, comparison: ImageComparison(precision: 1, perceptualPrecision: 1))
      {
        Issue.record(Comment(rawValue: message))
      }
    }
  }
}
