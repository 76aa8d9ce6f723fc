import Foundation
import Testing
import TintypeUI

// Intents as App Intents code declares them: required, optional and defaulted parameters, and an
// entity parameter.

private struct Playlist: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
  static let defaultQuery = PlaylistQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct PlaylistQuery: EntityQuery {
  func entities(for identifiers: [Playlist.ID]) async throws -> [Playlist] { identifiers.map(Playlist.init) }
}

private struct PlayIntent: AppIntent {
  static let title: LocalizedStringResource = "Play"

  @Parameter(title: "Playlist")
  var playlist: Playlist

  @Parameter(title: "Shuffle", default: false)
  var shuffle: Bool

  @Parameter(title: "Start at")
  var track: Int?

  init() {}

  init(playlist: Playlist, track: Int? = nil) {
    self.playlist = playlist
    self.track = track
  }
}

@Suite struct IntentParameterTests {
  func parameters<I: AppIntent>(_ intent: I) throws -> JSONObject {
    let archive = ViewArchive(Button("Play", intent: intent), family: .systemSmall)
    #expect(try archive.roundTripped() == archive)
    guard case .button(let button) = try archive.onlyView(.systemSmall).content else {
      Issue.record("expected a Button")
      return JSONObject()
    }
    #expect(button.intent?.type == String(describing: I.self))
    return button.intent?.parameters ?? JSONObject()
  }

  @Test func entitiesAreRecordedByIdentifier() throws {
    let recorded = try parameters(PlayIntent(playlist: Playlist(id: "road-trip"), track: 3))
    #expect(recorded == JSONObject([("playlist", "road-trip"), ("shuffle", false), ("track", 3)]))
  }

  @Test func optionalParametersStartEmpty() throws {
    #expect(PlayIntent().track == nil)
    let recorded = try parameters(PlayIntent(playlist: Playlist(id: "focus")))
    #expect(recorded["track"] == .null)
  }

  @Test func requiredParametersLeftUnsetAreRecordedAsNull() throws {
    #expect(try parameters(PlayIntent())["playlist"] == .null)
  }

  @Test func queriesSuggestNothingAndHaveNoDefaultUnlessTheySaySo() async throws {
    #expect(try await PlaylistQuery().suggestedEntities().isEmpty)
    #expect(await PlaylistQuery().defaultResult() == nil)
  }
}

// A configurable widget whose intent has an entity parameter with a query default, one without, and a
// parameter with its own default: what a newly added widget sees.

private struct Station: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let defaultQuery = StationQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct StationQuery: EntityQuery {
  func entities(for identifiers: [Station.ID]) async throws -> [Station] { identifiers.map(Station.init) }
  func defaultResult() async -> Station? { Station(id: "nearest") }
}

private struct DeparturesIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Departures"

  @Parameter(title: "From")
  var from: Station?

  @Parameter(title: "To")
  var to: Station

  @Parameter(title: "Via")
  var via: Playlist?

  @Parameter(title: "Rows", default: 3)
  var rows: Int
}

private struct Departures: TimelineEntry {
  let date = Date(timeIntervalSince1970: 1_780_000_000)
  let summary: String
}

private struct DeparturesProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> Departures { Departures(summary: "") }
  func snapshot(for configuration: DeparturesIntent, in context: Context) async -> Departures {
    entry(configuration)
  }
  func timeline(for configuration: DeparturesIntent, in context: Context) async -> Timeline<Departures> {
    Timeline(entries: [entry(configuration)], policy: .never)
  }
  private func entry(_ configuration: DeparturesIntent) -> Departures {
    Departures(
      summary:
        "\(configuration.from?.id ?? "none") \(configuration.to.id) \(configuration.via?.id ?? "none") "
        + "\(configuration.rows)")
  }
}

private struct DeparturesWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "Departures", intent: DeparturesIntent.self, provider: DeparturesProvider())
    {
      Text($0.summary)
    }
  }
}

@Test func aNewlyAddedWidgetsEntityParametersTakeTheirQueriesDefaults() async throws {
  let archive = try await ViewArchive(widget: DeparturesWidget(), families: [.systemSmall])
  let view = try #require(archive.entries.first?.views[.systemSmall])
  // Both Station parameters take the query's default; the playlist query has none; rows keeps 3.
  #expect(view.verbatimTexts == ["nearest nearest none 3"])
}

@Test func copiesOfAnIntentShareTheirParametersAsInAppIntents() {
  let intent = PlayIntent(playlist: Playlist(id: "focus"))
  let copy = intent
  copy.track = 7
  #expect(intent.track == 7)
}

private enum ShelfOrder: String, AppEnum {
  case title, author
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Order" }
  static var caseDisplayRepresentations: [ShelfOrder: DisplayRepresentation] {
    [.title: "Title", .author: "Author"]
  }
}

private struct SortShelf: AppIntent {
  static var title: LocalizedStringResource { "Sort" }
  @Parameter(title: "Order") var order: ShelfOrder
  init() {}
  init(order: ShelfOrder) { self.order = order }
  func perform() async throws -> some IntentResult { .result() }
}

@Test func anEnumParameterIsArchivedAsItsRawValue() throws {
  let archive = ViewArchive(Button(intent: SortShelf(order: .author)) { Text("Sort") }, family: .systemSmall)
  let json = String(decoding: archive.jsonData(), as: UTF8.self)
  #expect(json.contains("\"order\" : \"author\"") || json.contains("\"order\": \"author\""), "\(json)")
}

/// `static var parameterSummary` in an intent compiles as App Intents has it, its key paths rooted in
/// the intent itself.
@Test func aParameterSummaryNamesTheIntentsParameters() {
  struct ShowIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Show"
    @Parameter(title: "Count", default: 3) var count: Int
    static var parameterSummary: some ParameterSummary { Summary("Show \(\.$count) items") }
  }
  let summary = ShowIntent.parameterSummary as? IntentParameterSummary<ShowIntent>
  #expect(summary?.text == "Show Count items")
}
