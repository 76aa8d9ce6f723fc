import Foundation
import TintypeCore
import TintypeText

/// The text systems renderers share, one per set of custom font folders and the font files in them:
/// fonts load once per process, however many renderers are made, and a renderer made after a font
/// file was added, removed or rewritten loads the folders again (a long-running process must never
/// set text with a font that is no longer there).
enum TextSystems {
  private static let lock = Lock()
  nonisolated(unsafe) private static var systems: [Key: Result<TextSystem, RenderError>] = [:]

  /// The folders, and each font file under them with its size and modification time.
  private struct Key: Hashable {
    var folders: [String]
    var files: [String]
  }

  /// The text system over the bundled fonts and `fontFolders`.
  static func shared(fontFolders: [String]) -> Result<TextSystem, RenderError> {
    let key = Key(folders: fontFolders, files: fontFiles(under: fontFolders))
    return lock.withLock {
      if let known = systems[key] { return known }
      let made: Result<TextSystem, RenderError>
      do {
        made = .success(try TextSystem(directory: FontDirectory.locate(), fontFolders: fontFolders))
      } catch {
        made = .failure(.fonts("\(error)"))
      }
      systems[key] = made
      return made
    }
  }

  /// `path size modified` of every font file under `folders` (or of a folder that is itself a file).
  private static func fontFiles(under folders: [String]) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    func describe(_ path: String) {
      let attributes = try? manager.attributesOfItem(atPath: path)
      let size = attributes?[.size] as? Int ?? -1
      let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      found.append("\(path) \(size) \(modified)")
    }
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        describe(folder)
        continue
      }
      // As many entries as the font library itself reads, so that a folder given by mistake (a home
      // directory) is not walked to its end.
      var names: [String] = []
      let walk = manager.enumerator(atPath: folder)
      while names.count < FontLibrary.maximumFileCount * 4, let name = walk?.nextObject() as? String {
        names.append(name)
      }
      for file in names.sorted()
      where ["ttf", "otf", "ttc", "otc"].contains((file as NSString).pathExtension.lowercased()) {
        describe((folder as NSString).appendingPathComponent(file))
      }
    }
    return found
  }
}
