import CFreeType

/// The process's one FreeType library handle.
///
/// FreeType lets faces of one library be used on different threads (each face under its own lock,
/// see `FontFace`), but creating and destroying faces edits the library's shared lists, so those calls
/// are serialised here. The handle lives as long as the process; nothing would be gained by freeing it.
final class FreeTypeLibrary: @unchecked Sendable {
  /// The shared library, or the error FreeType gave when starting.
  static let shared = Result { () throws(FontError) -> FreeTypeLibrary in try FreeTypeLibrary() }

  private let handle: FT_Library
  private let lock = Lock()

  private init() throws(FontError) {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw .freeTypeUnavailable(freeTypeError: error) }
    handle = library
  }

  /// Opens the first face in the font file at `path` and selects its Unicode character map.
  func openFace(path: String) throws(FontError) -> FT_Face {
    guard FileSystem.isReadable(path) else { throw .fileNotFound(path: path) }
    return try lock.withLock { () throws(FontError) -> FT_Face in
      var face: FT_Face?
      let error = FT_New_Face(handle, path, 0, &face)
      guard error == 0, let face else { throw .unreadableFont(path: path, freeTypeError: error) }
      guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else {
        FT_Done_Face(face)
        throw .noUnicodeCharacterMap(path: path)
      }
      return face
    }
  }

  /// Releases a face from `openFace`.
  func closeFace(_ face: FT_Face) {
    lock.withLock { _ = FT_Done_Face(face) }
  }
}
