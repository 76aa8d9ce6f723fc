import Foundation
import Testing
import TintypeArchive
import TintypeEncode
import TintypeRaster

/// `tintype batch` as a CI job or a render service runs it.
@Suite struct BatchCommandTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Goal", "families": ["systemSmall", "systemMedium"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
         {"type": "Text", "verbatim": "Read 20 pages", "modifiers": [{"font": "headline"}]},
         {"type": "Text", "date": "2026-06-08T09:30:00Z", "style": "time"}],
         "modifiers": [{"containerBackground": {"style": "#FFCC00"}}]}},
         {"date": "2026-06-08T12:00:00Z", "view": {"type": "Text", "verbatim": "Done"}}]}
      """, to: "goal.json")
    try write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Card", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
         {"type": "Text", "verbatim": "{{name}}"}, {"type": "Text", "verbatim": "{{price}}"}],
         "modifiers": [{"containerBackground": {"style": "{{color}}"}}]}}]}
      """, to: "card.json")
    var rows = "id,name,price,color\n"
    for index in 0..<6 { rows += "c\(index),\"Item \(index)\",$\(index),#\(index)\(index)99CC\n" }
    try write(rows, to: "rows.csv")
    try write(Self.manifest, to: "widgets.json")
  }

  static let manifest = """
    {"version": 1,
     "defaults": {"device": "iphone-17-pro", "modes": ["fullColor"], "schemes": ["light"], "png": "fast"},
     "jobs": [
       {"archive": "goal.json", "families": ["systemSmall", "systemMedium"], "modes": ["fullColor", "accented"],
        "schemes": ["light", "dark"], "entries": "all", "output": "{kind}/{family}-{mode}-{scheme}-{entry}.png"},
       {"archive": "card.json", "data": "rows.csv", "families": ["systemSmall"], "output": "cards/{row.id}.png"}]}
    """

  @discardableResult
  private func write(_ text: String, to name: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func files(_ name: String) -> [String: Data] {
    let root = folder.appendingPathComponent(name).standardizedFileURL.path
    var files: [String: Data] = [:]
    for relative in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? [] {
      var isDirectory: ObjCBool = false
      let full = root + "/" + relative
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[relative] = FileManager.default.contents(atPath: full)
      }
    }
    return files
  }

  private func summary(_ name: String) throws -> JSONObject {
    guard
      case .object(let object) = try JSONParser.parse(
        try Data(contentsOf: folder.appendingPathComponent(name)))
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return object
  }

  @Test func aManifestRendersEveryOutputAndSummarisesIt() throws {
    let run = try TintypeExecutable.run([
      "batch", path("widgets.json"), "--out", path("out"), "--summary", path("summary.json"),
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let written = files("out").keys.sorted()
    #expect(written.count == 16 + 6)
    #expect(written.contains("Goal/systemMedium-accented-dark-1.png"))
    #expect(written.contains("cards/c5.png"))
    #expect(run.standardError.contains("22 images (22 rendered)"))
    let summary = try summary("summary.json")
    guard case .array(let outputs)? = summary["outputs"] else {
      Issue.record("no outputs")
      return
    }
    #expect(outputs.count == 22)
    // The encoder's band reuse is counted: every band of 22 images is either copied or compressed.
    guard case .object(let totals)? = summary["totals"], case .number(let reused)? = totals["reusedBands"],
      case .number(let compressed)? = totals["compressedBands"]
    else {
      Issue.record("no band counts in the totals")
      return
    }
    #expect(reused > 0 && compressed > 0)
    #expect(
      run.standardError.contains("\(Int(reused) * 100 / Int(reused + compressed)) % of PNG bands reused"))
  }

  @Test func theStressAxesRenderEachSizeAndPseudolanguage() throws {
    try write(
      """
      {"version": 1, "defaults": {"png": "fast"}, "jobs": [
        {"archive": "goal.json", "family": "systemSmall", "dynamicTypeSizes": ["large", "AX5"],
         "pseudoLanguages": ["doubleLength"]},
        {"archive": "goal.json", "family": "systemSmall", "dynamicTypeSize": "xxxLarge",
         "output": "{kind}-{dynamicTypeSize}-{pseudoLanguage}.png"}]}
      """, to: "stress.json")
    let run = try TintypeExecutable.run(["batch", path("stress.json"), "--out", path("stress")])
    #expect(run.status == 0, "\(run.standardError)")
    let written = files("stress")
    // The default names add the axes that vary; a template names them itself (none: not given).
    let large = "Goal/systemSmall-fullColor-light-0-large.png"
    let ax5 = "Goal/systemSmall-fullColor-light-0-accessibility5.png"
    #expect(Set(written.keys) == [large, ax5, "Goal-xxxLarge-none.png"], "\(written.keys.sorted())")
    #expect(written[large] != nil && written[large] != written[ax5])
    // A size that is none is the manifest's error, at its path.
    try write(
      #"{"version": 1, "jobs": [{"archive": "goal.json", "dynamicTypeSize": "AX9"}]}"#, to: "bad-stress.json")
    let bad = try TintypeExecutable.run(["batch", path("bad-stress.json"), "--out", path("bad")])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("jobs[0].dynamicTypeSize"), "\(bad.standardError)")
  }

  @Test func theBytesAreTheSameWithOneOrEightThreads() throws {
    for jobs in ["1", "8"] {
      let run = try TintypeExecutable.run([
        "batch", path("widgets.json"), "--out", path("out-\(jobs)"), "--jobs", jobs,
      ])
      #expect(run.status == 0, "\(run.standardError)")
    }
    #expect(files("out-1") == files("out-8"))
    #expect(files("out-1").count == 22)
  }

  @Test func dryRunListsEveryOutputAndWritesNothing() throws {
    let run = try TintypeExecutable.run(["batch", path("widgets.json"), "--dry-run"])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 22)
    #expect(lines.first == "jobs[0]\tGoal/systemSmall-fullColor-light-0.png")
    #expect(lines.last == "jobs[1]\tcards/c5.png")
    #expect(run.standardError.contains("would write 22 images"))
    #expect(!FileManager.default.fileExists(atPath: path("out")))
  }

  @Test func aFailingJobAmongGoodOnesExitsOneAfterTheOthersAreWritten() throws {
    try write(
      """
      {"version": 1, "jobs": [
        {"archive": "goal.json", "family": "systemSmall", "output": "a/{family}.png"},
        {"archive": "goal.json", "families": ["systemSmall", "systemHuge"]},
        {"archive": "card.json", "data": "rows.csv", "output": "cards/{row.id}.png"}]}
      """, to: "bad-family.json")
    let syntax = try TintypeExecutable.run(["batch", path("bad-family.json"), "--out", path("out")])
    // A manifest that is wrong in itself stops before any render, naming the file and the JSON path.
    #expect(syntax.status == 2)
    #expect(syntax.standardError.contains("bad-family.json: jobs[1].families[1]:"))
    #expect(!FileManager.default.fileExists(atPath: path("out/a")))

    try write(
      """
      {"version": 1, "jobs": [
        {"archive": "goal.json", "family": "systemSmall", "output": "a/{family}.png"},
        {"archive": "nowhere.json"},
        {"archive": "card.json", "data": "rows.csv", "output": "cards/{row.id}.png"}]}
      """, to: "missing-archive.json")
    let run = try TintypeExecutable.run([
      "batch", path("missing-archive.json"), "--out", path("out"), "--summary", path("s.json"),
    ])
    #expect(run.status == 1)
    #expect(run.standardError.contains("jobs[1]: jobs[1].archive: no archive"))
    #expect(files("out").keys.sorted() == ["a/systemSmall.png"] + (0..<6).map { "cards/c\($0).png" })
    let summary = try summary("s.json")
    guard case .array(let failures)? = summary["failures"], case .object(let failure)? = failures.first else {
      Issue.record("no failure in the summary")
      return
    }
    #expect(failure["job"] == .string("jobs[1]"))
    #expect(failure["path"] == .string("jobs[1].archive"))
  }

  @Test func shardsRenderedApartAndMergedEqualOneRun() throws {
    let whole = try TintypeExecutable.run(["batch", path("widgets.json"), "--out", path("whole")])
    #expect(whole.status == 0)
    for index in 1...3 {
      let run = try TintypeExecutable.run([
        "batch", path("widgets.json"), "--out", path("shared"), "--shard", "\(index)/3", "--summary",
        path("s\(index).json"),
      ])
      #expect(run.status == 0, "\(run.standardError)")
    }
    #expect(files("shared") == files("whole"))
    let merge = try TintypeExecutable.run([
      "batch", "merge", path("s1.json"), path("s2.json"), path("s3.json"), "--summary", path("all.json"),
    ])
    #expect(merge.status == 0, "\(merge.standardError)")
    guard case .array(let outputs)? = try summary("all.json")["outputs"] else {
      Issue.record("no outputs")
      return
    }
    #expect(outputs.count == 22)
    // The merged totals add up the shards' band counts.
    func compressedBands(_ name: String) throws -> Double {
      guard case .object(let totals)? = try summary(name)["totals"],
        case .number(let count)? = totals["compressedBands"]
      else { return -1 }
      return count
    }
    #expect(
      try compressedBands("all.json")
        == (try compressedBands("s1.json") + compressedBands("s2.json") + compressedBands("s3.json")))
    let missing = try TintypeExecutable.run(["batch", "merge", path("s1.json"), path("s3.json")])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("shard 2/3 missing"))
  }

  @Test func theShardComesFromTheKubernetesIndex() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["JOB_COMPLETION_INDEX"] = "1"
    let run = try TintypeExecutable.run(
      ["batch", path("widgets.json"), "--dry-run", "--shard", "auto/2"], environment: environment)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("(shard 2/2 of 22)"))
  }

  @Test func theCacheSkipsUnchangedOutputsAndForceRendersThemAgain() throws {
    let arguments = ["batch", path("widgets.json"), "--out", path("out"), "--cache", path("cache")]
    let first = try TintypeExecutable.run(arguments)
    #expect(
      first.standardError.contains("22 images (22 rendered, 0 from the cache)"), "\(first.standardError)")
    let second = try TintypeExecutable.run(arguments + ["--summary", path("s.json")])
    #expect(
      second.standardError.contains("22 images (0 rendered, 22 from the cache)"), "\(second.standardError)")
    guard case .array(let outputs)? = try summary("s.json")["outputs"],
      case .object(let entry)? = outputs.first
    else {
      Issue.record("no outputs")
      return
    }
    #expect(entry["cache"] == .string("hit"))
    let forced = try TintypeExecutable.run(arguments + ["--force"])
    #expect(
      forced.standardError.contains("22 images (22 rendered, 0 from the cache)"), "\(forced.standardError)")
  }

  @Test func outputsCannotLeaveTheOutputFolder() throws {
    try write(
      #"{"version": 1, "jobs": [{"archive": "goal.json", "output": "../escape-{family}.png"}]}"#,
      to: "up.json")
    let up = try TintypeExecutable.run(["batch", path("up.json"), "--out", path("out")])
    #expect(up.status == 2)
    #expect(up.standardError.contains("up.json: jobs[0].output:"))
    // A folder inside --out that links elsewhere is refused, not written through.
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("out/Goal"), withDestinationURL: elsewhere)
    let linked = try TintypeExecutable.run(["batch", path("widgets.json"), "--out", path("out")])
    #expect(linked.status == 1)
    #expect(linked.standardError.contains("outside"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    #expect(files("out").keys.filter { $0.hasPrefix("cards/") }.count == 6)
  }

  @Test func progressIsPrintedAsPlainLinesWhenNotOnATerminal() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["TINTYPE_PROGRESS_SECONDS"] = "0"
    let run = try TintypeExecutable.run(
      ["batch", path("widgets.json"), "--out", path("out"), "--jobs", "1"], environment: environment)
    #expect(run.status == 0)
    #expect(run.standardError.contains("tintype: 22/22 images (100 %)"), "\(run.standardError)")
    #expect(!run.standardError.contains("\r"))
  }

  @Test func aKilledBatchLeavesOnlyWholeFilesAndTheNextRunCleansUp() throws {
    guard let url = TintypeExecutable.url else {
      Issue.record(TintypeExecutable.missingMessage)
      return
    }
    var rows = "id,name,price,color\n"
    for index in 0..<400 { rows += "k\(index),Item \(index),\(index),#AA99CC\n" }
    try write(rows, to: "rows.csv")
    for delay in [150_000, 400_000] as [UInt32] {
      let out = folder.appendingPathComponent("killed-\(delay)")
      let process = Process()
      process.executableURL = url
      process.arguments = ["batch", path("widgets.json"), "--out", out.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      for relative in (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
      where relative.hasSuffix(".png") && !URL(fileURLWithPath: relative).lastPathComponent.hasPrefix(".") {
        let bytes = try Data(contentsOf: out.appendingPathComponent(relative))
        #expect(
          bytes.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(relative) is cut")
      }
      let again = try TintypeExecutable.run(["batch", path("widgets.json"), "--out", out.path])
      #expect(again.status == 0)
      let after = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
      #expect(!after.contains { $0.hasSuffix(".partial") })
      #expect(after.filter { $0.hasSuffix(".png") }.count == 416)
    }
  }

  @Test func helpShowsAManifest() throws {
    let run = try TintypeExecutable.run(["batch", "--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("\"jobs\": ["))
    #expect(run.standardOutput.contains("tintype batch merge"))
  }

  @Test func validateListsAnArchivesPlaceholders() throws {
    let run = try TintypeExecutable.run(["validate", path("card.json")])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("3 placeholders"))
    #expect(run.standardOutput.contains("{{color}}  entries[0].view.modifiers[0].containerBackground.style"))
  }

  @Test func oneProblemInManyRowsIsOneLineWithACountAndValidateRowsFindsItFirst() throws {
    try write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Ring", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Circle",
         "shapeModifiers": [{"trim": {"from": 0, "to": "{{progress}}"}}], "stroke": {"style": "blue", "lineWidth": 6},
         "modifiers": [{"opacity": "{{fade}}"}]}}]}
      """, to: "ring.json")
    var rows = "id,progress,fade\n"
    for index in 0..<12 { rows += "r\(index),\(index % 4 == 0 ? "abc" : "0.\(index)"),1\n" }
    try write(rows, to: "ring.csv")
    try write(
      #"{"version": 1, "defaults": {"scale": 1}, "jobs": [{"archive": "ring.json", "data": "ring.csv", "output": "{row.id}.png"}]}"#,
      to: "ring-batch.json")

    let check = try TintypeExecutable.run(["validate", path("ring.json"), "--rows", path("ring.csv")])
    #expect(check.status == 1)
    let checkErrors = check.standardError.split(separator: "\n").filter { $0.hasPrefix("tintype: error:") }
    #expect(checkErrors.count == 1, "\(check.standardError)")
    let csv = path("ring.csv")
    #expect(
      checkErrors.first?.hasSuffix(
        #"trim.to: expected a number ≥ 0 and ≤ 1, got "abc" from {{progress}} — 3 rows: "#
          + "\(csv):2, \(csv):6, \(csv):10") == true, "\(check.standardError)")
    #expect(check.standardError.contains("3 of 12 rows fail (1 distinct problem)"))

    let run = try TintypeExecutable.run([
      "batch", path("ring-batch.json"), "--out", path("ring-out"), "--summary", path("ring.json.summary"),
    ])
    #expect(run.status == 1)
    let errors = run.standardError.split(separator: "\n").filter { $0.hasPrefix("tintype: error:") }
    #expect(errors.count == 1, "\(run.standardError)")
    #expect(errors.first?.contains("jobs[0]: ") == true)
    #expect(errors.first?.components(separatedBy: "shapeModifiers[0].trim.to").count == 2, "the path once")
    #expect(
      errors.first?.hasSuffix("— 3 rows: ring.csv:2, ring.csv:6, ring.csv:10") == true, "\(run.standardError)"
    )
    #expect(files("ring-out").count == 9)
    guard case .array(let failures)? = try summary("ring.json.summary")["failures"] else {
      Issue.record("no failures in the summary")
      return
    }
    #expect(failures.count == 3, "the summary keeps every failure")
    #if DEBUG
      #expect(
        run.standardError.contains("(a debug build: swift build -c release renders several times faster)"))
    #endif

    // The rows fixed, it passes.
    try write(rows.replacingOccurrences(of: "abc", with: "1"), to: "ring.csv")
    let fixed = try TintypeExecutable.run(["validate", path("ring.json"), "--rows", path("ring.csv")])
    #expect(fixed.status == 0)
    #expect(fixed.standardOutput.contains("12 rows, each fills Ring into a valid archive"))
  }

  @Test func warningsAreSaidOnceAndAMissingAssetFailsUnlessAllowed() throws {
    try write(
      """
      {"format": "tintype-archive", "version": 1, "kind": "Badge", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
         {"type": "Image", "systemName": "flame.fill"}, {"type": "Image", "name": "{{badge}}"}]}}]}
      """, to: "badge.json")
    try write("badge\ndroplets\ndroplets\ndroplets\n", to: "badge.csv")
    try write(
      #"{"version": 1, "defaults": {"scale": 1}, "jobs": [{"archive": "badge.json", "data": "badge.csv", "output": "{row}.png"}]}"#,
      to: "badge-batch.json")
    let run = try TintypeExecutable.run(["batch", path("badge-batch.json"), "--out", path("badge-out")])
    #expect(run.status == 1, "a missing image fails the run")
    let warnings = run.standardError.split(separator: "\n").filter { $0.contains("flame.fill") }
    #expect(warnings.count == 1, "\(run.standardError)")
    #expect(
      warnings.first?.hasSuffix(
        "— 3 images: 0.png (row badge.csv:2), 1.png (row badge.csv:3), 2.png (row badge.csv:4)") == true)
    #expect(run.standardError.contains("fix them, or --allow KIND"))
    #expect(files("badge-out").count == 3)

    let allowed = try TintypeExecutable.run([
      "batch", path("badge-batch.json"), "--out", path("badge-out"), "--allow", "missing-asset", "--allow",
      "symbol-stand-in",
    ])
    #expect(allowed.status == 0)
    #expect(!allowed.standardError.contains("flame.fill"))
    #expect(
      allowed.standardError.contains("acknowledged: 3 symbol stand-ins, 3 missing assets"),
      "\(allowed.standardError)")
    let typo = try TintypeExecutable.run([
      "batch", path("badge-batch.json"), "--out", path("badge-out"), "--allow", "symbol",
    ])
    #expect(typo.status == 2)
    #expect(typo.standardError.contains("no warning kind \"symbol\""))
  }

  @Test func webpAndJPEGAreWrittenFromThePNGsPixelsAndComparedWhereLossless() throws {
    try write(
      """
      {"version": 1, "defaults": {"scale": 1, "schemes": ["light", "dark"]}, "jobs": [
        {"archive": "goal.json", "families": ["systemSmall"], "output": "png/{scheme}.png"},
        {"archive": "goal.json", "families": ["systemSmall"], "output": "webp/{scheme}.webp"},
        {"archive": "goal.json", "families": ["systemSmall"], "format": "webp", "quality": 80, "output": "lossy/{scheme}.webp"},
        {"archive": "goal.json", "families": ["systemSmall"], "quality": 85, "output": "jpeg/{scheme}.jpg"}]}
      """, to: "formats.json")
    let run = try TintypeExecutable.run(["batch", path("formats.json"), "--out", path("formats")])
    #expect(run.status == 0, "\(run.standardError)")
    let made = files("formats")
    #expect(
      made.keys.sorted() == [
        "jpeg/dark.jpg", "jpeg/light.jpg", "lossy/dark.webp", "lossy/light.webp", "png/dark.png",
        "png/light.png",
        "webp/dark.webp", "webp/light.webp",
      ])
    for (name, format) in [
      ("webp/light.webp", ImageFormat.webp), ("lossy/light.webp", .webp), ("jpeg/light.jpg", .jpeg),
    ] {
      #expect(ImageFormat(sniffing: made[name] ?? Data()) == format, "\(name)")
    }
    // Lossless WebP holds the PNG's pixels exactly; the others are close, at the same size.
    let png = try PNGDecoder().decode(Array(made["png/light.png"]!))
    let webp = try ImageFileDecoder.decode(Array(made["webp/light.webp"]!))
    #expect(webp.pixels == png.pixels)
    let jpeg = try ImageFileDecoder.decode(Array(made["jpeg/light.jpg"]!))
    #expect(jpeg.width == png.width && jpeg.height == png.height)

    // verify compares lossless WebP as it does PNG; a lossy file is said to be so, not compared.
    let again = try TintypeExecutable.run(["batch", path("formats.json"), "--out", path("formats-again")])
    #expect(again.status == 0)
    let verify = try TintypeExecutable.run(["verify", path("formats/webp"), path("formats-again/webp")])
    #expect(verify.status == 0, "\(verify.standardOutput)")
    #expect(verify.standardOutput.contains("2 same"))
    let lossy = try TintypeExecutable.run(["verify", path("formats/lossy"), path("formats-again/lossy")])
    #expect(lossy.status == 1)
    #expect(lossy.standardOutput.contains("a lossy WebP"), "\(lossy.standardOutput)")
    let diff = try TintypeExecutable.run([
      "diff", path("formats/webp/light.webp"), path("formats/png/light.png"),
    ])
    #expect(diff.status == 0, "\(diff.standardOutput)\(diff.standardError)")
    let jpegDiff = try TintypeExecutable.run([
      "diff", path("formats/jpeg/light.jpg"), path("formats/png/light.png"),
    ])
    #expect(jpegDiff.status == 2)
    #expect(jpegDiff.standardError.contains("a JPEG is lossy"))

    // A name whose extension contradicts the format is an error before anything renders.
    try write(
      #"{"version": 1, "jobs": [{"archive": "goal.json", "format": "jpeg", "output": "x/{family}.png"}]}"#,
      to: "contradiction.json")
    let contradiction = try TintypeExecutable.run([
      "batch", path("contradiction.json"), "--out", path("never"),
    ])
    #expect(contradiction.status == 2)
    #expect(
      contradiction.standardError.contains(
        #"jobs[0].output: "x/{family}.png" ends in .png, but the job's format is jpeg"#))
    #expect(!FileManager.default.fileExists(atPath: path("never/x")))
  }
}
