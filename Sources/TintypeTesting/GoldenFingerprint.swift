import Foundation
import Tintype
import TintypeArchive
import TintypePreviews

/// What a set of goldens was rendered with, kept beside them in `Goldens/goldens.json`: the fonts
/// (a hash of the bundled font files' bytes and of the system fallback fonts' names and sizes), the
/// archive schema version, the device catalog and the clock (`FixedClock`). When a golden fails and the fingerprint differs,
/// the failure says so first — "recorded with other fonts: re-record" — instead of a wall of pixel
/// differences that all have one cause.
public struct GoldenFingerprint: Equatable, Sendable {
  /// The fonts' hash (FNV-1a, 64 bits, in hex): not a security measure, a change detector.
  public var fonts: String
  /// `ViewArchive.currentVersion`.
  public var archiveSchema: Int
  /// A hash of the device catalog's JSON (sizes, scales, margins, radii).
  public var deviceCatalog: String
  /// The clock renders read (`FixedClock.fingerprint`: `2026-06-08T09:41:00Z UTC`, or `real`); `nil` in
  /// a fingerprint recorded before clocks were recorded, which then matches any clock.
  public var clock: String?

  /// The fingerprint of this build and machine, computed once per process.
  public static let current: GoldenFingerprint = {
    let render = RenderFingerprint.current
    return GoldenFingerprint(
      fonts: render.fonts, archiveSchema: render.archiveSchema, deviceCatalog: render.deviceCatalog,
      clock: FixedClock.current.fingerprint)
  }()

  /// The fingerprint's JSON (`RenderFingerprint.json(clock:)`, the shape galleries write too).
  public var json: JSONValue {
    RenderFingerprint(fonts: fonts, archiveSchema: archiveSchema, deviceCatalog: deviceCatalog).json(
      clock: clock)
  }

  /// The fingerprint in `file`, or `nil` when there is none or it cannot be read.
  public static func read(_ file: URL) -> GoldenFingerprint? {
    guard let data = try? Data(contentsOf: file), let value = try? JSONParser.parse(Array(data)),
      case .object(let object) = value, case .string(let fonts)? = object["fonts"],
      case .number(let schema)? = object["archiveSchema"],
      case .string(let catalog)? = object["deviceCatalog"]
    else { return nil }
    var clock: String?
    if case .string(let recorded)? = object["clock"] { clock = recorded }
    return GoldenFingerprint(fonts: fonts, archiveSchema: Int(schema), deviceCatalog: catalog, clock: clock)
  }

  /// Why goldens recorded with `self` may differ on a machine with `other`, or `nil` if nothing did.
  public func differences(from other: GoldenFingerprint) -> String? {
    var parts: [String] = []
    if fonts != other.fonts { parts.append("other fonts") }
    if archiveSchema != other.archiveSchema { parts.append("archive schema \(archiveSchema)") }
    if deviceCatalog != other.deviceCatalog { parts.append("another device catalog") }
    if let clock, let otherClock = other.clock, clock != otherClock {
      parts.append(clock == "real" ? "the wall clock" : "the clock fixed at \(clock)")
    }
    return parts.isEmpty ? nil : "the goldens were recorded with " + parts.joined(separator: ", ")
  }
}
