import Foundation
import Testing

/// Every input the fuzzers found (Tests/Fuzz/Regressions/), replayed through the command line as a
/// user would meet it: each must fail cleanly (exit 2) or succeed, never crash.
@Suite struct FuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions")

  static func inputs(_ target: String) -> [String] {
    let directory = folder.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0).path }
  }

  @Test(arguments: inputs("archive"))
  func archiveFindingsFailCleanly(_ path: String) throws {
    let run = try TintypeExecutable.run(["validate", path])
    #expect(!run.crashed, "\(run.standardError.suffix(300))")
    #expect(run.status == 0 || run.status == 2)
  }

  @Test(arguments: inputs("png"))
  func pngFindingsFailCleanly(_ path: String) throws {
    let run = try TintypeExecutable.run(["diff", path, path])
    #expect(!run.crashed, "\(run.standardError.suffix(300))")
    #expect(run.status == 0 || run.status == 2)
  }
}
