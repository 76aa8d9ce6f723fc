import Foundation
import Testing

@testable import TintypeExtension

/// For every widget file of the compatibility corpus that compiles, the registry the scanner writes
/// compiles beside it: each `#Preview` form and `PreviewProvider` the corpus uses has a `make` of the
/// same shape.
@Suite struct CorpusRegistryTests {
  static let root: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }()

  #if DEBUG
    static let modules = root.appendingPathComponent(".build/debug/Modules")
  #else
    static let modules = root.appendingPathComponent(".build/release/Modules")
  #endif

  static func run(_ arguments: [String]) throws -> (Int32, String) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "registry-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: scratch.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let handle = try FileHandle(forWritingTo: scratch)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = root
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: scratch, encoding: .utf8)) ?? "")
  }

  @Test func theCorpusRegistriesCompile() throws {
    let (built, buildLog) = try Self.run(["bash", "Sources/TintypePreviewMacros/build.sh"])
    try #require(built == 0, "\(buildLog)")
    let plugin = Self.root.appendingPathComponent(String(buildLog.split(separator: "\n").last ?? "")).path
    let corpus = Self.root.appendingPathComponent("Tests/CompatibilityCorpus")
    let passing = try String(contentsOf: corpus.appendingPathComponent("typechecks.txt"), encoding: .utf8)
      .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    var checked = 0
    var previews = 0
    for name in passing {
      let file = corpus.appendingPathComponent("Widgets/\(name)")
      let found = PreviewScanner.scan(try String(contentsOf: file, encoding: .utf8), file: name)
      guard !found.isEmpty else { continue }
      previews += found.count
      let registry = FileManager.default.temporaryDirectory.appendingPathComponent(
        "registry-\(UUID().uuidString).swift")
      try Data(PreviewRegistrySource.swift(found).utf8).write(to: registry)
      defer { try? FileManager.default.removeItem(at: registry) }
      let (status, log) = try Self.run([
        "swiftc", "-typecheck", "-parse-as-library", "-I", Self.modules.path, "-load-plugin-library", plugin,
        file.path, registry.path,
      ])
      #expect(status == 0, "\(name): \(log.prefix(3000))")
      checked += 1
    }
    // The corpus has previews of every form; most of its files have some.
    #expect(checked >= 20, "\(checked) files with previews")
    #expect(previews >= 30, "\(previews) previews")
  }
}
