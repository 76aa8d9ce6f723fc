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
