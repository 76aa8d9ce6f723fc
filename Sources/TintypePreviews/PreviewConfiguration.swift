import Foundation
import Tintype
import TintypeArchive
import TintypeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the previews package golden-tests and which warnings fail it, read from the package's
/// `tintype.json` (written once by `tintype init`, then the team's to change):
///
/// ```json
/// {
///   "goldens": {
///     "previews": true, "widgets": true, "skip": ["QuoteWidget-*"],
///     "modes": ["fullColor", "accented", "vibrant"], "schemes": ["light", "dark"]
///   },
///   "warnings": { "strict": false, "allow": ["symbol-stand-in"] },
///   "symbols": ["../SF Symbols"]
/// }
/// ```
///
/// `goldens.widgets` covers the bundle's widgets, shown through their own providers: leave them out
/// when a provider reads live data that no fixed clock makes stable. `symbols` are folders of SF
/// Symbols exported from the SF Symbols app (relative to the file), drawn instead of the stand-ins
/// by the previews and the goldens (Apple's symbols may not be redistributed: each developer exports
/// them, as with Apple's fonts). Every key is optional.
public struct PreviewConfiguration: Sendable {
  /// Whether the `#Preview`s and `PreviewProvider`s are golden-tested.
  public var previews = true
  /// Whether the bundle's widgets are golden-tested, each family through its own provider.
  public var widgets = true
  /// Cases left out, by name or by a shell pattern (`QuoteWidget-*`).
  public var skip: [String] = []
  /// The rendering modes golden-tested (`nil`: each mode the family shows).
  public var modes: Set<WidgetRenderingMode>?
  /// The colour schemes golden-tested.
  public var schemes: [ColorScheme] = ColorScheme.allCases
  /// Which warnings fail a golden test or the previews tool.
  public var warnings = WarningPolicy.standard
  /// Folders of exported SF Symbol templates (`WidgetRenderer(symbols:)`).
  public var symbols: [URL] = []

  /// Everything golden-tested, the standard policy.
  public init() {}

  /// The configuration in `url`; the default one when there is no such file. A malformed file is
  /// an error naming it and the JSON path.
  public static func read(from url: URL) throws(ArchiveError) -> PreviewConfiguration {
    guard let data = FileManager.default.contents(atPath: url.path) else { return PreviewConfiguration() }
    do {
      return try PreviewConfiguration(
        JSONReader(JSONParser.parse(data)), folder: url.deletingLastPathComponent())
    } catch var error as ArchiveError {
      error.file = url.path
      throw error
    } catch {
      throw ArchiveError(path: .root, "\(error)", file: url.path)
    }
  }

  init(_ reader: JSONReader, folder: URL) throws {
    let root = try reader.object()
    try root.only(["goldens", "warnings", "symbols"])
    symbols =
      try root.optional("symbols")?.array { entry in
        let path = try entry.nonEmptyString()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          isDirectory.boolValue
        else {
          throw entry.error("no symbols folder \(url.standardizedFileURL.path)")
        }
        return url
      } ?? []
    if let goldens = try root.optional("goldens")?.object() {
      try goldens.only(["previews", "widgets", "skip", "modes", "schemes"])
      previews = try goldens.optional("previews")?.bool() ?? previews
      widgets = try goldens.optional("widgets")?.bool() ?? widgets
      skip = try goldens.optional("skip")?.array { try $0.nonEmptyString() } ?? skip
      modes = try goldens.optional("modes").map {
        Set(try $0.array { try $0.enumeration(WidgetRenderingMode.self) })
      }
      schemes = try goldens.optional("schemes")?.array { try $0.enumeration(ColorScheme.self) } ?? schemes
    }
    if let section = try root.optional("warnings")?.object() {
      try section.only(["strict", "allow"])
      if try section.optional("strict")?.bool() == true { warnings = warnings.strictened }
      if let allow = section.optional("allow") {
        for name in try allow.array() {
          let text = try name.string()
          guard let kind = RenderWarning.Kind(name: text) else {
            throw name.error(
              "no warning kind \"\(text)\"; the kinds are \(RenderWarning.Kind.allCases.map(\.name).joined(separator: ", "))"
            )
          }
          warnings = warnings.allowing([kind])
        }
      }
    }
  }

  /// The cases `previews` golden-tests: by origin, less those `skip` names.
  public func goldens(_ previews: [PreviewCase]) -> [PreviewCase] {
    previews.filter { preview in
      switch preview.origin {
      case .preview: guard self.previews else { return false }
      case .widget: guard widgets else { return false }
      }
      return !skip.contains { pattern in pattern == preview.name || fnmatch(pattern, preview.name, 0) == 0 }
    }
  }
}
