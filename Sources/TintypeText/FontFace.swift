import CFreeType

/// One face of a font file (say Inter Bold), loaded with FreeType: its names, vertical metrics, the
/// glyph for a character and how far a glyph advances.
///
/// Safe to share between threads: the metrics are read once when loading and never change, and calls
/// into FreeType, which keeps per-face state such as the current size, go through a per-face lock.
public final class FontFace: @unchecked Sendable {
  /// The file the face was loaded from.
  public let path: String
  /// Family name, such as "Inter" (the typographic family, so all weights share it).
  public let familyName: String
  /// Style name, such as "Bold Italic".
  public let styleName: String
  /// Font design units per em: the scale of the metrics below.
  public let unitsPerEm: Int
  /// Distance from the baseline up to the top of the line, in font units (positive).
  public let ascender: Int
  /// Distance from the baseline down to the bottom of the line, in font units (negative).
  public let descender: Int
  /// Extra space the font asks for between lines, in font units: FreeType's line height less
  /// ascender and descender.
  public let lineGap: Int
  /// Number of glyphs in the face.
  public let glyphCount: Int

  private let library: FreeTypeLibrary
  private let face: FT_Face
  private let lock = Lock()
  /// The size last set on `face`, in 26.6 pixels, so that measuring a run at one size sets it once.
  private var currentSize: FT_F26Dot6 = 0

  /// Loads the first face of the font file at `path`. Throws `FontError.fileNotFound` naming the path
  /// if there is no readable file there.
  public init(path: String) throws(FontError) {
    let library = try FreeTypeLibrary.shared.get()
    let face = try library.openFace(path: path)
    let record = face.pointee
    self.path = path
    self.library = library
    self.face = face
    familyName = record.family_name.map { String(cString: $0) } ?? ""
    styleName = record.style_name.map { String(cString: $0) } ?? ""
    unitsPerEm = Int(record.units_per_EM)
    ascender = Int(record.ascender)
    descender = Int(record.descender)
    lineGap = Int(record.height) - (Int(record.ascender) - Int(record.descender))
    glyphCount = Int(record.num_glyphs)
  }

  deinit {
    library.closeFace(face)
  }

  /// The glyph that draws `scalar`, or nil when the face has none (the caller then falls back to
  /// another font rather than drawing the .notdef box).
  public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
    let index = lock.withLock { FT_Get_Char_Index(face, FT_ULong(scalar.value)) }
    return index == 0 ? nil : UInt32(index)
  }

  /// How far the pen moves after drawing `glyph` at `pixelSize` pixels per em, in pixels.
  ///
  /// Unhinted, so that text measures the same at every scale and widths add up as in a layout in
  /// points; FreeType reports it in 16.16 fixed point, which keeps the fraction 26.6 would round.
  public func advance(ofGlyph glyph: UInt32, pixelSize: Double) throws(FontError) -> Double {
    guard pixelSize.isFinite, pixelSize > 0, pixelSize * 64 < Double(Int32.max) else {
      throw .invalidPixelSize(pixelSize)
    }
    let size = FT_F26Dot6((pixelSize * 64).rounded())
    return try lock.withLock { () throws(FontError) -> Double in
      if size != currentSize {
        // 72 dpi makes one point one pixel, so the 26.6 character size is the pixel size.
        let error = FT_Set_Char_Size(face, 0, size, 72, 72)
        guard error == 0 else { throw .invalidPixelSize(pixelSize) }
        currentSize = size
      }
      var advance: FT_Fixed = 0
      let error = FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_HINTING), &advance)
      guard error == 0 else {
        throw .glyphMeasurementFailed(glyph: glyph, path: path, freeTypeError: error)
      }
      return Double(advance) / 65536
    }
  }
}
