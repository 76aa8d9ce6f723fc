import Foundation
import Tintype
import TintypeArchive

/// `gallery.json` in a gallery's folder: which of its PNGs are renders (`<widget>/<family>-<mode>-
/// <scheme>-<entry>.png`, the names goldens have) and what they were rendered with. `tintype verify`
/// compares only the renders of a folder that has one, so contact sheets, context shots and the
/// archives' copied images are not "extra"; `tintype accept` carries the fingerprint to the goldens.
public struct GalleryManifest: Equatable, Sendable {
  /// The file's name.
  public static let fileName = "gallery.json"

  /// The renders, relative to the gallery's folder, sorted.
  public var renders: [String]
  /// What they were made with: `fonts`, `archiveSchema`, `deviceCatalog` and, for previews, `clock`
  /// — the members of the goldens' `goldens.json`.
  public var fingerprint: JSONValue

  /// A manifest.
  public init(renders: [String], fingerprint: JSONValue) {
    self.renders = renders.sorted()
    self.fingerprint = fingerprint
  }

  /// This machine's render fingerprint as `goldens.json` writes it, with the clock renders read
  /// (`FixedClock.fingerprint`) when there is one.
  public static func fingerprint(clock: String?) -> JSONValue {
    RenderFingerprint.current.json(clock: clock)
  }

  /// The file's text.
  public var json: String {
    String(
      decoding: JSONWriter.write(["renders": .array(renders.map { .string($0) }), "fingerprint": fingerprint]
      ),
      as: UTF8.self)
  }

  /// The manifest in `folder`, `nil` when there is none; a malformed one is an error naming it.
  public static func read(in folder: URL) throws -> GalleryManifest? {
    let url = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    do {
      let root = try JSONReader(JSONParser.parse(data)).object()
      let renders = try root.required("renders").array { try $0.string() }
      let fingerprint = try root.required("fingerprint").object()
      return GalleryManifest(renders: renders, fingerprint: .object(fingerprint.object))
    } catch var error as ArchiveError {
      error.file = url.path
      throw error
    }
  }
}
