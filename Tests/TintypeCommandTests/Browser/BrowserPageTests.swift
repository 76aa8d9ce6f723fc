import Foundation
import Testing

/// The gallery page and the verify report opened in headless Chromium as a reviewer would: every image
/// loads, the pages' scripts run without errors, and their controls (scrubber, filmstrip, backdrops,
/// 1:1 view; status filters, swipe, onion skin) change what is shown. `make setup` installs Debian's
/// `chromium`; on Linux a missing browser fails these tests rather than skipping them.
@Suite(.serialized) struct BrowserPageTests {
  static let checkScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("PageCheck.js")

  /// The browser: `$CHROMIUM`, or `chromium` / `chromium-browser` on the path.
  static var chromium: String? {
    if let given = ProcessInfo.processInfo.environment["CHROMIUM"] { return given }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  private func scratch() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  /// Opens `page` (a folder's index.html) through a check page beside it; returns what the check saw
  /// and the browser's console lines.
  private func check(_ folder: URL, accepting accept: String = "") throws -> (
    result: [String: Any], console: [String]
  ) {
    #if os(Linux)
      let browser = try #require(Self.chromium, "no chromium on the path: `make setup` installs it")
    #else
      guard let browser = Self.chromium else { return ([:], []) }
    #endif
    try FileManager.default.copyItem(at: Self.checkScript, to: folder.appendingPathComponent("page-check.js"))
    let checkPage = folder.appendingPathComponent("check.html")
    try Data(
      """
      <!doctype html><meta charset="utf-8"><title>check</title>
      <iframe id="page" src="index.html" data-accept="\(accept)" style="width:1400px;height:1000px"></iframe>
      <pre id="result">pending</pre><script src="page-check.js"></script>
      """.utf8
    ).write(to: checkPage)
    let profile = folder.appendingPathComponent(".chromium-profile")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files",
      "--user-data-dir=\(profile.path)", "--virtual-time-budget=20000", "--enable-logging=stderr", "--v=0",
      "--dump-dom", checkPage.absoluteString,
    ]
    let output = Pipe()
    // The browser's log goes to a file, so that only one pipe needs reading while it runs.
    let log = folder.appendingPathComponent(".chromium.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let console = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
      .filter { $0.contains(":CONSOLE") }
    let start = try #require(
      dom.range(of: "<pre id=\"result\">"), "no result in the page: \(dom.prefix(500))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "check said: \(text)")
    return (result, console)
  }

  private static let archive = """
    {"format": "tintype-archive", "version": 1, "kind": "Steps", "displayName": "Steps",
     "families": ["systemSmall", "accessoryCircular"],
     "entries": [
       {"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "1,204 steps"}},
       {"date": "2026-06-08T12:00:00Z", "view": {"type": "Text", "verbatim": "6,410 steps"}}]}
    """

  @Test func theGalleryPageLoadsEveryImageAndItsControlsChangeWhatIsShown() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("steps.json")
    try Data(Self.archive.utf8).write(to: file)
    let gallery = root.appendingPathComponent("gallery")
    let run = try TintypeExecutable.run(["gallery", file.path, "--out", gallery.path])
    #expect(run.status == 0, "\(run.standardError)")
    let (result, console) = try check(gallery)
    guard !result.isEmpty else { return }  // no browser off Linux
    #expect(result["error"] == nil, "\(result["error"] ?? "")")
    #expect(console.isEmpty, "console: \(console)")
    #expect(result["ready"] as? String == "true", "the page's script did not finish")
    // 2 families × their modes × 2 schemes × 2 entries, plus two filmstrip frames.
    #expect((result["images"] as? Int ?? 0) >= 10)
    #expect((result["broken"] as? [String])?.isEmpty == true, "\(result["broken"] ?? "")")
    #expect(result["entriesBefore"] as? [String] == ["0"])
    #expect(result["entriesAfterScrubbing"] as? [String] == ["1"])
    #expect(result["entryLabel"] as? String == "2026-06-08T12:00:00Z")
    #expect(result["entriesAfterFilmstrip"] as? [String] == ["0"])
    #expect(result["backdrop"] as? String == "lock")
    #expect(result["backdropBefore"] as? String != result["backdropAfter"] as? String)
    #expect(result["zoomOpen"] as? Bool == true)
    #expect((result["zoomLayout"] as? String)?.hasSuffix(".layout.json") == true)
    #expect(result["zoomArchive"] as? String == "Steps/Steps.json")
  }

