import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the
/// same folder, which is then renamed over the destination.
public enum AtomicFile {
  /// A file that could not be written, with the path and the system's reason.
  public struct WriteError: Error, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why, in the system's words.
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to `url`, creating the folder if needed. With `root`, the file must land inside
  /// that folder once symbolic links are followed: a folder under the output that links elsewhere
  /// is refused, not written through.
  public static func write(_ data: Data, to url: URL, within root: URL? = nil) throws {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: url.path, reason: "cannot create the folder \(folder.path)")
    }
    if let root {
      let base = root.resolvingSymlinksInPath().standardizedFileURL.path
      let target = folder.resolvingSymlinksInPath().standardizedFileURL.path
      guard target == base || target.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
        throw WriteError(
          path: url.path, reason: "it would be written outside \(root.path) (through \(target))")
      }
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
    do {
      do {
        try data.write(to: temporary)
      } catch {
        throw WriteError(path: url.path, reason: "the folder is not writable")
      }
      // rename(2) replaces the destination atomically on one file system.
      guard rename(temporary.path, url.path) == 0 else {
        throw WriteError(path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
