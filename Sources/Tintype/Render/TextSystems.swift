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
      do throws(FontError) {
        made = .success(try TextSystem(directory: FontDirectory.locate(), fontFolders: fontFolders))
      } catch {
        made = .failure(.fonts(error))
      }
      systems[key] = made
      return made
    }
  }

  /// `path size modified` of every font file a library over `folders` reads.
  private static func fontFiles(under folders: [String]) -> [String] {
    FontLibrary.fontFiles(in: folders).map { path in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let size = attributes?[.size] as? Int ?? -1
      let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(path) \(size) \(modified)"
    }
  }
}
