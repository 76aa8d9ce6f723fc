import Foundation
import Testing
import TintypeRaster

/// The compatibility corpus rendered, not only typechecked: its files, unchanged, go through
/// `tintype init` and `swift run previews` as a user's extension would, every preview in every family
/// and mode renders without a failed render, and eleven of them match goldens looked at
/// (Tests/CompatibilityCorpus/Goldens/, compared with `tintype verify`). Two of the corpus's apps each
/// have an `@main` widget bundle, which cannot share a module, so `MoonPhaseWidget.swift` is a package
/// of its own.
@Suite(.serialized) struct CompatibilityCorpusRenderTests {
  static let root = WidgetExtensionFlowTests.root
  static let corpus = root.appendingPathComponent("Tests/CompatibilityCorpus")
  static let separate = ["MoonPhaseWidget.swift"]

  /// A folder of links to `files` of the corpus, made into a package by `tintype init`, its previews
  /// rendered into a gallery; the gallery folder.
  private func gallery(of files: [String], in scratch: URL, named name: String) throws -> URL {
    let sources = scratch.appendingPathComponent("\(name)-widgets")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for file in files {
      try FileManager.default.createSymbolicLink(
        at: sources.appendingPathComponent(file),
        withDestinationURL: Self.corpus.appendingPathComponent("Widgets/\(file)"))
    }
    let package = scratch.appendingPathComponent(name)
    let initRun = try TintypeExecutable.run(["init", sources.path, "--out", package.path])
    try #require(initRun.status == 0, "\(initRun.standardError)")
    let out = scratch.appendingPathComponent("\(name)-gallery")
    // The app groups' shared containers are the corpus's folder of them, as a user would point the
    // renders at their own sample files.
    // The corpus carries the apps' code, not their asset catalogs: their images and colours are
    // missing on purpose, so that kind is acknowledged (by default it fails the run).
    let (status, log) = try WidgetExtensionFlowTests.shell(
      ["swift", "run", "--quiet", "previews", "--out", out.path, "--allow", "missing-asset"], in: package,
      environment: ["TINTYPE_APP_GROUPS": Self.corpus.appendingPathComponent("AppGroups").path])
    // Warnings (SF Symbol stand-ins, truncated text) are fine; a failed render exits 1.
    #expect(
      status == 0, "\(name): \(log.split(separator: "\n").filter { !$0.contains("warning") }.suffix(20))")
    return out
  }

  /// Whether two PNGs hold the same pixels, whatever their encoding.
  static func samePixels(_ first: Data, _ second: Data) -> Bool {
    guard let a = try? PNGDecoder().decode(Array(first)), let b = try? PNGDecoder().decode(Array(second))
    else {
      return false
    }
    return a.width == b.width && a.height == b.height && a.pixels == b.pixels
  }

  @Test func everyCorpusPreviewRendersAndElevenMatchTheirGoldens() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.corpus.appendingPathComponent("Widgets").path
    ).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count >= 40)
    let main = try gallery(of: files.filter { !Self.separate.contains($0) }, in: scratch, named: "corpus")
    _ = try gallery(of: Self.separate, in: scratch, named: "moon")
    // The goldens' images, picked out of the gallery into a folder of the same shape, then verified.
    let goldens = Self.corpus.appendingPathComponent("Goldens")
    let actual = scratch.appendingPathComponent("actual")
    let enumerator = FileManager.default.enumerator(atPath: goldens.path)
    var count = 0
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".png") else { continue }
      count += 1
      let target = actual.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      let rendered = main.appendingPathComponent(relative)
      if FileManager.default.fileExists(atPath: rendered.path) {
        try FileManager.default.copyItem(at: rendered, to: target)
      }
    }
    #expect(count >= 12)
    // TINTYPE_RECORD=all or failed re-records these goldens as it does the package's own: the
    // renders are copied over them (look at each before committing).
    if let record = ProcessInfo.processInfo.environment["TINTYPE_RECORD"], ["all", "failed"].contains(record)
    {
      let rendered = FileManager.default.enumerator(atPath: actual.path)
      while let relative = rendered?.nextObject() as? String {
        guard relative.hasSuffix(".png") else { continue }
        let golden = goldens.appendingPathComponent(relative)
        let new = try Data(contentsOf: actual.appendingPathComponent(relative))
        // `failed` rewrites only goldens whose pixels changed: a PNG encoded differently is the same
        // golden, and rewriting it would only churn the history.
        if record == "failed", let old = try? Data(contentsOf: golden), Self.samePixels(old, new) { continue }
        if (try? Data(contentsOf: golden)) != new { try new.write(to: golden) }
      }
    }
    let verify = try TintypeExecutable.run([
      "verify", goldens.path, actual.path, "--report", scratch.appendingPathComponent("report").path,
    ])
    #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
  }
}
