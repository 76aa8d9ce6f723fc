import Foundation
import Testing

/// `tintype validate`: good archives pass, bad ones exit 2 naming the file and the JSON path.
@Suite struct ValidateCommandTests {
  private func write(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "validate-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url.path
  }

  private func archive(text: String) -> String {
    """
    {"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "views": {"systemSmall":
       {"type": "VStack", "children": [{"type": "Image", "name": "cover"}, \(text)]}}}]}
    """
  }

  @Test func aGoodArchiveExitsZero() throws {
    let path = try write(
      archive(text: #"{"type": "Text", "verbatim": "Hi", "modifiers": [{"font": {"size": 12}}]}"#))
    // The archive's Image("cover") is looked for beside it, as render looks for it.
    let cover = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("cover@3x.png")
    try Data([0]).write(to: cover)
    defer { try? FileManager.default.removeItem(at: cover) }
    let run = try TintypeExecutable.run(["validate", path])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("ok"))
  }

  @Test func aBadValueExitsTwoWithTheJSONPath() throws {
    let path = try write(
      archive(text: #"{"type": "Text", "verbatim": "Hi", "modifiers": [{"font": {"size": -4}}]}"#))
    let run = try TintypeExecutable.run(["validate", path])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "tintype: \(path): entries[0].views.systemSmall.children[1].modifiers[0].font.size: expected a number ≥ 1 and ≤ 1000, got -4\n"
    )
  }

  @Test func malformedJSONGivesLineAndColumn() throws {
    let path = try write("{\"format\": \"tintype-archive\",\n  \"version\": 1,,\n}")
    let run = try TintypeExecutable.run(["validate", path])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("tintype: \(path):2:16: invalid JSON"))
  }

  @Test func aMissingAssetIsNamedWithItsPath() throws {
    let path = try write(archive(text: #"{"type": "Text", "verbatim": "Hi"}"#))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let run = try TintypeExecutable.run(["validate", path, "--assets", folder.path])
    #expect(run.status == 2)
    #expect(
      run.standardError.contains("entries[0].views.systemSmall.children[0].name: no image \"cover\""))
  }

  @Test func aMissingFileExitsTwo() throws {
    let run = try TintypeExecutable.run(["validate", "/nonexistent/archive.json"])
    #expect(run.status == 2)
    #expect(run.standardError == "tintype: /nonexistent/archive.json: no such file\n")
  }

  @Test(arguments: ["validate", "render", "layout", "gallery"])
  func anAssetsFolderThatDoesNotExistIsAUsageError(_ command: String) throws {
    // Not an empty search path: every image would be "missing" for a reason nobody could see.
    let path = try write(archive(text: #"{"type": "Text", "verbatim": "Hi"}"#))
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
    var arguments = [command, path, "--assets", "/nonexistent/Assets"]
    if command == "render" || command == "gallery" { arguments += ["--out", out.path] }
    if command == "layout" { arguments += ["--family", "systemSmall"] }
    let run = try TintypeExecutable.run(arguments)
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("tintype: --assets /nonexistent/Assets: no such folder\n"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
