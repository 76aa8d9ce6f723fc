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
      if FileManager.default.fileExists(atPath: url.path) {
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: url)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
