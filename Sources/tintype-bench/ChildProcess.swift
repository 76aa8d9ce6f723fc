import Foundation

/// A benchmark run in a fresh child process of this executable (a process's peak memory only grows,
/// and each run should start without the caches of the last).
enum ChildProcess {
  /// Runs this executable with `arguments` and returns the words it printed.
  static func words(_ arguments: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }
}
