import CFreeType
import TintypeCore

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

  /// Opens face `index` of the font file at `path` (0 for a plain font file; a collection such as
  /// a `.ttc` holds several) and selects its Unicode character map.
  func openFace(path: String, index: Int = 0) throws(FontError) -> FT_Face {
    guard FileSystem.isReadable(path) else { throw .fileNotFound(path: path) }
    return try lock.withLock { () throws(FontError) -> FT_Face in
      var face: FT_Face?
      let error = FT_New_Face(handle, path, FT_Long(index), &face)
      guard error == 0, let face else { throw .unreadableFont(path: path, freeTypeError: error) }
      guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else {
        FT_Done_Face(face)
        throw .noUnicodeCharacterMap(path: path)
      }
      return face
    }
  }

  /// The family name of each face in the font file at `path`, in index order (one name for a plain
  /// font file), so that a face of a collection can be picked by name rather than by a position
  /// that another build of the collection might change.
  func familyNames(path: String) throws(FontError) -> [String] {
    guard FileSystem.isReadable(path) else { throw .fileNotFound(path: path) }
    return try lock.withLock { () throws(FontError) -> [String] in
      var names: [String] = []
      var index = 0
      var count = 1
      while index < count {
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else { throw .unreadableFont(path: path, freeTypeError: error) }
        count = Int(face.pointee.num_faces)
        names.append(face.pointee.family_name.map { String(cString: $0) } ?? "")
        FT_Done_Face(face)
        index += 1
      }
      return names
    }
  }

  /// What names and describes each face of the font file at `path`, in index order: the family,
  /// style and PostScript names, the OS/2 weight class and whether it is italic. For `FontLibrary`.
  func faceRecords(path: String) throws(FontError) -> [FontLibrary.Face] {
    guard FileSystem.isReadable(path) else { throw .fileNotFound(path: path) }
    return try lock.withLock { () throws(FontError) -> [FontLibrary.Face] in
      var records: [FontLibrary.Face] = []
      var index = 0
      var count = 1
      // A collection names how many faces it has; a hostile one is not walked past a bound.
      while index < min(count, 64) {
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else { throw .unreadableFont(path: path, freeTypeError: error) }
        count = Int(face.pointee.num_faces)
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        records.append(
          FontLibrary.Face(
            id: FaceID(path: path, index: index),
            family: face.pointee.family_name.map { String(cString: $0) } ?? "",
            style: face.pointee.style_name.map { String(cString: $0) } ?? "",
            postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? "",
            weight: os2.map { Int($0.usWeightClass) } ?? 400,
            italic: face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0))
        FT_Done_Face(face)
        index += 1
      }
      return records
    }
  }

  /// Releases a face from `openFace`.
  func closeFace(_ face: FT_Face) {
    lock.withLock { _ = FT_Done_Face(face) }
  }
}
