import Foundation
import Tintype
import TintypeArchive

/// Reading archives named on the command line.
enum ArchiveFile {
  /// Checks that `path` is a file, with the errors `read` gives.
  static func checkIsFile(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ArchiveError(path: .root, "no such file", file: path)
    }
    if isDirectory.boolValue {
      throw ArchiveError(path: .root, "is a folder, not an archive file", file: path)
    }
  }

  /// Decodes the archive at `path`; errors name the file and the JSON path.
  static func read(_ path: String) throws -> ViewArchive {
    try checkIsFile(path)
    return try ViewArchive(contentsOf: URL(fileURLWithPath: path))
  }

  /// An archive file as read: a widget's archive or a Live Activity's.
  enum Loaded {
    case widget(ViewArchive)
    case activity(ActivityArchive)
  }

  /// Reads the file at `path` once and decodes it as what its `format` says it is: a Live Activity
  /// archive, else a widget archive (whose decoding reports what is wrong with a file that is
  /// neither). Errors name the file and the JSON path.
  static func load(_ path: String) throws -> Loaded {
    try checkIsFile(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ArchiveError(path: .root, "cannot read the file", file: path)
    }
    if ActivityArchive.isActivityArchive(data) == true {
      return .activity(try ActivityArchive(jsonData: data, file: path))
    }
    return .widget(try ViewArchive(jsonData: data, file: path))
  }

  /// Checks that every asset image the archive names exists as `NAME.png` in one of `folders`, and
  /// every asset colour; `written` is the file's JSON when it was parsed already.
  static func checkAssets(
    of archive: some ArchiveDocument, file: String, in folders: [String], written: JSONValue? = nil
  ) throws {
    let catalog = try AssetCatalog(folders: folders.map { URL(fileURLWithPath: $0) })
    for (name, path) in archive.assetImageNames {
      if catalog.files(named: name).isEmpty {
        throw ArchiveError(
          path: path,
          "no image \"\(name)\" (\(name).png, \(name)@2x.png or \(name)@3x.png); looked in \(folders.joined(separator: ", "))",
          file: file)
      }
    }
    // Paths as the file writes them (its `view` shorthand, not the re-encoded `views`).
    let written = written ?? FileManager.default.contents(atPath: file).flatMap { try? JSONParser.parse($0) }
    let colors = written.map(ViewArchive.assetColorNames(in:)) ?? archive.assetColorNames
    for (name, path) in colors where catalog.colors[name] == nil {
      throw ArchiveError(
        path: path,
        "no colour \"\(name)\" (in a colors.json or an asset catalog's colour set); looked in \(folders.joined(separator: ", "))",
        file: file)
    }
  }
}
