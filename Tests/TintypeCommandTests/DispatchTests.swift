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

  @Test func aPlannedCommandSaysItIsNotAvailable() throws {
    let run = try TintypeExecutable.run(["lint", "widget.json"])
    #expect(run.status == 2)
    #expect(run.standardError == "tintype: 'lint' is not available yet in this build\n")
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
