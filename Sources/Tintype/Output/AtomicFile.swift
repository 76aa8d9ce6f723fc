import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the
/// same folder, which is then renamed over the destination.
public enum AtomicFile {
  /// Writes `data` to `url`, creating the folder if needed.
  public static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
    do {
      try data.write(to: temporary)
      // rename(2) replaces the destination atomically on one file system.
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
