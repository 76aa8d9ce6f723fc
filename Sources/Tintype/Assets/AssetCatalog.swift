import Foundation
import TintypeArchive
import TintypeRaster

/// The images and colours an archive refers to by name, looked up in asset folders.
///
/// Images are PNG files named `NAME.png`, `NAME@2x.png` or `NAME@3x.png` (the scale says how many
/// pixels make a point, as in Xcode asset catalogs); the variant closest to the render scale wins.
/// Colours come from a `colors.json` in a folder: `{"Brand": "#FF6600"}` or
/// `{"Brand": {"light": "#FF6600", "dark": "#FF8833"}}`. Decoded images are cached.
public final class AssetCatalog: @unchecked Sendable {
  /// The folders searched, in order.
  public let folders: [URL]
  private let lock = NSLock()
  private var images: [String: DecodedImage] = [:]
  private(set) var colors: [String: (light: RGBAColor, dark: RGBAColor)] = [:]

  /// A catalog over `folders`; reads every `colors.json` at once so that a bad one fails early.
  public init(folders: [URL]) throws {
    self.folders = folders
    for folder in folders {
      let file = folder.appendingPathComponent("colors.json")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      for (name, pair) in try AssetCatalog.readColors(file) where colors[name] == nil { colors[name] = pair }
    }
  }

  /// The colours of one `colors.json`; errors name the file and the JSON path.
  private static func readColors(_ file: URL) throws -> [String: (light: RGBAColor, dark: RGBAColor)] {
    var result: [String: (light: RGBAColor, dark: RGBAColor)] = [:]
    do {
      let object = try JSONReader(try JSONParser.parse(try Data(contentsOf: file))).object()
      for key in object.object.keys {
        let entry = try object.required(key)
        if case .object = entry.value {
          let pair = try entry.object()
          try pair.only(["light", "dark"])
          let light = try concrete(try pair.required("light").decode(ColorValue.self), entry)
          let dark =
            try pair.optional("dark").map { try concrete(try $0.decode(ColorValue.self), entry) } ?? light
          result[key] = (light, dark)
        } else {
          let color = try concrete(try entry.decode(ColorValue.self), entry)
          result[key] = (color, color)
        }
      }
    } catch {
      if let archiveError = error as? ArchiveError { throw archiveError.inFile(file.path) }
      throw error
    }
    return result
  }

  private static func concrete(_ value: ColorValue, _ reader: JSONReader) throws -> RGBAColor {
    guard case .rgb(let r, let g, let b, let opacity, let space) = value else {
      throw reader.error("an asset colour must be concrete (\"#RRGGBB\" or components)")
    }
    return RGBAColor(components: r, g, b, opacity: opacity, space: space)
  }

  /// Why an image could not be had.
  public enum LookupError: Error, CustomStringConvertible {
    case invalidName(String)
    case missing(String, folders: [URL])
    case unreadable(String, file: String, reason: String)

    public var description: String {
      switch self {
      case .invalidName(let name):
        return
          "image name \(ArchiveError.quoted(name)) must be a plain name (no folders, no \"..\"), so assets stay inside their folders"
      case .missing(let name, let folders):
        let list =
          folders.isEmpty
          ? "no asset folders were given" : "looked in " + folders.map(\.path).joined(separator: ", ")
        let short = ArchiveError.shortened(name)
        return
          "no image \(ArchiveError.quoted(name)) (\(short).png, \(short)@2x.png or \(short)@3x.png); \(list)"
      case .unreadable(let name, let file, let reason):
        return "image \(ArchiveError.quoted(name)) (\(file)) cannot be read: \(reason)"
      }
    }
  }

  /// The files of the image called `name` (every scale variant in the first folder that has one).
  public func files(named name: String) -> [URL] { variants(named: name).map(\.url) }

  /// The scale variants of `name` in the first folder that has any, with the scale each declares.
  private func variants(named name: String) -> [(url: URL, scale: Double)] {
    for folder in folders {
      let found = [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)].map {
        (folder.appendingPathComponent(name + $0.0 + ".png"), $0.1)
      }
      .filter { FileManager.default.fileExists(atPath: $0.0.path) }
      if !found.isEmpty { return found }
    }
    return []
  }

  /// The image called `name`, decoded, preferring the variant made for `scale`.
  public func image(named name: String, scale: Double) throws -> DecodedImage {
    guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != ".", name != "..",
      !name.hasPrefix(".")
    else {
      throw LookupError.invalidName(name)
    }
    let key = "\(name)@\(scale)"
    lock.lock()
    if let cached = images[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    let candidates = variants(named: name)
    // The exact scale if present, else the largest (downsampling looks better than upsampling).
    guard
      let (url, fileScale) = candidates.first(where: { $0.1 == scale }) ?? candidates.max(by: { $0.1 < $1.1 })
    else {
      throw LookupError.missing(name, folders: folders)
    }
    let decoded: DecodedImage
    do {
      let bytes = try Data(contentsOf: url)
      decoded = DecodedImage(canvas: try PNGDecoder().decode(Array(bytes)), scale: fileScale)
    } catch {
      throw LookupError.unreadable(name, file: url.path, reason: "\(error)")
    }
    lock.lock()
    images[key] = decoded
    lock.unlock()
    return decoded
  }
}
