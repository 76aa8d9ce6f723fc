import Foundation
import Testing

/// The built `tintype` executable, run as a subprocess the way users and CI run it.
///
/// It is found in the package's build products (`.build/debug/tintype`, or `release` for a release
/// test run) by walking up from this file to `Package.swift`; `swift build` (or `make test`) must
/// have built it. Tests that need it are skipped with a message when it is missing.
enum TintypeExecutable {
  /// What one run printed and how it exited.
  struct Run {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var standardOutput: String
    /// Everything written to standard error.
    var standardError: String
    /// Whether it was ended by a signal (a trap, a crash) rather than exiting.
    var crashed = false
    /// How long it ran, in seconds.
    var seconds = 0.0
  }

  #if DEBUG
    static let configuration = "debug"
  #else
    static let configuration = "release"
  #endif

  /// The executable, or `nil` when it has not been built.
  static let url: URL? = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        let binary = directory.appendingPathComponent(".build/\(configuration)/tintype")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  /// Why tests are skipped when the executable is missing.
  static let missingMessage: Comment =
    "tintype executable not found in .build/\(configuration)/; run `swift build` before `swift test`"

  /// Runs `tintype` with `arguments`. Output goes through files rather than pipes so a large
  /// listing cannot fill a pipe and stall the child. With `cpuSeconds`, the child may use that much
  /// processor time (`ulimit -t`) and is killed by the kernel past it (then `crashed`): a hang guard
  /// that does not depend on how loaded the machine is, as a wall-clock limit does.
  static func run(_ arguments: [String], environment: [String: String]? = nil, cpuSeconds: Int? = nil) throws
    -> Run
  {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tintype-command-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    if let cpuSeconds {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -t \(cpuSeconds) && exec \"$0\" \"$@\"", url.path] + arguments
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    if let environment { process.environment = environment }
    process.standardOutput = out
    process.standardError = err
    let start = Date()
    try process.run()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      crashed: process.terminationReason == .uncaughtSignal, seconds: seconds)
  }
}
