import Foundation
import Testing

/// The flow the README gives for bringing a widget extension, on the example in Examples/: `tintype
/// init` (whose output is committed, so a stale package fails here), `swift run previews --list` and
/// `--out`, and `swift test` under CI (goldens compared, never recorded).
@Suite(.serialized) struct WidgetExtensionFlowTests {
  static let root: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }()
  static let package = root.appendingPathComponent("Examples/WidgetSnapshots")

  /// Runs a command in `folder`; its status and output.
  static func shell(_ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws
    -> (
      Int32, String
    )
  {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  @Test func theExampleExtensionGoesFromInitToAGalleryAndPassingGoldens() throws {
    let run = try TintypeExecutable.run([
      "init", Self.root.appendingPathComponent("Examples/WidgetExtension").path,
      "--sources", Self.root.appendingPathComponent("Examples/SharedModel").path,
      "--out", Self.package.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "5 previews and 1 widget bundle, 3 widgets in every family; already up to date"),
      "re-run tintype init and commit: \(run.standardOutput)")

    let (listed, listing) = try Self.shell(
      ["swift", "run", "--quiet", "previews", "--list"], in: Self.package)
    try #require(listed == 0, "\(listing.suffix(3000))")
    for name in [
      "Meeting", "Badge", "Quote", "Streak", "ReadingStreakWidget-2", "ReadingStreakWidget-systemSmall",
      "ReadingStreakWidget-systemMedium", "NextMeetingWidget-systemMedium", "QuoteWidget-systemSmall",
    ] {
      #expect(listing.contains("\(name)\t"), "\(listing)")
    }

    let gallery = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flow-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: gallery) }
    let (rendered, output) = try Self.shell(
      ["swift", "run", "--quiet", "previews", "--out", gallery.path, "--locale", "de-DE"], in: Self.package)
    #expect(rendered == 0, "\(output.suffix(3000))")
    #expect(output.contains("wrote 132 renders of 9 previews"), "\(output.suffix(500))")
    #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent("index.html").path))
    #expect(
      FileManager.default.fileExists(atPath: gallery.appendingPathComponent("Streak/contact-sheet.png").path))

    let (unknown, complaint) = try Self.shell(
      ["swift", "run", "--quiet", "previews", "--out", gallery.path, "--locale", "xx-YY"], in: Self.package)
    #expect(unknown == 2)
    #expect(complaint.contains("--locale xx-YY is not a locale this system knows"))

    let (tested, log) = try Self.shell(["swift", "test"], in: Self.package, environment: ["CI": "true"])
    #expect(tested == 0, "\(log.suffix(4000))")
  }

  @Test func initRefusesToOverwriteFilesItDidNotWriteOrThatWereChanged() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("// mine\n".utf8).write(to: out.appendingPathComponent("Package.swift"))
    let arguments = [
      "init", Self.root.appendingPathComponent("Examples/WidgetExtension").path, "--out", out.path,
    ]
    let refused = try TintypeExecutable.run(arguments)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("Package.swift exists and was not written by tintype init"))
    #expect(
      try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8) == "// mine\n")

    try FileManager.default.removeItem(at: out.appendingPathComponent("Package.swift"))
    #expect(try TintypeExecutable.run(arguments).status == 0)
    #expect(try TintypeExecutable.run(arguments).standardOutput.contains("already up to date"))
    let readme = out.appendingPathComponent("README.md")
    try Data("# edited\n".utf8).write(to: readme)
    let changed = try TintypeExecutable.run(arguments)
    #expect(changed.status == 2)
    #expect(changed.standardError.contains("README.md was changed since tintype init wrote it"))
  }
}
