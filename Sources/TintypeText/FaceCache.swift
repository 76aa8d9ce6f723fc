import TintypeCore

/// Loads each font face once and hands out the same `FontFace` after that.
///
/// Opening a face parses its tables, far too slow to repeat for every text run; one cache serves a
/// whole batch render across threads. A face that failed to load is remembered as failed too, so
/// that a missing system fallback font costs one look-up, not one per character.
public final class FaceCache: @unchecked Sendable {
  /// Where relative font paths are looked up.
  public let directory: FontDirectory

  private let lock = Lock()
  private var faces: [FaceID: Result<FontFace, FontError>] = [:]

  /// An empty cache over `directory`.
  public init(directory: FontDirectory) {
    self.directory = directory
  }

  /// The bundled Inter face for `descriptor`. Throws `FontError.noFace` for a weight with no file.
  public func face(for descriptor: FaceDescriptor) throws(FontError) -> FontFace {
    guard let file = InterFaces.files[descriptor] else { throw .noFace(descriptor) }
    return try face(atRelativePath: file)
  }

  /// The face in the file at `relativePath` inside the font directory, loaded on first use.
  public func face(atRelativePath relativePath: String) throws(FontError) -> FontFace {
    try face(FaceID(path: relativePath))
  }

  /// The face `id` names: a bundled face inside the font directory or a system font at an
  /// absolute path, loaded on first use.
  public func face(_ id: FaceID) throws(FontError) -> FontFace {
    let path = id.isSystemFont ? id.path : directory.path(of: id.path)
    // Loading under the lock means two threads asking for the same new face load it once.
    return try lock.withLock { () -> Result<FontFace, FontError> in
      if let known = faces[id] { return known }
      let loaded = Result { () throws(FontError) -> FontFace in
        try FontFace(path: path, index: id.index, widthScale: id.widthScale)
      }
      faces[id] = loaded
      return loaded
    }.get()
  }
}
