import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tintype verify`: folders of PNGs compared by relative path, with missing, extra and changed
/// images reported, exit 1 on any, and JUnit XML a JUnit parser reads.
@Suite struct VerifyCommandTests {
  private func folders() throws -> (URL, URL, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
    let expected = root.appendingPathComponent("expected")
    let actual = root.appendingPathComponent("actual")
    for folder in [expected, actual] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("widget"), withIntermediateDirectories: true)
    }
    return (root, expected, actual)
  }

  private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Goldens")

  @Test func missingExtraAndChangedImagesAreReportedAndFail() throws {
    let (root, expected, actual) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let fm = FileManager.default
    let shapes = goldens.appendingPathComponent("shapes.png")
    let strokes = goldens.appendingPathComponent("strokes.png")
    try fm.copyItem(at: shapes, to: expected.appendingPathComponent("widget/same.png"))
    try fm.copyItem(at: shapes, to: actual.appendingPathComponent("widget/same.png"))
    try fm.copyItem(at: shapes, to: expected.appendingPathComponent("widget/changed.png"))
    try fm.copyItem(at: strokes, to: actual.appendingPathComponent("widget/changed.png"))
    try fm.copyItem(at: shapes, to: expected.appendingPathComponent("widget/missing.png"))
    try fm.copyItem(at: shapes, to: actual.appendingPathComponent("widget/extra.png"))
    let junit = root.appendingPathComponent("results.xml")
    let run = try TintypeExecutable.run(["verify", expected.path, actual.path, "--junit", junit.path])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("changed: widget/changed.png"))
    #expect(run.standardOutput.contains("missing: widget/missing.png"))
    #expect(run.standardOutput.contains("extra: widget/extra.png"))
    #expect(run.standardOutput.hasSuffix("1 same, 1 changed, 1 missing, 1 extra\n"))

    // The JUnit XML parses, with one case per image and three failures.
    final class Counter: NSObject, XMLParserDelegate {
      var cases = 0
      var failures = 0
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if name == "testcase" { cases += 1 }
        if name == "failure" { failures += 1 }
      }
    }
    let parser = XMLParser(data: try Data(contentsOf: junit))
    let counter = Counter()
    parser.delegate = counter
    #expect(parser.parse())
    #expect(counter.cases == 4 && counter.failures == 3)
  }

  @Test func theReportShowsEachFailureWithItsImages() throws {
    let (root, expected, actual) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let fm = FileManager.default
    let shapes = goldens.appendingPathComponent("shapes.png")
    try fm.copyItem(at: shapes, to: expected.appendingPathComponent("widget/same.png"))
    try fm.copyItem(at: shapes, to: actual.appendingPathComponent("widget/same.png"))
    try fm.copyItem(at: shapes, to: expected.appendingPathComponent("widget/changed.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("strokes.png"),
      to: actual.appendingPathComponent("widget/changed.png"))
    try fm.copyItem(at: shapes, to: expected.appendingPathComponent("widget/missing.png"))
    try fm.copyItem(at: shapes, to: actual.appendingPathComponent("widget/extra.png"))
    let report = root.appendingPathComponent("report")
    let run = try TintypeExecutable.run(["verify", expected.path, actual.path, "--report", report.path])
    #expect(run.status == 1)
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    for status in ["1 changed", "1 missing", "1 extra", "1 same"] {
      #expect(html.contains(status), "\(status)")
    }
    #expect(
      html.contains("data-status=\"changed\"") && html.contains("input class=\"swipe\"")
        && html.contains("input class=\"onion\""))
    // Every image the page shows is in the report folder (it opens from disk, with no network).
    let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(sources.contains("images/widget/changed.png/difference.png"))
    #expect(sources.contains("images/widget/missing.png/expected.png"))
    #expect(sources.contains("images/widget/extra.png/actual.png"))
    for source in sources {
      #expect(fm.fileExists(atPath: report.appendingPathComponent(source).path), "\(source)")
    }
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  @Test func identicalFoldersPass() throws {
    let run = try TintypeExecutable.run(["verify", goldens.path, goldens.path])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains(" 0 changed, 0 missing, 0 extra"))
  }

  @Test func aFolderThatDoesNotExistIsAUsageError() throws {
    let run = try TintypeExecutable.run(["verify", "/nonexistent", goldens.path])
    #expect(run.status == 2)
  }
}
