import Foundation
import Testing
import TintypeArchive

/// `tintype lint`: findings by widget as text or JSON, exit 1 on errors, 0 without, 2 for bad input.
@Suite struct LintCommandTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A widget whose label is pale grey on white in every mode's full-colour look: a contrast error.
  let faint = """
    {"format": "tintype-archive", "version": 1, "kind": "Faint", "families": ["systemSmall"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view":
       {"type": "Text", "verbatim": "Pale label", "modifiers": [{"foregroundStyle": "#C0C0C0"}, {"widgetAccentable": true},
        {"containerBackground": {"style": "#FFFFFF"}}]}}]}
    """

  func write(_ json: String, named name: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: file)
    return file.path
  }

  @Test func errorsExitOneAndAreReportedByWidget() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let run = try TintypeExecutable.run(["lint", file, "--mode", "fullColor", "--scheme", "light"])
    #expect(run.status == 1, "\(run.standardError)")
    #expect(run.standardOutput.contains("Faint (\(file)): 1 render\n"))
    #expect(run.standardOutput.contains("error: text-contrast at entries[*].view\n"))
    #expect(run.standardOutput.contains("1 error, 0 warnings, 0 notes in 1 widget (1 render)"))
  }

  @Test func jsonListsEveryFindingWithItsRender() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let run = try TintypeExecutable.run(["lint", file, "--format", "json", "--scheme", "light"])
    #expect(run.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let widgets = try #require(json["widgets"] as? [[String: Any]])
    let findings = try #require(widgets.first?["findings"] as? [[String: Any]])
    let contrast = findings.filter { $0["rule"] as? String == "text-contrast" }
    #expect(!contrast.isEmpty)
    let render = try #require(contrast.first?["render"] as? [String: Any])
    #expect(render["family"] as? String == "systemSmall" && render["scheme"] as? String == "light")
    #expect(contrast.first?["frame"] is [String: Any])
    #expect((json["summary"] as? [String: Any])?["errors"] as? Int ?? 0 >= 1)
  }

  @Test func badInputExitsTwo() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    #expect(try TintypeExecutable.run(["lint", file, "--format", "xml"]).status == 2)
    let broken = try write("{\"format\": \"tintype-archive\"", named: "broken.json", in: dir)
    let run = try TintypeExecutable.run(["lint", broken])
    #expect(run.status == 2)
    #expect(run.standardError.contains("broken.json"))
  }
}
