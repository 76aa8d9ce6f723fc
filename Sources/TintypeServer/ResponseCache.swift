import Foundation
import TintypeCore

/// Rendered images by their key (the digest of every input, the response's `ETag`), in memory up to a
/// number of bytes, the least recently used dropped first; optionally also in a folder, where they
/// outlive the process. An entry is what a fresh render of the same inputs returns, byte for byte: the
/// key holds everything the bytes depend on.
final class ResponseCache: @unchecked Sendable {
  struct Entry: Sendable {
    var body: [UInt8]
    var contentType: String
    var warnings: Int
  }

  /// The most bytes kept in memory (0: none).
  let capacity: Int
  /// The folder entries are also written to, or nil.
  let folder: URL?
  private let lock = Lock()
  private var entries: [String: (entry: Entry, used: UInt64)] = [:]
  private var bytes = 0
  private var clock: UInt64 = 0

  init(capacity: Int, folder: URL?) {
    self.capacity = max(0, capacity)
    self.folder = folder
    if let folder { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
  }

  func get(_ key: String) -> Entry? {
    let found: Entry? = lock.withLock {
      guard var item = entries[key] else { return nil }
      clock += 1
      item.used = clock
      entries[key] = item
      return item.entry
    }
    if let found { return found }
    guard let url = fileURL(key), let data = FileManager.default.contents(atPath: url.path),
      let type = try? String(contentsOf: url.appendingPathExtension("type"), encoding: .utf8)
    else { return nil }
    let entry = Entry(body: Array(data), contentType: type, warnings: 0)
    remember(key, entry)
    return entry
  }

  func put(_ key: String, _ entry: Entry) {
    remember(key, entry)
    // On disk without the warnings' count: only images without warnings are written there.
    if entry.warnings == 0, let url = fileURL(key) {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let temporary = url.appendingPathExtension("partial-\(UUID().uuidString)")
      // The type first, then the image by rename: a reader never sees half an image.
      if (try? Data(entry.contentType.utf8).write(to: url.appendingPathExtension("type"), options: .atomic))
        != nil,
        (try? Data(entry.body).write(to: temporary)) != nil, rename(temporary.path, url.path) == 0
      {
        return
      }
      try? FileManager.default.removeItem(at: temporary)
    }
  }

  private func remember(_ key: String, _ entry: Entry) {
    guard entry.body.count <= capacity else { return }
    lock.withLock {
      clock += 1
      if let old = entries[key] { bytes -= old.entry.body.count }
      entries[key] = (entry, clock)
      bytes += entry.body.count
      while bytes > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
        bytes -= oldest.value.entry.body.count
        entries[oldest.key] = nil
      }
    }
  }

  /// Entries and bytes in memory.
  var size: (entries: Int, bytes: Int) { lock.withLock { (entries.count, bytes) } }

  private func fileURL(_ key: String) -> URL? {
    guard let folder, key.count > 2, key.allSatisfy({ $0.isHexDigit }) else { return nil }
    return folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
  }
}
