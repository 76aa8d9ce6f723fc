import Foundation
import Tintype
import TintypeArchive
import TintypeText

/// What a set of goldens was rendered with, kept beside them in `Goldens/goldens.json`: the fonts
/// (a hash of the bundled font files' bytes and of the system fallback fonts' names and sizes), the
/// archive schema version and the device catalog. When a golden fails and the fingerprint differs,
/// the failure says so first — "recorded with other fonts: re-record" — instead of a wall of pixel
/// differences that all have one cause.
public struct GoldenFingerprint: Equatable, Sendable {
  /// The fonts' hash (FNV-1a, 64 bits, in hex): not a security measure, a change detector.
  public var fonts: String
  /// `ViewArchive.currentVersion`.
  public var archiveSchema: Int
  /// A hash of the device catalog's JSON (sizes, scales, margins, radii).
  public var deviceCatalog: String

  /// The fingerprint of this build and machine, computed once per process.
  public static let current: GoldenFingerprint = {
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
    return GoldenFingerprint(
      fonts: fonts.hex, archiveSchema: ViewArchive.currentVersion, deviceCatalog: catalog.hex)
  }()

  /// The fingerprint's JSON.
  public var json: JSONValue {
    [
      "fonts": .string(fonts), "archiveSchema": .number(Double(archiveSchema)),
      "deviceCatalog": .string(deviceCatalog),
    ]
  }

  /// The fingerprint in `file`, or `nil` when there is none or it cannot be read.
  public static func read(_ file: URL) -> GoldenFingerprint? {
    guard let data = try? Data(contentsOf: file), let value = try? JSONParser.parse(Array(data)),
      case .object(let object) = value, case .string(let fonts)? = object["fonts"],
      case .number(let schema)? = object["archiveSchema"],
      case .string(let catalog)? = object["deviceCatalog"]
    else { return nil }
    return GoldenFingerprint(fonts: fonts, archiveSchema: Int(schema), deviceCatalog: catalog)
  }

  /// Why goldens recorded with `self` may differ on a machine with `other`, or `nil` if nothing did.
  public func differences(from other: GoldenFingerprint) -> String? {
    var parts: [String] = []
    if fonts != other.fonts { parts.append("other fonts") }
    if archiveSchema != other.archiveSchema { parts.append("archive schema \(archiveSchema)") }
    if deviceCatalog != other.deviceCatalog { parts.append("another device catalog") }
    return parts.isEmpty ? nil : "the goldens were recorded with " + parts.joined(separator: ", ")
  }
}

/// FNV-1a, 64 bits.
struct FNV1a {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325
  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      state ^= UInt64(byte)
      state = state &* 0x0000_0100_0000_01B3
    }
  }
  var hex: String { String(state, radix: 16).leftPadded(16) }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
