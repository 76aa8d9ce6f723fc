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
    // The example's goldens are committed: a TINTYPE_RECORD meant for this package's own goldens must
    // not re-record them while a step has edited a preview.
    var environment = ProcessInfo.processInfo.environment
    environment["TINTYPE_RECORD"] = nil
    process.environment = environment.merging(extra) { _, new in new }
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
    // The same count as init's: 5 previews; the bundle's widgets apart.
    #expect(listing.contains("previews: 5 previews and 4 widget families"), "\(listing)")
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
    #expect(output.contains("wrote 132 renders of 5 previews and 4 widget families"), "\(output.suffix(500))")
    #expect(output.contains("clock fixed at 2026-06-08T09:41:00Z (UTC)"), "\(output.suffix(500))")
    // Every text is translated, "Updated \(date, style: .time)" too (the catalog's "Updated %@").
    #expect(!output.contains("missing translation"), "\(output.suffix(2000))")
    #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent("index.html").path))
    #expect(
      FileManager.default.fileExists(atPath: gallery.appendingPathComponent("Streak/contact-sheet.png").path))

    let (unknown, complaint) = try Self.shell(
      ["swift", "run", "--quiet", "previews", "--out", gallery.path, "--locale", "xx-YY"], in: Self.package)
    #expect(unknown == 2)
    #expect(complaint.contains("--locale xx-YY is not a locale this system knows"))

    let (tested, log) = try Self.shell(["swift", "test"], in: Self.package, environment: ["CI": "true"])
    #expect(tested == 0, "\(log.suffix(4000))")

    // The Streak widget's provider starts its timeline at `Date()` and shows "Updated 9:41 AM": its
    // goldens pass in another time zone, and fail, saying why, at another fixed instant.
    let (elsewhere, elsewhereLog) = try Self.shell(
      ["swift", "test"], in: Self.package, environment: ["CI": "true", "TZ": "Asia/Tokyo"])
    #expect(elsewhere == 0, "\(elsewhereLog.suffix(4000))")
    let (later, laterLog) = try Self.shell(
      ["swift", "test"], in: Self.package, environment: ["CI": "true", "TINTYPE_NOW": "2030-01-01T12:00:00Z"])
    #expect(later != 0)
    #expect(laterLog.contains("the goldens were recorded with the clock fixed at 2026-06-08T09:41:00Z UTC"))
    #expect(laterLog.contains("ReadingStreakWidget-systemMedium"))
    #expect(!laterLog.contains("recorded an issue with 1 argument preview → Badge"))
  }

  /// Previews are read from the extension's sources on every build: a preview edited or added in the
  /// source is what renders next, without `tintype init`, and only its goldens fail.
  @Test func anEditedOrAddedPreviewIsWhatTheNextBuildRenders() throws {
    let file = Self.root.appendingPathComponent("Examples/WidgetExtension/QuoteWidget.swift")
    let original = try Data(contentsOf: file)
    defer { try? original.write(to: file) }
    var text = String(decoding: original, as: UTF8.self)
    text = text.replacingOccurrences(of: "  PagesBadge.firstPage\n}", with: "  PagesBadge(pages: 7)\n}")
    text += "\n#Preview(\"Added\") { Text(\"Added\") }\n"
    try Data(text.utf8).write(to: file)
    // A string in a widget's view: its preview and the bundle's widget that show it fail, nothing else.
    let meeting = Self.root.appendingPathComponent("Examples/WidgetExtension/NextMeetingWidget.swift")
    let meetingSource = try Data(contentsOf: meeting)
    defer { try? meetingSource.write(to: meeting) }
    let edited = String(decoding: meetingSource, as: UTF8.self).replacingOccurrences(
      of: "Text(\"Next meeting\")\n", with: "Text(\"Next session\")\n")
    try #require(edited != String(decoding: meetingSource, as: UTF8.self))
    try Data(edited.utf8).write(to: meeting)

    let (listed, listing) = try Self.shell(
      ["swift", "run", "--quiet", "previews", "--list"], in: Self.package)
    try #require(listed == 0, "\(listing.suffix(3000))")
    #expect(listing.contains("Added\tview\tWidgetExtension/QuoteWidget.swift:"), "\(listing)")

    let (tested, log) = try Self.shell(["swift", "test"], in: Self.package, environment: ["CI": "true"])
    #expect(tested != 0)
    let failing = Set(
      log.split(separator: "\n").filter { $0.contains("recorded an issue") }.compactMap { line in
        line.range(of: "preview → ").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
      })
    #expect(
      failing == ["Badge", "Added", "Meeting", "NextMeetingWidget-systemMedium"], "\(log.suffix(3000))")
    #expect(
      !FileManager.default.fileExists(atPath: Self.package.appendingPathComponent("Goldens/Added").path))
  }

  /// A missing asset fails loudly: with an image set deleted, the golden tests of the previews that
  /// draw it fail naming the image, the others pass, and the previews tool exits 1 saying it once.
  @Test func aDeletedImageSetFailsTheTestsNamingIt() throws {
    let set = Self.root.appendingPathComponent("Examples/WidgetExtension/Assets.xcassets/BookCover.imageset")
    let aside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "BookCover-\(UUID().uuidString)")
    try FileManager.default.moveItem(at: set, to: aside)
    defer { try? FileManager.default.moveItem(at: aside, to: set) }

    let (tested, log) = try Self.shell(["swift", "test"], in: Self.package, environment: ["CI": "true"])
    #expect(tested != 0)
    let failing = log.split(separator: "\n").filter { $0.contains("missing-asset:") }
    #expect(!failing.isEmpty, "\(log.suffix(3000))")
    #expect(failing.allSatisfy { $0.contains("no image \"BookCover\"") }, "\(failing)")
    #expect(log.contains("Meeting: missing-asset: "), "\(log.suffix(3000))")
    #expect(!log.contains("recorded an issue with 1 argument preview → Badge"), "\(log.suffix(3000))")

    let gallery = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flow-missing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: gallery) }
    let (rendered, output) = try Self.shell(
      ["swift", "run", "--quiet", "previews", "--out", gallery.path], in: Self.package)
    #expect(rendered == 1, "\(output.suffix(2000))")
    #expect(output.components(separatedBy: "previews: error: ").count - 1 == 1, "\(output.suffix(2000))")
    #expect(output.contains("missing asset"), "\(output.suffix(2000))")
  }

  @Test func initRefusesToOverwriteFilesItDidNotWriteAndKeepsChangedOnes() throws {
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
    // A README and golden tests people changed are kept; init still exits 0.
    let readme = out.appendingPathComponent("README.md")
    try Data("# edited\n".utf8).write(to: readme)
    let tests = out.appendingPathComponent("Tests/PreviewGoldenTests/PreviewGoldenTests.swift")
    try Data("// ours\n".utf8).write(to: tests)
    let changed = try TintypeExecutable.run(arguments)
    #expect(changed.status == 0, "\(changed.standardError)")
    #expect(changed.standardOutput.contains("kept README.md (changed since tintype init wrote it"))
    #expect(try String(contentsOf: readme, encoding: .utf8) == "# edited\n")
    #expect(try String(contentsOf: tests, encoding: .utf8) == "// ours\n")
  }
}
