import Foundation
import TintypeArchive

/// An Xcode asset catalog (`NAME.xcassets`), read as Xcode reads it: every `.imageset`, `.colorset`
/// and `.symbolset` in it and in the folders inside it. A folder whose `Contents.json` says
/// `"properties": {"provides-namespace": true}` puts its name in front of its assets' names
/// (`Icons/star`), as Xcode does; other folders only organise. App icons, data sets and the like are
/// not widget content and are passed over.
///
/// A malformed `Contents.json` is an `ArchiveError` naming the file and the JSON path.
public struct XCAssetCatalog: Sendable {
  /// The catalog folder.
  public let url: URL
  /// Image sets by name.
  public private(set) var images: [String: ImageSet] = [:]
  /// Colour sets by name.
  public private(set) var colors: [String: ColorSet] = [:]
  /// Symbol sets (custom symbols) by name.
  public private(set) var symbols: [String: SymbolSet] = [:]

  /// The deepest folder nesting read: a catalog is a shallow tree, and a loop of links must end.
  public static let maximumDepth = 32

  /// Reads the catalog at `url`.
  public init(contentsOf url: URL) throws {
    self.url = url
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw ArchiveError(path: .root, "no asset catalog folder", file: url.path)
    }
    try read(folder: url, namespace: "", depth: 0)
  }

  /// Whether `url` is an asset catalog folder (its name ends in `.xcassets`).
  public static func isCatalog(_ url: URL) -> Bool { url.pathExtension.lowercased() == "xcassets" }

  private mutating func read(folder: URL, namespace: String, depth: Int) throws {
    guard depth <= XCAssetCatalog.maximumDepth else {
      throw ArchiveError(
        path: .root, "folders nested more than \(XCAssetCatalog.maximumDepth) deep", file: folder.path)
    }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    for entry in entries where !entry.hasPrefix(".") {
      let child = folder.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        continue
      }
      let base = (entry as NSString).deletingPathExtension
      switch child.pathExtension.lowercased() {
      case "imageset":
        let name = namespace + base
        images[name] = try XCAssetCatalog.located(child) {
          try ImageSet(name: name, folder: child, reader: try XCAssetCatalog.contents(of: child))
        }
      case "colorset":
        let name = namespace + base
        colors[name] = try XCAssetCatalog.located(child) {
          try ColorSet(name: name, reader: try XCAssetCatalog.contents(of: child))
        }
      case "symbolset":
        let name = namespace + base
        if let set = try XCAssetCatalog.located(
          child,
          {
            try SymbolSet(name: name, folder: child, reader: try XCAssetCatalog.contents(of: child))
          })
        {
          symbols[name] = set
        }
      case "":
        var inner = namespace
        let contents = child.appendingPathComponent("Contents.json")
        if FileManager.default.fileExists(atPath: contents.path) {
          let namespaced = try XCAssetCatalog.located(child) {
            let object = try XCAssetCatalog.contents(of: child).object()
            return try object.optional("properties")?.object().optional("provides-namespace")?.bool() == true
          }
          if namespaced { inner += entry + "/" }
        }
        try read(folder: child, namespace: inner, depth: depth + 1)
      default:
        continue  // appiconset, dataset, …: not drawn by widgets
      }
    }
  }

  /// `body`'s result; an `ArchiveError` from it gets the folder's `Contents.json` as its file.
  static func located<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as ArchiveError where error.file == nil {
      throw error.inFile(folder.appendingPathComponent("Contents.json").path)
    }
  }

  /// The parsed `Contents.json` of a set or folder; errors name the file.
  static func contents(of folder: URL) throws -> JSONReader {
    let file = folder.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ArchiveError(path: .root, "missing Contents.json", file: file.path)
    }
    do {
      return JSONReader(try JSONParser.parse(data))
    } catch {
      throw error.inFile(file.path)
    }
  }
}
