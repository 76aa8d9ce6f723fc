import Foundation
import TintypeArchive
import TintypeText

/// What, besides the archive and the request, decides a render's pixels on this machine: the font
/// files, the device catalog and the archive schema. Golden tests keep it beside their images to
/// explain a failure ("recorded with other fonts"); the batch cache puts it in every key so that new
/// fonts or a new catalog render again instead of reusing old images.
public struct RenderFingerprint: Equatable, Sendable {
  /// The fonts' hash (FNV-1a, 64 bits, in hex) over the bundled font files' names and bytes and the
  /// system fallback fonts' paths and sizes: not a security measure, a change detector.
  public var fonts: String
  /// `ViewArchive.currentVersion`.
  public var archiveSchema: Int
  /// A hash of the device catalog's JSON (sizes, scales, margins, radii).
  public var deviceCatalog: String

  /// A fingerprint with the given parts.
  public init(fonts: String, archiveSchema: Int, deviceCatalog: String) {
    (self.fonts, self.archiveSchema, self.deviceCatalog) = (fonts, archiveSchema, deviceCatalog)
  }

  /// The fingerprint of this build and machine, computed once per process.
  public static let current: RenderFingerprint = {
    var fonts = FNV1a()
    if let directory = try? FontDirectory.locate() {
      let root = URL(fileURLWithPath: directory.path)
      let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
        .filter { ["otf", "ttf", "ttc"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
        .sorted()
      for file in files {
        fonts.add(Array(file.utf8))
        fonts.add(Array((try? Data(contentsOf: root.appendingPathComponent(file))) ?? Data()))
      }
    }
    let fallbacks = SystemFallbackFonts.standard
    for path in [fallbacks.cjkRegularPath, fallbacks.cjkBoldPath, fallbacks.emojiPath] {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
      fonts.add(Array("\(path):\(size)".utf8))
    }
    var catalog = FNV1a()
    catalog.add(JSONWriter.write(.array(DeviceCatalog.standard.devices.map(\.jsonValue)), pretty: false))
    return RenderFingerprint(
      fonts: fonts.hex, archiveSchema: ViewArchive.currentVersion, deviceCatalog: catalog.hex)
  }()

  /// The fingerprint as the goldens' `goldens.json` and a gallery's `gallery.json` write it, with the
  /// clock the renders read (`FixedClock.fingerprint`) when there is one: one shape in one place, so
  /// that `tintype accept` can carry a gallery's fingerprint to the goldens.
  public func json(clock: String?) -> JSONValue {
    var object = JSONObject([
      ("fonts", .string(fonts)), ("archiveSchema", .number(Double(archiveSchema))),
      ("deviceCatalog", .string(deviceCatalog)),
    ])
    if let clock { object["clock"] = .string(clock) }
    return .object(object)
  }
}

/// FNV-1a, 64 bits: a fast change detector for the fingerprint.
struct FNV1a {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325
  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      state ^= UInt64(byte)
      state = state &* 0x0000_0100_0000_01B3
    }
  }
  var hex: String { String(state, radix: 16).leftPadded(to: 16) }
}
