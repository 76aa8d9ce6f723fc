/// Loads each font file once and hands out the same `FontFace` after that.
///
/// Opening a face parses its tables, far too slow to repeat for every text run; one cache serves a
/// whole batch render across threads.
public final class FaceCache: @unchecked Sendable {
  /// Where relative font paths are looked up.
  public let directory: FontDirectory

  private let lock = Lock()
  private var faces: [String: FontFace] = [:]

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
    let path = directory.path(of: relativePath)
    // Loading under the lock means two threads asking for the same new face load it once.
    return try lock.withLock { () throws(FontError) -> FontFace in
      if let face = faces[path] { return face }
      let face = try FontFace(path: path)
      faces[path] = face
      return face
    }
  }
}
