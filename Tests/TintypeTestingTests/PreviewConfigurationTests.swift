import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypePreviews
import TintypeUI

/// The previews package's `tintype.json`: what is golden-tested (previews, the bundle's widgets,
/// skipped names and patterns, modes, schemes) and which warnings fail; a malformed file is an error
/// naming it and the JSON path; `swift run previews` applies its policy with `--strict` and `--allow`.
@Suite struct PreviewConfigurationTests {
  struct Tile: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "Tile", provider: Provider()) { _ in Text("Tile") }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
  }
  struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
      completion(SimpleEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
      completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
    }
  }
  struct SimpleEntry: TimelineEntry { let date: Date }

  private func write(_ json: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tintype-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url
  }

  private let cases =
    [PreviewCase.make("Small") { Text("S") }, PreviewCase.make("Large") { Text("L") }]
    + PreviewCase.widget(Tile.self)

  @Test func noFileMeansEverythingAndTheStandardPolicy() throws {
    let configuration = try PreviewConfiguration.read(from: URL(fileURLWithPath: "/nonexistent/tintype.json"))
    #expect(
      configuration.goldens(cases).map(\.name) == ["Small", "Large", "Tile-systemSmall", "Tile-systemMedium"])
    #expect(configuration.warnings == .standard)
  }

  @Test func theFileChoosesWhatIsGoldenTested() async throws {
    let url = try write(
      #"{"goldens": {"widgets": false, "skip": ["Lar*"], "modes": ["accented"], "schemes": ["dark"]}}"#)
    defer { try? FileManager.default.removeItem(at: url) }
    let configuration = try PreviewConfiguration.read(from: url)
    #expect(configuration.goldens(cases).map(\.name) == ["Small"])
    let noPreviews = try write(#"{"goldens": {"previews": false, "skip": ["Tile-systemMedium"]}}"#)
    defer { try? FileManager.default.removeItem(at: noPreviews) }
    #expect(
      try PreviewConfiguration.read(from: noPreviews).goldens(cases).map(\.name) == ["Tile-systemSmall"])

    // Modes and schemes limit a widget case's renders.
    let renderer = PreviewRenderer(configuration: configuration)
    let tile = try #require(PreviewCase.widget(Tile.self).first)
    let archive = try await renderer.archive(tile)
    let names = renderer.requests(tile, archive: archive).map(\.name)
    #expect(!names.isEmpty)
    #expect(names.allSatisfy { $0.hasPrefix("systemSmall-accented-dark-") }, "\(names)")
  }

  @Test func theFileSetsTheWarningPolicy() throws {
    let url = try write(#"{"warnings": {"strict": true, "allow": ["symbol-stand-in"]}}"#)
    defer { try? FileManager.default.removeItem(at: url) }
    let policy = try PreviewConfiguration.read(from: url).warnings
    #expect(policy.outcome(of: .truncatedText) == .fails)
    #expect(policy.outcome(of: .symbolStandIn) == .acknowledged)
  }

  @Test(arguments: [
    (
      #"{"warnings": {"allow": ["symbol-standin"]}}"#, "warnings.allow[0]",
      "no warning kind \"symbol-standin\""
    ),
    (#"{"goldens": {"previews": "yes"}}"#, "goldens.previews", "expected"),
    (#"{"golden": {}}"#, "golden", "unknown key"),
    (#"{"goldens": {"modes": ["tinted"]}}"#, "goldens.modes[0]", "tinted"),
    (#"{"symbols": ["no-such-folder"]}"#, "symbols[0]", "no symbols folder"),
    ("{", "", ".json:1:2: invalid JSON"),
  ])
  func aMalformedFileNamesItselfAndThePath(json: String, path: String, message: String) throws {
    let url = try write(json)
    defer { try? FileManager.default.removeItem(at: url) }
    let error = #expect(throws: ArchiveError.self) { try PreviewConfiguration.read(from: url) }
    #expect(error?.file == url.path)
    if !path.isEmpty {
      #expect(error?.path.description.contains(path) == true, "\(String(describing: error))")
    }
    #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
  }

  @Test func thePreviewsToolFailsAMissingAssetUnlessAllowed() async throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let droplets = [PreviewCase.make("Droplets") { Image("droplets") }]
    #expect(await PreviewsCommand.run(droplets, arguments: ["--out", out.path], environment: [:]) == 1)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    #expect(
      await PreviewsCommand.run(
        droplets, arguments: ["--out", out.path, "--allow", "missing-asset"], environment: [:])
        == 0)
    #expect(
      await PreviewsCommand.run(
        droplets, arguments: ["--out", out.path], environment: ["TINTYPE_ALLOW": "missing-asset"])
        == 0)
    #expect(
      await PreviewsCommand.run(
        droplets, arguments: ["--out", out.path, "--allow", "bogus"], environment: [:]) == 2)
    let text = [PreviewCase.make("Plain") { Text("Plain") }]
    #expect(
      await PreviewsCommand.run(text, arguments: ["--out", out.path, "--strict"], environment: [:]) == 0)
    let flame = [PreviewCase.make("Flame") { Image(systemName: "flame.fill") }]
    #expect(await PreviewsCommand.run(flame, arguments: ["--out", out.path], environment: [:]) == 0)
    #expect(
      await PreviewsCommand.run(flame, arguments: ["--out", out.path, "--strict"], environment: [:]) == 1)
    #expect(
      await PreviewsCommand.run(
        flame, arguments: ["--out", out.path, "--strict", "--allow", "symbol-stand-in"], environment: [:])
        == 0)
  }

  @Test func exportedSymbolsNamedByTheFileAreDrawnByThePreviews() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let symbols = folder.appendingPathComponent("SF Symbols")
    try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
    // The box template the tests share (Tests/Fixtures), exported under the symbol's name.
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/box-symbol.svg")
    try FileManager.default.copyItem(at: fixture, to: symbols.appendingPathComponent("flame.fill.svg"))
    let file = folder.appendingPathComponent("tintype.json")
    try Data(#"{"symbols": ["SF Symbols"]}"#.utf8).write(to: file)
    #expect(try PreviewConfiguration.read(from: file).symbols.map(\.lastPathComponent) == ["SF Symbols"])
    // Strict fails a stand-in: with the exported symbol there is none.
    let out = folder.appendingPathComponent("out")
    let flame = [PreviewCase.make("Flame") { Image(systemName: "flame.fill") }]
    #expect(
      await PreviewsCommand.run(flame, arguments: ["--out", out.path, "--strict"], environment: [:]) == 1)
    #expect(
      await PreviewsCommand.run(
        flame, arguments: ["--out", out.path, "--strict"], configuration: file, environment: [:]) == 0)
  }
}
