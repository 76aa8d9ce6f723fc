import Foundation
import TintypeArchive
import TintypeAssetCatalog
import TintypeSVG

/// Symbols drawn from templates: an asset catalog's custom symbols (`.symbolset`, drawn by
/// `Image("name")`) and SF Symbols the user exported from the SF Symbols app (`--symbols`, drawn by
/// `Image(systemName:)` in place of the stand-ins; Apple's symbols may not be redistributed, so the
/// user brings them, as with Apple's fonts).
extension AssetCatalog {
  /// The deepest folder read under a symbols folder.
  static let maximumSymbolFolderDepth = 8

  /// The custom symbol `name` in the first catalog that has it.
  public func symbolSet(named name: String) -> SymbolSet? {
    catalogs.lazy.compactMap { $0.symbols[name] }.first
  }

  /// The exported template of the SF Symbol `name`, if a symbols folder has it.
  public func systemSymbolFile(named name: String) -> URL? { symbolFiles[name] }

  /// The exported templates a symbol written as `name` may draw: its own and its variants'
  /// (`heart` → `heart.svg`, `heart.fill.svg`, …), since a `symbolVariant` adds to the name.
  public func systemSymbolFiles(writtenAs name: String) -> [URL] {
    symbolFiles.filter { $0.key == name || $0.key.hasPrefix(name + ".") }.sorted { $0.key < $1.key }.map(
      \.value)
  }

  /// The template at `file`, parsed once.
  public func symbolTemplate(at file: URL, named name: String) throws(LookupError) -> SymbolTemplate {
    if let known = lock.withLock({ templateCache[file] }) { return known }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw .unreadable(name, file: file.path, reason: "cannot read the file")
    }
    do {
      let template = try SymbolTemplate(data: data)
      lock.withLock { templateCache[file] = template }
      return template
    } catch {
      throw .unreadable(name, file: file.path, reason: "not a symbol template: \(error.description)")
    }
  }

  /// Every `NAME.svg` under `folders` by name, the first folder's (and within a folder the
  /// shallowest, then the first in name order) winning.
  static func symbolTemplates(in folders: [URL]) throws(ArchiveError) -> [String: URL] {
    var found: [String: URL] = [:]
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ArchiveError(path: .root, "no symbols folder", file: folder.path)
      }
      var level = [folder]
      for _ in 0...maximumSymbolFolderDepth where !level.isEmpty {
        var next: [URL] = []
        for directory in level {
          let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .sorted()
          for entry in entries where !entry.hasPrefix(".") {
            let url = directory.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
              next.append(url)
            } else if url.pathExtension.lowercased() == "svg" {
              let name = url.deletingPathExtension().lastPathComponent
              if found[name] == nil { found[name] = url }
            }
          }
        }
        level = next
      }
    }
    return found
  }
}
