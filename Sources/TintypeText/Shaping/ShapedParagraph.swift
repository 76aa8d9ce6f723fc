/// A paragraph shaped once, at scale 1 and for no particular width: every line width and every
/// scale factor is laid out from this without shaping again.
///
/// Lengths are in points at the runs' own sizes. Scaling (for `minimumScaleFactor`) multiplies
/// them all, which is exact because shaping happens in font units and glyphs are unhinted.
struct ShapedParagraph: Sendable {
  /// The runs, as given.
  var runs: [TextRun]
  /// The text between hard line breaks; there is always at least one (possibly empty) line for
  /// non-empty text, and none for empty text.
  var hardLines: [HardLine]
  /// Every face a glyph of the paragraph comes from; `ShapedItem.face` indexes this.
  var faces: [ShapedFace]
  /// The face each run asked for (its design, weight and slant), as an index into `faces`: the
  /// source of line metrics, decorations and the truncation ellipsis.
  var primaryFaces: [Int]
  /// The ellipsis "…" shaped in each run's primary face (or the first face in its cascade with one).
  var ellipses: [ShapedItem]
  /// Scalars no face could draw, in order of first appearance.
  var missingCharacters: [Unicode.Scalar]
  /// Whether the paragraph's base direction is right-to-left.
  var isRightToLeft: Bool
}

/// A face used by a shaped paragraph.
struct ShapedFace: Sendable {
  var id: FaceID
  var face: FontFace
}

/// The text of one hard line (between explicit line breaks), shaped.
struct HardLine: Sendable {
  /// The user-perceived characters, in logical order.
  var graphemes: [Grapheme]
  /// Shaped items, each one run, one face, one direction and one script, in logical order.
  var items: [ShapedItem]
  /// The run the line belongs to when it is empty (the run of its line break), for its height.
  var run: Int
}

/// One user-perceived character and what breaking and truncating need to know about it.
struct Grapheme: Sendable {
  /// The run it comes from.
  var run: Int
  /// The item it was shaped in.
  var item: Int
  /// Its bidi embedding level.
  var level: UInt8
  /// Whether it is breaking white space, which hangs at a line end.
  var isSpace: Bool
  /// Whether a line may break after it (before the next grapheme).
  var breakAfter: Bool
  /// Its width in points at scale 1: the advances of its glyphs plus its run's tracking and kerning.
  var advance: Double
}

/// A run of glyphs shaped together.
struct ShapedItem: Sendable {
  /// The run.
  var run: Int
  /// Index into `ShapedParagraph.faces`.
  var face: Int
  /// Bidi level: odd is right-to-left.
  var level: UInt8
  /// The graphemes it covers, as indices into its hard line.
  var graphemes: Range<Int>
  /// The glyphs in visual order (HarfBuzz gives right-to-left runs already reversed).
  var glyphs: [ShapedGlyph]
}

/// One positioned glyph at scale 1.
struct ShapedGlyph: Sendable, Equatable {
  /// The glyph in its face.
  var id: GlyphID
  /// The grapheme (index in the hard line) whose cluster the glyph belongs to: a ligature belongs
  /// to the first grapheme it covers.
  var grapheme: Int
  /// How far the pen moves, in points, with tracking and kerning added.
  var advance: Double
  /// Offset from the pen position, in points, x right and y up (as HarfBuzz gives it).
  var xOffset: Double
  var yOffset: Double
}
