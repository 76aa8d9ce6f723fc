import Foundation
import TintypeArchive
import TintypeBatch

/// A scratch folder with archives, data files and a manifest, as a user would lay them out.
struct BatchFixture {
  let folder: URL

  init() throws {
    folder = BatchFixture.root.appendingPathComponent("batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// This test process's folder of fixtures. Suites are structs and cannot clean up after each test,
  /// so each run removes the folders of earlier runs whose process has gone (thousands of them
  /// piled up in the temporary folder otherwise).
  static let root: URL = {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-batch-tests")
    let own = String(ProcessInfo.processInfo.processIdentifier)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    where name != own && !(Int32(name).map { kill($0, 0) == 0 || errno == EPERM } ?? false) {
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
    return parent.appendingPathComponent(own)
  }()

  /// A small archive: a title and a line on a coloured background; two entries.
  static let card = """
    {"format": "tintype-archive", "version": 1, "kind": "Card", "families": ["systemSmall", "systemMedium", "accessoryCircular"],
     "entries": [
       {"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
         {"type": "Text", "verbatim": "Hello", "modifiers": [{"font": "headline"}]},
         {"type": "Text", "verbatim": "Line"}], "modifiers": [{"containerBackground": {"style": "#FFCC00"}}]}},
       {"date": "2026-06-08T10:00:00Z", "view": {"type": "Text", "verbatim": "Later"}}]}
    """

  /// An archive whose strings hold placeholders: `{{name}}`, `{{price}}` and a colour `{{color}}`.
  static let personal = """
    {"format": "tintype-archive", "version": 1, "kind": "Product", "families": ["systemSmall"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "children": [
       {"type": "Text", "verbatim": "{{name}}"}, {"type": "Text", "verbatim": "{{ price }} each"}],
       "modifiers": [{"containerBackground": {"style": "{{color}}"}}]}}]}
    """

  @discardableResult
  func write(_ text: String, to name: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Writes `json` as `manifest.json` and reads it.
  func manifest(_ json: String) throws -> BatchManifest {
    try BatchManifest(contentsOf: try write(json, to: "manifest.json"))
  }

  /// Plans `json`.
  func plan(_ json: String) throws -> BatchPlan {
    try BatchPlan(try manifest(json))
  }

  /// The output names of `json`'s plan, in order.
  func names(_ json: String, shard: BatchShard = .whole) throws -> [String] {
    try plan(json).outputs(shard: shard).map(\.path)
  }

  /// Every file under `folder`, relative path → bytes.
  static func files(under folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let base = folder.standardizedFileURL.path
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      ?? .init()
    {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else {
        continue
      }
      let path = url.standardizedFileURL.path
      files[String(path.dropFirst(base.count + 1))] = FileManager.default.contents(atPath: url.path)
    }
    return files
  }

  /// The message of the `ArchiveError` `body` throws, or `nil`.
  static func error(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }
}
