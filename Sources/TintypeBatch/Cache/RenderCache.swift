import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeEncode
import TintypeText

/// `--cache DIR`: PNGs kept by the digest of everything their pixels and bytes depend on, so that an
/// unchanged output is copied instead of rendered again.
///
/// The key covers the archive file's bytes, the data row's fields (when the archive has
/// placeholders), the render's axis values, the PNG setting, the wallpaper's and asset folders' bytes,
/// and the engine: the running executable's bytes (any change to Tintype's code is a new key), the
/// font files and the device catalog (`RenderFingerprint`). Entries are `DIR/ab/abcd….png`, written
/// atomically, so several machines may share one folder.
public struct RenderCache: Sendable {
  /// The folder.
  public let folder: URL
  /// The engine's part of every key.
  let engine: String

  /// A cache in `folder` (created if missing).
  public init(folder: URL) throws {
    self.folder = folder
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw AtomicFile.WriteError(path: folder.path, reason: "cannot create the cache folder")
    }
    engine = RenderCache.engineKey
  }

  /// The engine fingerprint, computed once per process: the executable's bytes, the fonts, the device
  /// catalog and the archive schema (the render service's keys start with it too).
  public static let engineKey: String = {
    var builder = DigestBuilder()
    builder.add("tintype-render-cache-1")
    builder.add(ExecutableIdentity.current)
    let fingerprint = RenderFingerprint.current
    builder.add(fingerprint.fonts)
    builder.add(fingerprint.deviceCatalog)
    builder.add(String(fingerprint.archiveSchema))
    return builder.digest.hex
  }()

  /// The file an entry lives in.
  func url(for key: String, format: ImageFormat = .png) -> URL {
    folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(
      key + "." + format.fileExtension)
  }

  /// The file an entry's warnings live in, when its render had any.
  func warningsURL(for key: String) -> URL {
    folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + ".warnings.json")
  }

  /// The cached image file for `key` and the warnings its render had, or `nil` (also for an entry that
  /// is not a file of `format`, or whose warnings cannot be read): a cached image says what a fresh render would.
  func lookUp(_ key: String, format: ImageFormat = .png) -> (data: Data, warnings: [RenderWarning])? {
    guard let data = FileManager.default.contents(atPath: url(for: key, format: format).path),
      data.count > 12,
      ImageFormat(sniffing: data) == format
    else { return nil }
    let sidecar = warningsURL(for: key)
    guard FileManager.default.fileExists(atPath: sidecar.path) else { return (data, []) }
    guard let bytes = FileManager.default.contents(atPath: sidecar.path),
      let warnings = try? RenderCache.warnings(fromJSON: bytes)
    else { return nil }
    return (data, warnings)
  }

  /// Keeps `data` and its render's `warnings` under `key`: the warnings first, so that a PNG in the
  /// cache always has them beside it. A cache that cannot be written only costs renders, so errors
  /// are dropped.
  func store(_ data: Data, format: ImageFormat = .png, warnings: [RenderWarning], for key: String) {
    if !warnings.isEmpty {
      guard (try? AtomicFile.write(Data(RenderCache.json(warnings)), to: warningsURL(for: key))) != nil
      else { return }
    }
    try? AtomicFile.write(data, to: url(for: key, format: format))
  }

  /// `[{"kind": "missing-asset", "path": …, "layout": false, "view": …, "message": …}, …]`; `layout`
  /// says the path is a layout path, not a JSON path.
  static func json(_ warnings: [RenderWarning]) -> [UInt8] {
    JSONWriter.write(
      .array(
        warnings.map {
          .object(
            JSONObject([
              ("kind", .string($0.kind.name)), ("path", .string($0.path)),
              ("layout", .bool({ if case .layout = $0.location { true } else { false } }($0))),
              ("view", .string($0.view)),
              ("message", .string($0.message)),
            ]))
        }), pretty: false)
  }

  static func warnings(fromJSON bytes: Data) throws -> [RenderWarning] {
    try JSONReader(JSONParser.parse(bytes)).array { element in
      let object = try element.object()
      guard let kind = RenderWarning.Kind(name: try object.required("kind").string()) else {
        throw element.error("an unknown warning kind")
      }
      let path = try object.required("path").string()
      return RenderWarning(
        kind, at: try object.required("layout").bool() ? .layout(path) : .archive(path),
        view: try object.required("view").string(), message: try object.required("message").string())
    }
  }
}

/// What identifies the running program's code: the SHA-256 of its executable file, or, where that
/// cannot be read, the program's path and size. A cache entry made by another build is never reused.
enum ExecutableIdentity {
  static let current: String = {
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
    if let data = FileManager.default.contents(atPath: path) { return SHA256Digest(of: data).hex }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
    return "\(path):\(size)"
  }()
}

/// Digests of files and folders, each read once per run: the asset images renders draw, and font
/// folders, for cache keys.
public final class FileDigests: @unchecked Sendable {
  private var known: [String: [UInt8]] = [:]
  private var folderDigests: [String: [UInt8]] = [:]
  private let lock = Lock()

  /// No digest known yet.
  public init() {}

  /// The digest of the file at `path` (of nothing, for a file that cannot be read).
  public func of(_ path: String) -> [UInt8] {
    lock.lock()
    if let digest = known[path] {
      lock.unlock()
      return digest
    }
    lock.unlock()
    let digest = SHA256Digest(of: FileManager.default.contents(atPath: path) ?? Data()).bytes
    lock.lock()
    known[path] = digest
    lock.unlock()
    return digest
  }

  /// A digest of every file under `folders` (names and bytes), or of every font file only.
  public func ofFolders(_ folders: [URL], fontsOnly: Bool = false) -> [UInt8] {
    let key = (fontsOnly ? "fonts:" : "all:") + folders.map(\.path).joined(separator: "\u{0}")
    lock.lock()
    if let known = folderDigests[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    var builder = DigestBuilder()
    if fontsOnly {
      // Exactly the files a text system over these folders reads.
      for path in FontLibrary.fontFiles(in: folders.map(\.path)) {
        builder.add(path)
        builder.add(of(path))
      }
    } else {
      for folder in folders {
        builder.add(folder.path)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
          .sorted()
        for file in files {
          let url = folder.appendingPathComponent(file)
          var isDirectory: ObjCBool = false
          guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
          else { continue }
          builder.add(file)
          builder.add(of(url.path))
        }
      }
    }
    let digest = builder.digest.bytes
    lock.withLock { folderDigests[key] = digest }
    return digest
  }
}

/// A dictionary several render threads share.
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
  private var values: [Key: Value] = [:]
  private let lock = Lock()

  func value(for key: Key) -> Value? { lock.withLock { values[key] } }
  func set(_ value: Value, for key: Key) { lock.withLock { values[key] = value } }
}
