import Foundation
import Testing

/// docs/deploy/Dockerfile as written: its run image installs a package for every shared library the
/// `tintype` executable needs (directly, or through the Swift runtime, which the image links in), as
/// this Debian machine's package database names them. A library added to the build without its
/// package in the recipe fails here, not in someone's container. (The image itself is not built here:
/// this machine has no Docker engine.)
@Suite struct DeploymentRecipeTests {
  static let root: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }()

  /// What a command prints, or nil when it cannot run.
  static func output(_ executable: String, _ arguments: [String]) -> String? {
    guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  /// The shared libraries a file names (`readelf -d`'s NEEDED).
  static func needed(_ path: String) -> [String] {
    (output("/usr/bin/readelf", ["-d", path]) ?? "").split(separator: "\n").compactMap { line in
      guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["),
        let close = line.lastIndex(of: "]")
      else {
        return nil
      }
      return String(line[line.index(after: open)..<close])
    }
  }

  @Test func theRunImageInstallsEveryLibraryTheExecutableNeeds() throws {
    guard let binary = TintypeExecutable.url?.path, Self.output("/usr/bin/dpkg", ["--version"]) != nil,
      Self.output("/usr/bin/readelf", ["--version"]) != nil
    else { return }  // not a Debian machine with binutils: nothing to map libraries to packages with
    let recipe = try String(
      contentsOf: Self.root.appendingPathComponent("docs/deploy/Dockerfile"), encoding: .utf8)
    let runStage = try #require(recipe.components(separatedBy: "FROM debian:bookworm-slim").last)
    let installed = Set(
      runStage.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init))
    // Packages every Debian image has.
    let base: Set<String> = ["libc6", "libgcc-s1", "zlib1g"]
    // The executable's libraries, and the Swift runtime's (linked in by --static-swift-stdlib).
    let ldd = Self.output("/usr/bin/ldd", [binary]) ?? ""
    var paths: [String: String] = [:]
    for line in ldd.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count >= 3, parts[1] == "=>" {
        paths[String(parts[0]).trimmingCharacters(in: .whitespaces)] = String(parts[2])
      }
    }
    var libraries = Set(Self.needed(binary))
    for (name, path) in paths where path.contains("/swift/") && Self.needed(binary).contains(name) {
      libraries.formUnion(Self.needed(path))
    }
    var missing: [String] = []
    for library in libraries.sorted() {
      guard let path = paths[library], !path.contains("/swift/") else { continue }
      let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      // usrmerge: a library may be registered under /lib or /usr/lib.
      let owner =
        Self.output("/usr/bin/dpkg", ["-S", resolved])
        ?? Self.output(
          "/usr/bin/dpkg", ["-S", resolved.replacingOccurrences(of: "/usr/lib/", with: "/lib/")])
      guard let package = owner?.split(separator: ":").first.map(String.init) else { continue }
      if !installed.contains(package) && !base.contains(package) { missing.append("\(library) (\(package))") }
    }
    #expect(missing.isEmpty, "the Dockerfile's run image lacks: \(missing.joined(separator: ", "))")
  }
}
