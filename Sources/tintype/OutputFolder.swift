import Foundation
import Tintype

/// The `--out` folder, checked before any work starts so that a bad path is a usage error (exit 2)
/// rather than a failure after rendering. Nothing is created here: a run that fails writes nothing,
/// not even its folder. The temporary files of an earlier run that was killed are removed.
enum OutputFolder {
  static func prepare(_ path: String, command: any Command) throws {
    var isDirectory: ObjCBool = false
    var existing = URL(fileURLWithPath: path)
    // The folder itself, or the nearest folder above it that exists and would hold it.
    while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
      let parent = existing.deletingLastPathComponent()
      if parent.path == existing.path { break }
      existing = parent
    }
    guard isDirectory.boolValue else {
      throw UsageError("--out \(path): \(existing.path) is a file, not a folder", command: command)
    }
    guard FileManager.default.isWritableFile(atPath: existing.path) else {
      throw UsageError("--out \(path): \(existing.path) is not writable", command: command)
    }
    // What a run killed mid-write left (temporary files only; every finished file is whole).
    AtomicFile.removeLeftovers(under: URL(fileURLWithPath: path))
  }
}