  /// `gallery --lint`: each finding boxed on its image with its rule, a line per rule and view under
  /// the matrix, a switch that hides the boxes; the scrubber still moves through the entries.
  @Test func theGalleryDrawsTheReviewsFindingsOnItsImages() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("faint.json")
    // Pale text (a contrast error) and a line too long for one line (truncated), in two entries.
    try Data(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Faint", "families": ["systemSmall"],
       "entries": [
         {"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
           {"type": "Text", "verbatim": "Pale label", "modifiers": [{"foregroundStyle": "#C8C8C8"}]},
           {"type": "Text", "verbatim": "A line far too long to fit on one line here", "modifiers": [{"lineLimit": 1}]}],
           "modifiers": [{"widgetAccentable": true}, {"containerBackground": {"style": "#FFFFFF"}}]}},
         {"date": "2026-06-08T12:00:00Z", "view": {"type": "Text", "verbatim": "Fine",
           "modifiers": [{"widgetAccentable": true}, {"containerBackground": {"style": "#FFFFFF"}}]}}]}
      """.utf8
    ).write(to: file)
    let gallery = root.appendingPathComponent("gallery")
    let run = try TintypeExecutable.run(["gallery", file.path, "--out", gallery.path, "--lint"])
    #expect(run.status == 0, "\(run.standardError)")
    let page = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<b>text-contrast</b> <span class=\"muted\">error</span>"))
    #expect(page.contains("<b>text-truncated</b>"))
    let (result, console) = try check(gallery)
    guard !result.isEmpty else { return }
    #expect(result["error"] == nil, "\(result["error"] ?? "")")
    #expect(console.isEmpty, "console: \(console)")
    #expect((result["broken"] as? [String])?.isEmpty == true, "\(result["broken"] ?? "")")
    // Entry 0 is shown: its boxes, over their images; entry 1 has none.
    #expect((result["findingBoxesShown"] as? Int ?? 0) >= 2, "\(result)")
    #expect(result["boxesOverTheirImage"] as? Bool == true)
    let labels = Set(result["findingLabels"] as? [String] ?? [])
    #expect(
      labels.contains("text-contrast") && labels.contains { $0.contains("text-truncated") }, "\(labels)")
    #expect((result["findingLines"] as? Int ?? 0) >= 2)
    #expect(result["findingBoxesAfterSwitch"] as? Int == 0)
    #expect(result["entriesAfterScrubbing"] as? [String] == ["1"])
  }

  @Test func theVerifyReportLoadsEveryImageAndItsFiltersAndSlidersWork() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    let expected = root.appendingPathComponent("expected")
    let actual = root.appendingPathComponent("actual")
    let fm = FileManager.default
    for folder in [expected, actual] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
    try fm.copyItem(
      at: goldens.appendingPathComponent("shapes.png"), to: expected.appendingPathComponent("a.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("grid.png"), to: actual.appendingPathComponent("a.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("shapes.png"), to: expected.appendingPathComponent("b.png"))
    let report = root.appendingPathComponent("report")
    let run = try TintypeExecutable.run(["verify", expected.path, actual.path, "--report", report.path])
    #expect(run.status == 1, "\(run.standardError)")
    let (result, console) = try check(report)
    guard !result.isEmpty else { return }
    #expect(result["error"] == nil, "\(result["error"] ?? "")")
    #expect(console.isEmpty, "console: \(console)")
    #expect((result["images"] as? Int ?? 0) >= 4)
    #expect((result["broken"] as? [String])?.isEmpty == true, "\(result["broken"] ?? "")")
    #expect(Set(result["itemsAll"] as? [String] ?? []) == ["changed", "missing"])
    #expect(result["itemsMissing"] as? [String] == ["missing"])
    #expect(result["swipeClip"] as? String == "inset(0px 80% 0px 0px)")
    #expect(result["onionOpacity"] as? String == "0.8")
  }

  /// The accept path end to end: a verify report of three changes (and a gallery's contact sheet,
  /// which is no golden), one accepted in the page, its approvals file downloaded, and `tintype
  /// accept` updating exactly that golden; the fingerprint waits until every change is accepted.
  @Test func aChangeAcceptedInTheReportIsWhatTintypeAcceptUpdates() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    let expected = root.appendingPathComponent("expected")
    let actual = root.appendingPathComponent("actual")
    let fm = FileManager.default
    for folder in [expected, actual] {
      try fm.createDirectory(at: folder.appendingPathComponent("W"), withIntermediateDirectories: true)
    }
    let pairs = [("a", "shapes", "grid"), ("b", "blur", "blend-modes"), ("c", "color-effects", "shapes")]
    for (name, old, new) in pairs {
      try fm.copyItem(
        at: goldens.appendingPathComponent("\(old).png"), to: expected.appendingPathComponent("W/\(name).png")
      )
      try fm.copyItem(
        at: goldens.appendingPathComponent("\(new).png"), to: actual.appendingPathComponent("W/\(name).png"))
    }
    try fm.copyItem(
      at: goldens.appendingPathComponent("grid.png"), to: actual.appendingPathComponent("W/contact-sheet.png")
    )
    let oldFingerprint = #"{"fonts": "old", "archiveSchema": 1, "deviceCatalog": "old"}"#
    try Data(oldFingerprint.utf8).write(to: expected.appendingPathComponent("goldens.json"))
    try Data(
      #"{"renders": ["W/a.png", "W/b.png", "W/c.png"], "fingerprint": {"fonts": "new", "archiveSchema": 1, "deviceCatalog": "new", "clock": "real"}}"#
        .utf8
    ).write(to: actual.appendingPathComponent("gallery.json"))

    let report = root.appendingPathComponent("report")
    let run = try TintypeExecutable.run(["verify", expected.path, actual.path, "--report", report.path])
    #expect(run.status == 1, "\(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "0 same, 3 changed, 0 missing, 0 extra (1 gallery by-products not compared"), "\(run.standardOutput)")
    let (result, console) = try check(report, accepting: "W/b.png")
    guard !result.isEmpty else { return }
    #expect(result["error"] == nil, "\(result["error"] ?? "")")
    #expect(console.isEmpty, "console: \(console)")
    #expect(result["acceptBoxes"] as? [String] == ["W/a.png", "W/b.png", "W/c.png"])
    #expect(result["downloadDisabledBefore"] as? Bool == true)
    #expect(result["downloadDisabledAfter"] as? Bool == false)
    #expect(result["acceptedCount"] as? String == "1")
    #expect(result["downloadName"] as? String == "approvals.json")
    let approvals = try #require(result["downloaded"] as? String)
    #expect(approvals == result["shownApprovals"] as? String)

    let file = root.appendingPathComponent("approvals.json")
    try Data(approvals.utf8).write(to: file)
    let before = try [("a", expected), ("c", expected)].map {
      try Data(contentsOf: $1.appendingPathComponent("W/\($0).png"))
    }
    let accepted = try TintypeExecutable.run(["accept", file.path])
    #expect(accepted.status == 0, "\(accepted.standardError)")
    #expect(
      accepted.standardOutput.contains("accepted 1 change; 2 not accepted"), "\(accepted.standardOutput)")
    #expect(
      try Data(contentsOf: expected.appendingPathComponent("W/b.png"))
        == Data(contentsOf: actual.appendingPathComponent("W/b.png")))
    #expect(try Data(contentsOf: expected.appendingPathComponent("W/a.png")) == before[0])
    #expect(try Data(contentsOf: expected.appendingPathComponent("W/c.png")) == before[1])
    #expect(
      try String(contentsOf: expected.appendingPathComponent("goldens.json"), encoding: .utf8)
        == oldFingerprint)
    let again = try TintypeExecutable.run(["verify", expected.path, actual.path])
    #expect(again.standardOutput.contains("1 same, 2 changed"), "\(again.standardOutput)")

    // An actual image changed after the review: nothing is accepted.
    try fm.removeItem(at: expected.appendingPathComponent("W/b.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("shapes.png"), to: expected.appendingPathComponent("W/b.png"))
    try fm.removeItem(at: actual.appendingPathComponent("W/b.png"))
    try fm.copyItem(
      at: goldens.appendingPathComponent("grid.png"), to: actual.appendingPathComponent("W/b.png"))
    let stale = try TintypeExecutable.run(["accept", file.path])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("W/b.png: the actual image changed since the report was made"),
      "\(stale.standardError)")
    #expect(
      try Data(contentsOf: expected.appendingPathComponent("W/b.png"))
        == Data(contentsOf: goldens.appendingPathComponent("shapes.png")))
  }
}
