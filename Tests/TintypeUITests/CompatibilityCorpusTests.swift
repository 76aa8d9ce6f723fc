import Foundation
import Testing

/// The compatibility corpus (Tests/CompatibilityCorpus): widget files written as apps write them,
/// each typechecked on its own, unchanged: on Linux `import SwiftUI`, `import WidgetKit`, … resolve
/// to the package's thin modules of those names, which re-export TintypeUI. Files listed in
/// `typechecks.txt` must keep typechecking; the others measure what is still missing.
@Suite struct CompatibilityCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CompatibilityCorpus")

  #if DEBUG
    static let configuration = "debug"
  #else
    static let configuration = "release"
  #endif

  /// The folder of built module interfaces, found beside `Package.swift`.
  static let modules: URL = corpus.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/\(configuration)/Modules")

  /// The `#Preview` compiler plugin, built once (Sources/TintypePreviewMacros/build.sh); `nil`, with
  /// the reason, if it could not be built.
  static let previewPlugin: Result<String, PluginError> = {
    let root = corpus.deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", root.appendingPathComponent("Sources/TintypePreviewMacros/build.sh").path]
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return .failure(PluginError(message: "\(error)")) }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let path = output.split(separator: "\n").last else {
      return .failure(PluginError(message: "build.sh exited \(process.terminationStatus)"))
    }
    return .success(root.appendingPathComponent(String(path)).path)
  }()

  struct PluginError: Error { var message: String }

  /// Typechecks `file` as part of a library (its `@main` is a library's); the errors, or `nil`.
  static func typecheck(_ file: URL) throws -> String? {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let log = scratch.appendingPathComponent("log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-parse-as-library", "-I", modules.path, "-load-plugin-library",
        try previewPlugin.get(), file.path,
      ]
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    try output.close()
    return process.terminationStatus == 0 ? nil : try String(contentsOf: log, encoding: .utf8)
  }

  static let files: [URL] = {
    let folder = corpus.appendingPathComponent("Widgets")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  static let mustTypecheck: Set<String> = {
    let text =
      (try? String(contentsOf: corpus.appendingPathComponent("typechecks.txt"), encoding: .utf8)) ?? ""
    return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
  }()

  @Test func thePreviewPluginBuilds() throws {
    let path = try Self.previewPlugin.get()
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 40)
    #expect(Self.mustTypecheck.isSubset(of: Set(Self.files.map(\.lastPathComponent))))
  }

  @Test(arguments: files)
  func listedFilesKeepTypechecking(_ file: URL) throws {
    guard
      FileManager.default.fileExists(
        atPath: Self.modules.appendingPathComponent("TintypeUI.swiftmodule").path)
    else {
      Issue.record("no built TintypeUI module in \(Self.modules.path); run swift build first")
      return
    }
    let errors = try Self.typecheck(file)
    if Self.mustTypecheck.contains(file.lastPathComponent) {
      #expect(errors == nil, "\(file.lastPathComponent) no longer typechecks:\n\(errors?.prefix(2000) ?? "")")
    }
  }
}
