import Foundation
import Testing

/// Command dispatch, help and usage errors of the `tintype` executable.
@Suite(.enabled(if: TintypeExecutable.url != nil, TintypeExecutable.missingMessage))
struct DispatchTests {
  static let interface = [
    "render", "gallery", "batch", "diff", "validate", "layout", "lint", "devices", "families",
  ]

  @Test(arguments: [["--help"], ["help"], ["-h"]])
  func helpListsEveryCommandOfTheInterface(arguments: [String]) throws {
    let run = try TintypeExecutable.run(arguments)
    #expect(run.status == 0)
    for command in Self.interface {
      #expect(run.standardOutput.contains("\n  \(command) "), "\(command) missing from help")
    }
  }

  @Test func noCommandIsAUsageError() throws {
    let run = try TintypeExecutable.run([])
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("usage: tintype"))
  }

  @Test func unknownCommandExitsTwo() throws {
    let run = try TintypeExecutable.run(["frobnicate"])
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("tintype: unknown command 'frobnicate'"))
  }

  @Test(arguments: [
    (["rendr"], "unknown command 'rendr'; did you mean 'render'?"),
    (["families", "--devise", "x"], "unknown option '--devise'; did you mean '--device'?"),
    (
      ["render", "a.json", "--family", "systemMedum", "--out", "o"],
      "; did you mean \"systemMedium\"?"
    ),
    (["render", "a.json", "--png", "smal", "--out", "o"], "did you mean \"small\"?"),
  ])
  func nearMissesSuggestTheNameMeant(arguments: [String], message: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("near-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemMedium"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "Hi"}}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("a.json"))
    let run = try TintypeExecutable.run(
      arguments.map {
        $0 == "a.json"
          ? folder.appendingPathComponent("a.json").path
          : $0 == "o" ? folder.appendingPathComponent("o").path : $0
      })
    #expect(run.status == 2)
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }

  @Test func optionValuesMatchInAnyCase() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("case-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent("a.json")
    try Data(
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemMedium"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "Hi"}}]}"#
        .utf8
    ).write(to: archive)
    let out = folder.appendingPathComponent("out")
    let run = try TintypeExecutable.run([
      "render", archive.path, "--family", "SYSTEMMEDIUM", "--mode", "Accented", "--scheme", "DARK",
      "--png", "Fast", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    // The files carry the canonical names.
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("K-systemMedium-accented-dark.png").path))
  }

  @Test func everyCommandOfTheInterfaceIsAvailable() throws {
    let run = try TintypeExecutable.run(["help"])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("not available yet"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("serve"))
  }

  @Test func commandHelpShowsItsOptions() throws {
    let run = try TintypeExecutable.run(["families", "--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("usage: tintype families [--device D] [--json]\n"))
    #expect(run.standardOutput.contains("--device D"))
  }

  @Test(arguments: [
    (["families", "--bogus"], "unknown option '--bogus'"),
    (["families", "--device"], "option '--device' needs a value"),
    (["families", "--json=yes"], "option '--json' takes no value"),
    (["families", "--device", "a", "--device", "b"], "option '--device' is given more than once"),
    (["devices", "extra"], "unexpected argument 'extra'"),
  ])
  func usageErrorsExitTwoWithTheUsageLine(arguments: [String], message: String) throws {
    let run = try TintypeExecutable.run(arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("tintype: \(message)"))
    #expect(run.standardError.contains("usage: tintype \(arguments[0])"))
  }
}
