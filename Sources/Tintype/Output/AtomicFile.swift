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

    /// A write error for `path`, with the reason in the system's words.
    public init(path: String, reason: String) { (self.path, self.reason) = (path, reason) }
  }

  /// Whether `name` is one of this type's temporary files (`.NAME.UUID.partial`).
  public static func isTemporary(_ name: String) -> Bool { name.hasPrefix(".") && name.hasSuffix(".partial") }

  /// Removes the temporary files a run killed while writing left under `folder` (a `kill -9` lands
  /// between the write and the rename): only this type's own `.…partial` names, never anything else.
  public static func removeLeftovers(under folder: URL) {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return
    }
    while let file = walk.nextObject() as? URL {
      if isTemporary(file.lastPathComponent) { try? FileManager.default.removeItem(at: file) }
    }
  }

  /// Writes `data` to `url`, creating the folder if needed. With `root`, the file must land inside
  /// that folder once symbolic links are followed: a folder under the output that links elsewhere
  /// is refused, not written through.
  public static func write(_ data: Data, to url: URL, within root: URL? = nil) throws {
    try prepareFolder(of: url, within: root)
    try writeIntoPreparedFolder(data, to: url)
  }

  /// Creates `url`'s folder if needed and, with `root`, checks that it lies inside `root` once
  /// symbolic links are followed. Writers of many files into few folders (a batch) do this once per
  /// folder, then `writeIntoPreparedFolder` per file.
  public static func prepareFolder(of url: URL, within root: URL? = nil) throws {
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
  }

  /// Writes `data` to `url` through a temporary file in its folder, which `prepareFolder` has made
  /// and checked: open, write and rename, nothing more.
  public static func writeIntoPreparedFolder(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
    // O_EXCL: the temporary name is new, so nothing (not a planted link) is written through.
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw WriteError(
        path: url.path, reason: "the folder is not writable (\(String(cString: strerror(errno))))")
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    // rename(2) replaces the destination atomically on one file system.
    if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary.path)
      throw WriteError(path: url.path, reason: failure)
    }
  }
}
