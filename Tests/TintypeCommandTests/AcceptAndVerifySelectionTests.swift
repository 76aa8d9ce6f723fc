import Foundation
import Testing

/// `verify` compares goldens only — a gallery's by-products (named in its `gallery.json`) and
/// paths outside `--include` or inside `--exclude` are not compared — and `accept` applies an
/// approvals file: every approval is checked first, the fingerprint moves only when every change was
/// accepted, a removal can be accepted, `--dry-run` writes nothing, and a bad file is named with its
/// JSON path and exit 2.
@Suite struct AcceptAndVerifySelectionTests {
  private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

  /// expected/W/{a,b}.png and actual/W/{a,b}.png, a changed and b the same; actual also has c (extra).
  private func folders() throws -> (root: URL, expected: URL, actual: URL) {
    let fm = FileManager.default
    let root = fm.temporaryDirectory.appendingPathComponent("accept-\(UUID().uuidString)")
    let expected = root.appendingPathComponent("expected")
    let actual = root.appendingPathComponent("actual")
    for folder in [expected, actual] {
      try fm.createDirectory(at: folder.appendingPathComponent("W"), withIntermediateDirectories: true)
    }
    try fm.copyItem(
      at: goldens.appendingPathComponent("shapes.png"), to: expected.appendingPathComponent("W/a.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("grid.png"), to: actual.appendingPathComponent("W/a.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("blur.png"), to: expected.appendingPathComponent("W/b.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("blur.png"), to: actual.appendingPathComponent("W/b.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("strokes.png"), to: actual.appendingPathComponent("W/c.png"))
    return (root, expected, actual)
  }

  @Test func verifyComparesOnlyWhatIsIncludedAndNotAGallerysByProducts() throws {
    let (root, expected, actual) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let all = try TintypeExecutable.run(["verify", expected.path, actual.path])
    #expect(all.standardOutput.hasSuffix("1 same, 1 changed, 0 missing, 1 extra\n"), "\(all.standardOutput)")
    let included = try TintypeExecutable.run(["verify", expected.path, actual.path, "--include", "*/b.png"])
    #expect(included.status == 0)
    #expect(
      included.standardOutput.hasSuffix("1 same, 0 changed, 0 missing, 0 extra\n"),
      "\(included.standardOutput)")
    let excluded = try TintypeExecutable.run([
      "verify", expected.path, actual.path, "--exclude", "W/a.png", "--exclude", "*/c.png",
    ])
    #expect(excluded.status == 0, "\(excluded.standardOutput)")
    // A gallery's manifest names its renders: c.png is a by-product there, not an extra golden.
    try Data(#"{"renders": ["W/a.png", "W/b.png"], "fingerprint": {}}"#.utf8).write(
      to: actual.appendingPathComponent("gallery.json"))
    let gallery = try TintypeExecutable.run(["verify", expected.path, actual.path])
    #expect(
      gallery.standardOutput.hasSuffix(
        "1 same, 1 changed, 0 missing, 0 extra (1 gallery by-products not compared: contact sheets, context shots, copied images)\n"
      ), "\(gallery.standardOutput)")
    try Data("{".utf8).write(to: actual.appendingPathComponent("gallery.json"))
    let broken = try TintypeExecutable.run(["verify", expected.path, actual.path])
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("gallery.json"), "\(broken.standardError)")
  }

  /// The approvals file a report makes when every change is accepted.
  private func approvals(_ expected: URL, _ actual: URL, unaccepted: Int = 0) throws -> URL {
    let report = expected.deletingLastPathComponent().appendingPathComponent("report")
    _ = try TintypeExecutable.run(["verify", expected.path, actual.path, "--report", report.path])
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    let digest = try #require(
      html.firstMatch(of: /data-path="W\/a.png" data-status="changed" data-sha256="([0-9a-f]{64})"/))
    let text = """
      {"format": "tintype-approvals", "version": 1, "expected": "\(expected.path)", "actual": "\(actual.path)",
       "accept": [{"path": "W/a.png", "status": "changed", "sha256": "\(digest.1)"},
                  {"path": "W/gone.png", "status": "missing"}],
       "unaccepted": \(unaccepted),
       "fingerprint": {"fonts": "new", "archiveSchema": 1, "deviceCatalog": "new"}}
      """
    let file = expected.deletingLastPathComponent().appendingPathComponent("approvals.json")
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test func acceptCopiesTheApprovedImagesRemovesAcceptedRemovalsAndMovesTheFingerprint() throws {
    let (root, expected, actual) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let fm = FileManager.default
    try fm.copyItem(
      at: goldens.appendingPathComponent("blur.png"), to: expected.appendingPathComponent("W/gone.png"))
    try Data(#"{"fonts": "old"}"#.utf8).write(to: expected.appendingPathComponent("goldens.json"))
    let file = try approvals(expected, actual)

    let dry = try TintypeExecutable.run(["accept", file.path, "--dry-run"])
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput.contains("would update \(expected.path)/W/a.png"), "\(dry.standardOutput)")
    #expect(
      try Data(contentsOf: expected.appendingPathComponent("W/a.png"))
        == Data(contentsOf: goldens.appendingPathComponent("shapes.png")))
    #expect(fm.fileExists(atPath: expected.appendingPathComponent("W/gone.png").path))

    let run = try TintypeExecutable.run(["accept", file.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      try Data(contentsOf: expected.appendingPathComponent("W/a.png"))
        == Data(contentsOf: actual.appendingPathComponent("W/a.png")))
    #expect(!fm.fileExists(atPath: expected.appendingPathComponent("W/gone.png").path))
    let fingerprint = try String(contentsOf: expected.appendingPathComponent("goldens.json"), encoding: .utf8)
    #expect(fingerprint.contains("\"fonts\": \"new\""), "\(fingerprint)")
  }

  @Test(arguments: [
    (
      #"{"format": "tintype-approvals", "version": 1, "expected": "E", "actual": "A", "accept": [{"path": "../x.png", "status": "changed", "sha256": "0"}]}"#,
      "accept[0].path", "not a PNG path inside the compared folders"
    ),
    (
      #"{"format": "tintype-approvals", "version": 1, "expected": "E", "actual": "A", "accept": [{"path": "x.png", "status": "changed"}]}"#,
      "accept[0]", "needs its \"sha256\""
    ),
    (
      #"{"format": "tintype-approvals", "version": 1, "expected": "E", "actual": "A", "accept": [{"path": "x.png", "status": "same", "sha256": "0"}]}"#,
      "accept[0].status", "expected \"changed\", \"extra\" or \"missing\""
    ),
    (#"{"format": "approvals", "version": 1}"#, "format", "tintype-approvals"),
    (
      #"{"format": "tintype-approvals", "version": 1, "expected": "E", "actual": "A", "accept": [], "extra": 1}"#,
      "extra", "unknown key"
    ),
  ])
  func aBadApprovalsFileIsNamedWithItsPath(json: String, path: String, message: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "approvals-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try TintypeExecutable.run(["accept", file.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains(file.path), "\(run.standardError)")
    #expect(run.standardError.contains(path), "\(run.standardError)")
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }
}
