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

  /// Whether `name` is one of this type's temporary files (`.NAME….partial`).
  public static func isTemporary(_ name: String) -> Bool { name.hasPrefix(".") && name.hasSuffix(".partial") }

  /// This machine's name as temporaries carry it: letters, digits and `-` only.
  static let host: String = {
    let name = ProcessInfo.processInfo.hostName
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.prefix(64))
    return safe.isEmpty ? "host" : safe
  }()

  /// The temporary a write of `url` goes through: `.NAME.HOST.PID.UUID.partial` beside it. The host
  /// and process say whose it is, so that a run cleaning up after a killed one leaves alone the
  /// temporaries of runs still writing (a shard on another machine writing to the same shared folder).
  public static func temporary(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(host).\(getpid()).\(UUID().uuidString).partial")
  }

  /// How old a temporary from another machine must be before it is taken for a killed run's: a
  /// write takes milliseconds, so an hour-old one is nobody's.
  public static let foreignTemporaryAge: TimeInterval = 3600

  /// Removes the temporary files killed runs left under `folder` (a `kill -9` lands between the write
  /// and the rename): only this type's own `.…partial` names, never anything else; of those, only the
  /// ones whose process on this machine is gone, or that are over an hour old (another machine's, or
  /// older names without an owner are removed at once).
  public static func removeLeftovers(under folder: URL) {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return
    }
    while let file = walk.nextObject() as? URL {
      let name = file.lastPathComponent
      guard isTemporary(name) else { continue }
      if isLeftover(name, at: file) { try? FileManager.default.removeItem(at: file) }
    }
  }

  static func isLeftover(_ name: String, at file: URL) -> Bool {
    // `.NAME.HOST.PID.UUID.partial`: the owner is the two components before the UUID.
    let parts = name.dropLast(".partial".count).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4, let pid = Int32(parts[parts.count - 2]),
      UUID(uuidString: String(parts.last!)) != nil
    else { return true }
    let owner = String(parts[parts.count - 3])
    if owner == host {
      return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }
    let modified =
      (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
      ?? .distantPast
    return Date().timeIntervalSince(modified) > foreignTemporaryAge
  }

  /// Writes `data` to `url`, creating the folder if needed. With `root`, the file must land inside
  /// that folder once symbolic links are followed: a folder under the output that links elsewhere
  /// is refused, not written through.
  public static func write(_ data: Data, to url: URL, within root: URL? = nil) throws(WriteError) {
    try prepareFolder(of: url, within: root)
    try writeIntoPreparedFolder(data, to: url)
  }

  /// Creates `url`'s folder if needed and, with `root`, checks that it lies inside `root` once
  /// symbolic links are followed. Writers of many files into few folders (a batch) do this once per
  /// folder, then `writeIntoPreparedFolder` per file.
  public static func prepareFolder(of url: URL, within root: URL? = nil) throws(WriteError) {
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
  public static func writeIntoPreparedFolder(_ data: Data, to url: URL) throws(WriteError) {
    let temporary = temporary(for: url)
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
