import Foundation
import TintypeCore
import TintypeText

/// The text systems renderers share, one per set of custom font folders: fonts load once per
/// process, however many renderers are made.
enum TextSystems {
  private static let lock = Lock()
  nonisolated(unsafe) private static var systems: [[String]: Result<TextSystem, RenderError>] = [:]

  /// The text system over the bundled fonts and `fontFolders`.
  static func shared(fontFolders: [String]) -> Result<TextSystem, RenderError> {
    lock.withLock {
      if let known = systems[fontFolders] { return known }
      let made: Result<TextSystem, RenderError>
      do {
        made = .success(try TextSystem(directory: FontDirectory.locate(), fontFolders: fontFolders))
      } catch {
        made = .failure(.fonts("\(error)"))
      }
      systems[fontFolders] = made
      return made
    }
  }
}
