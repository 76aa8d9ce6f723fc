/// Tintype's text system: lays out paragraphs of styled runs and hands the painter glyph outlines
/// and colour images.
///
/// One instance serves a whole batch render: it is safe to call from many threads at once, and its
/// results depend only on its arguments (and the fonts), never on which thread asks or in what
/// order. Faces are loaded on first use and kept; shaped paragraphs, layouts and glyph outlines are
/// kept in bounded caches.
///
/// The model, in the doc comments of the parts that implement it:
/// - faces: `BundledFaces` (designs and weights), `CascadeList` (fallback order),
///   `SystemFallbackFonts` (CJK and emoji fonts outside the bundle);
/// - shaping: `ParagraphShaper` (HarfBuzz; tracking and kerning), `CharacterScript` (HarfBuzz's
///   scripts, for fallback), `Bidi` (right-to-left text, by FriBidi);
/// - lines: `LineBreakOpportunities` (where lines may break, by ICU) and `LineBreaker` (where they do), `Truncation` (the ellipsis),
///   `LineHeight` (line metrics), `ParagraphLayout` (`minimumScaleFactor`, alignment, spacing).
public final class TextSystem: Sendable {
  /// Where the bundled fonts are.
  public let directory: FontDirectory
  /// The fonts found by name (`Font.custom`): the bundled folder's and any others given.
  public let library: FontLibrary
  /// The fonts of the folders given (not the bundled ones), where Apple's system fonts may be.
  public let systemFonts: FontLibrary

  private let faces: FaceCache
  private let cascade: CascadeList
  private let shaped = BoundedCache<ShapedKey, ShapedParagraph>(capacity: 512)
  private let layouts = BoundedCache<LayoutKey, TextLayout>(capacity: 1024)
  private let outlines = BoundedCache<GlyphKey, GlyphOutline>(capacity: 8192)
  private let images = BoundedCache<ImageKey, GlyphImage?>(capacity: 256)

  /// A text system over the fonts in `directory`, falling back to the system fonts `fallbacks`
  /// names. Throws if the directory lacks the regular Inter face, the last resort for every run, so
  /// that a broken font folder shows here and not as blank text; missing fallback fonts only make
  /// characters missing.
  ///
  /// Custom fonts are looked up by name in `directory` and then in `fontFolders`.
  public init(
    directory: FontDirectory, fallbacks: SystemFallbackFonts = .standard, fontFolders: [String] = []
  ) throws(FontError) {
    self.directory = directory
    library = FontLibrary(folders: [directory.path] + fontFolders)
    systemFonts = FontLibrary(folders: fontFolders)
    faces = FaceCache(directory: directory)
    cascade = CascadeList(faces: faces, fallbacks: fallbacks, library: library, systemFonts: systemFonts)
    _ = try faces.face(BundledFaces.face(design: .default, weight: 400, italic: false))
  }

  /// A text system over the fonts `FontDirectory.locate()` finds.
  public convenience init() throws(FontError) {
    try self.init(directory: FontDirectory.locate())
  }

  /// Lays out `runs` as one paragraph in `style`, breaking lines to fit `width` points, or only at
  /// hard line breaks when `width` is nil (the text's ideal size).
  public func layout(_ runs: [TextRun], style: ParagraphStyle, width: Double?) -> TextLayout {
    let width = width.map { $0.isFinite ? max(0, $0) : Double.infinity }.flatMap { $0.isInfinite ? nil : $0 }
    return layouts.value(for: LayoutKey(runs: runs, style: style, width: width)) {
      let paragraph = shaped.value(for: ShapedKey(runs: runs, isRightToLeft: style.isRightToLeft)) {
        ParagraphShaper(cascade: cascade).shape(runs, rightToLeft: style.isRightToLeft)
      }
      return ParagraphLayout.layout(paragraph, style: style, width: width)
    }
  }

  /// The outline of `glyph` of `face` at `size` points (y down, relative to the glyph origin);
  /// empty for a glyph with no outline or a face that cannot be loaded.
  ///
  /// Outlines are read unhinted in font units and cached per face and glyph; unhinted outlines
  /// scale exactly, so one cached outline serves every size.
  public func outline(of glyph: GlyphID, face: FaceID, size: Double) -> GlyphOutline {
    guard let font = try? faces.face(face) else { return GlyphOutline(elements: []) }
    let units = outlines.value(for: GlyphKey(face: face, glyph: glyph)) { font.unitOutline(of: glyph) }
    return units.scaled(by: size / Double(font.unitsPerEm))
  }

  /// The colour image of `glyph` of `face` for `size` points, or nil when the face has no colour
  /// bitmaps (then draw its outline).
  public func colorImage(of glyph: GlyphID, face: FaceID, size: Double) -> GlyphImage? {
    guard let font = try? faces.face(face), font.isColor else { return nil }
    let image = images.value(for: ImageKey(face: face, glyph: glyph, size: size)) {
      font.colorImage(of: glyph, size: size)
    }
    return image
  }

  /// The loaded face `id` names (for metrics), or nil if it cannot be loaded.
  public func face(_ id: FaceID) -> FontFace? {
    try? faces.face(id)
  }
}

private struct ShapedKey: Hashable {
  var runs: [TextRun]
  var isRightToLeft: Bool
}

private struct LayoutKey: Hashable {
  var runs: [TextRun]
  var style: ParagraphStyle
  var width: Double?
}

private struct GlyphKey: Hashable {
  var face: FaceID
  var glyph: GlyphID
}

private struct ImageKey: Hashable {
  var face: FaceID
  var glyph: GlyphID
  var size: Double
}
