import CFreeType
import CHarfBuzz
import TintypeCore

/// One face of a font file (say Inter Bold), loaded twice over: by HarfBuzz, to map characters to
/// glyphs and shape text, and by FreeType, to measure, outline and rasterize single glyphs.
///
/// Safe to share between threads. The metrics are read once when loading and never change. The
/// HarfBuzz font is made immutable after loading, and HarfBuzz allows an immutable font to shape on
/// many threads at once, so shaping takes no lock. FreeType keeps per-face state (the current size,
/// the glyph slot), so every FreeType call goes through a per-face lock.
public final class FontFace: @unchecked Sendable {
  /// The file the face was loaded from.
  public let path: String
  /// Which face of the file: 0 for a plain font file, the position in a collection (`.ttc`).
  public let index: Int
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
  ///
  /// FreeType takes all three from the `hhea` table (the OS/2 typo metrics only when `hhea` is
  /// empty), which is what Apple's text system uses too; `USE_TYPO_METRICS` is not consulted.
  public let lineGap: Int
  /// Number of glyphs in the face.
  public let glyphCount: Int
  /// Centre of the underline stroke relative to the baseline, in font units, y up (negative: below).
  public let underlinePosition: Int
  /// Thickness of the underline stroke, in font units.
  public let underlineThickness: Int
  /// Top of the strikethrough stroke above the baseline, in font units (OS/2 `yStrikeoutPosition`).
  public let strikeoutPosition: Int
  /// Thickness of the strikethrough stroke, in font units.
  public let strikeoutSize: Int
  /// Whether the face draws colour bitmaps (emoji) rather than outlines to fill.
  public let isColor: Bool
  /// The horizontal factor on every advance, offset and outline (see `FaceID.widthScale`).
  public let widthScale: Double

  /// The pixels per em of each bitmap strike, for bitmap faces such as Noto Color Emoji.
  let bitmapStrikes: [Double]
  /// The HarfBuzz font over the same face, scaled to font units (one unit per design unit) so that
  /// a shaping result serves every point size.
  let shapingFont: OpaquePointer

  private let library: FreeTypeLibrary
  private let face: FT_Face
  private let lock = Lock()
  /// The size last set on `face`, in 26.6 pixels, so that measuring a run at one size sets it once.
  private var currentSize: FT_F26Dot6 = 0

  /// Loads face `index` (0 unless the file is a collection) of the font file at `path`, set
  /// `widthScale` times as wide as drawn (1: as drawn). Throws `FontError.fileNotFound` naming the
  /// path if there is no readable file there.
  public init(path: String, index: Int = 0, widthScale: Double = 1) throws(FontError) {
    guard widthScale.isFinite, widthScale > 0 else { throw .invalidPixelSize(widthScale) }
    let library = try FreeTypeLibrary.shared.get()
    let face = try library.openFace(path: path, index: index)
    guard let shapingFont = Self.makeShapingFont(path: path, index: index, widthScale: widthScale) else {
      library.closeFace(face)
      throw .unreadableFont(path: path, freeTypeError: 0)
    }
    let record = face.pointee
    self.path = path
    self.index = index
    self.widthScale = widthScale
    self.library = library
    self.face = face
    self.shapingFont = shapingFont
    familyName = record.family_name.map { String(cString: $0) } ?? ""
    styleName = record.style_name.map { String(cString: $0) } ?? ""
    if record.units_per_EM > 0 {
      unitsPerEm = Int(record.units_per_EM)
      ascender = Int(record.ascender)
      descender = Int(record.descender)
      lineGap = Int(record.height) - (Int(record.ascender) - Int(record.descender))
    } else {
      // FreeType gives bitmap-only faces (Noto Color Emoji) no scalable metrics; HarfBuzz reads
      // them from the font's tables all the same.
      var extents = hb_font_extents_t()
      hb_font_get_h_extents(shapingFont, &extents)
      unitsPerEm = Int(hb_face_get_upem(hb_font_get_face(shapingFont)))
      ascender = Int(extents.ascender)
      descender = Int(extents.descender)
      lineGap = Int(extents.line_gap)
    }
    glyphCount = Int(record.num_glyphs)
    let thickness = record.underline_thickness > 0 ? Int(record.underline_thickness) : unitsPerEm / 20
    underlinePosition = record.underline_position != 0 ? Int(record.underline_position) : -unitsPerEm / 10
    underlineThickness = thickness
    let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
    if let os2, os2.yStrikeoutPosition > 0, os2.yStrikeoutSize > 0 {
      strikeoutPosition = Int(os2.yStrikeoutPosition)
      strikeoutSize = Int(os2.yStrikeoutSize)
    } else {
      // Without OS/2 values, strike through the middle of the lower-case letters.
      let xHeight = os2.map { Int($0.sxHeight) } ?? 0
      let middle = xHeight > 0 ? xHeight / 2 : unitsPerEm / 4
      strikeoutPosition = middle + thickness / 2
      strikeoutSize = thickness
    }
    isColor = record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
    bitmapStrikes = (0..<Int(record.num_fixed_sizes)).map { Double(record.available_sizes[$0].y_ppem) / 64 }
  }

  deinit {
    hb_font_destroy(shapingFont)
    library.closeFace(face)
  }

  private static func makeShapingFont(path: String, index: Int, widthScale: Double) -> OpaquePointer? {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard let hbFace = hb_face_create(blob, UInt32(index)) else { return nil }
    defer { hb_face_destroy(hbFace) }
    let upem = Int32(hb_face_get_upem(hbFace))
    guard upem > 0, let font = hb_font_create(hbFace) else { return nil }
    // HarfBuzz's own OpenType functions, not FreeType's: they read the tables directly and keep no
    // per-call state, which is what lets many threads shape with one font.
    hb_ot_font_set_funcs(font)
    // A wider x scale multiplies HarfBuzz's advances and offsets, kerning included; the outlines
    // get the same factor in `unitOutline(of:)`.
    hb_font_set_scale(font, Int32((Double(upem) * widthScale).rounded()), upem)
    hb_font_make_immutable(font)
    return font
  }

  /// The glyph that draws `scalar`, or nil when the face has none (the caller then falls back to
  /// another font rather than drawing the .notdef box).
  public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(shapingFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
    return glyph
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
      return Double(advance) / 65536 * widthScale
    }
  }

  /// Runs `body` with the FreeType face under this face's lock. `body` may change the face's size;
  /// the size cache is forgotten afterwards so that `advance` sets it again.
  func withFreeTypeFace<Value>(_ body: (FT_Face) -> Value) -> Value {
    lock.withLock {
      defer { currentSize = 0 }
      return body(face)
    }
  }
}
