import Foundation
import Testing
import TintypeUI

/// Spellings real widget code still uses: the deprecated `mask(_:)`, `preferredColorScheme(_:)` on
/// previews, `Text(_: LocalizedStringResource)`, and the watch's `recommendations()`.
@Suite struct OlderAndWatchSpellingsTests {
  func node(_ view: some View) throws -> ViewNode {
    let archive = ViewArchive(view, family: .systemSmall)
    #expect(try archive.roundTripped() == archive)
    return try archive.onlyView(.systemSmall)
  }

  @Test func theDeprecatedMaskIsTheClosureMask() throws {
    @available(*, deprecated)
    func older() -> some View { Color.red.mask(Text("A").font(.largeTitle)) }
    #expect(try node(older()) == (try node(Color.red.mask { Text("A").font(.largeTitle) })))
  }

  @Test func aPreferredColorSchemeIsTheViewsColorScheme() throws {
    #expect(
      try node(Text("Dark").preferredColorScheme(.dark))
        == (try node(Text("Dark").environment(\.colorScheme, .dark))))
    #expect(try node(Text("Same").preferredColorScheme(nil)) == (try node(Text("Same"))))
  }

  @Test func aTextOfAResourceReadsItsString() throws {
    let resource: LocalizedStringResource = "Reading goal"
    #expect(try node(Text(resource)).verbatimTexts == ["Reading goal"])
  }

  @Test func recommendationsAreNoneUnlessTheProviderListsThem() async {
    #expect(PlainProvider().recommendations().isEmpty)
    let listed = ListingProvider().recommendations()
    #expect(listed.map(\.intent.shelf) == ["Fiction", "Poetry"])
  }
}

private struct ShelfIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Shelf"
  @Parameter(title: "Shelf", default: "Fiction") var shelf: String
  init() {}
  init(shelf: String) { self.shelf = shelf }
}

private struct ShelfEntry: TimelineEntry {
  let date = Date(timeIntervalSince1970: 1_780_000_000)
}

private struct PlainProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> ShelfEntry { ShelfEntry() }
  func snapshot(for configuration: ShelfIntent, in context: Context) async -> ShelfEntry { ShelfEntry() }
  func timeline(for configuration: ShelfIntent, in context: Context) async -> Timeline<ShelfEntry> {
    Timeline(entries: [ShelfEntry()], policy: .never)
  }
}

private struct ListingProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> ShelfEntry { ShelfEntry() }
  func snapshot(for configuration: ShelfIntent, in context: Context) async -> ShelfEntry { ShelfEntry() }
  func timeline(for configuration: ShelfIntent, in context: Context) async -> Timeline<ShelfEntry> {
    Timeline(entries: [ShelfEntry()], policy: .never)
  }
  func recommendations() -> [AppIntentRecommendation<ShelfIntent>] {
    [
      AppIntentRecommendation(intent: ShelfIntent(shelf: "Fiction"), description: "Fiction"),
      AppIntentRecommendation(intent: ShelfIntent(shelf: "Poetry"), description: Text("Poetry")),
    ]
  }
}
