import Foundation

/// Where `tintype lint --sources` finds the source rules' tool: `$TINTYPE_SOURCE_LINT`, or built from
/// the Tintype checkout this executable was built in (`Sources/TintypeSourceLint/build.sh`, against the
/// toolchain's swift-syntax; rebuilt only when its source changed).
enum SourceLintTool {
  static func locate(command: any Command) throws -> URL {
    if let given = ProcessInfo.processInfo.environment["TINTYPE_SOURCE_LINT"] {
      guard FileManager.default.isExecutableFile(atPath: given) else {
        throw UsageError("TINTYPE_SOURCE_LINT=\(given) is no executable", command: command)
      }
      return URL(fileURLWithPath: given)
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    while folder.path != "/" {
      let script = folder.appendingPathComponent("Sources/TintypeSourceLint/build.sh")
      if FileManager.default.fileExists(atPath: script.path) {
        return try build(script, in: folder, command: command)
      }
      folder = folder.deletingLastPathComponent()
    }
    throw UsageError(
      "--sources needs the source rules' tool: run tintype from its checkout (swift run tintype), or set "
        + "TINTYPE_SOURCE_LINT to a tintype-source-lint built by Sources/TintypeSourceLint/build.sh",
      command: command)
  }

  private static func build(_ script: URL, in root: URL, command: any Command) throws -> URL {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", script.path]
    process.currentDirectoryURL = root
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let last = path.split(separator: "\n").last else {
      throw UsageError(
        "building the source rules' tool failed (\(script.path)): \(said.suffix(1000))", command: command)
    }
    return root.appendingPathComponent(String(last))
  }
}
