import TintypeCore

/// A paragraph laid out: lines of positioned glyphs, ready both to measure and to paint.
///
/// Layout measures text with this value and the painter draws this same value, so that what is
/// drawn is exactly what was measured. All lengths are in points; y grows downwards from the top of
/// the layout.
public struct TextLayout: Equatable, Sendable {
  /// The paragraph's size: the widest line's width, and the height of its lines plus line spacing
  /// (at least `minimumLines` lines' worth).
  public var size: Size
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// The first line's baseline, from the top (0 when there are no lines).
  public var firstBaseline: Double
  /// The last line's baseline, from the top (0 when there are no lines).
  public var lastBaseline: Double
  /// The factor the font sizes were multiplied by to fit (`minimumScaleFactor`); 1 when not shrunk.
  public var scaleFactorApplied: Double
  /// Whether text was cut and an ellipsis shown.
  public var isTruncated: Bool
  /// Scalars that no bundled or fallback face has, each once, in order of first appearance. They
  /// are drawn as the .notdef glyph of the run's face, never dropped.
  public var missingCharacters: [Unicode.Scalar]
  /// The faces the glyph runs use, in order of first use.
  public var faces: [FaceID]

  /// A layout (normally made by `TextSystem.layout`).
  public init(
    size: Size, lines: [TextLine], firstBaseline: Double, lastBaseline: Double, scaleFactorApplied: Double,
    isTruncated: Bool, missingCharacters: [Unicode.Scalar], faces: [FaceID]
  ) {
    self.size = size
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.scaleFactorApplied = scaleFactorApplied
    self.isTruncated = isTruncated
    self.missingCharacters = missingCharacters
    self.faces = faces
  }

  /// Every glyph run of every line, top line first and left to right within a line.
  public var glyphRuns: [GlyphRun] { lines.flatMap(\.glyphRuns) }
}

/// One line of a `TextLayout`.
public struct TextLine: Equatable, Sendable {
  /// The baseline's distance from the top of the layout.
  public var baseline: Double
  /// Where the line starts, from the left of the layout (set by alignment).
  public var x: Double
  /// The line's width, without trailing spaces.
  public var width: Double
  /// Height above the baseline.
  public var ascent: Double
  /// Depth below the baseline (positive), including the font's line gap.
  public var descent: Double
  /// The glyphs, in runs of one face, size and attribute, in visual order (left to right).
  public var glyphRuns: [GlyphRun]
  /// Underlines and strikethroughs.
  public var decorations: [TextDecoration]

  /// A line.
  public init(
    baseline: Double, x: Double, width: Double, ascent: Double, descent: Double, glyphRuns: [GlyphRun],
    decorations: [TextDecoration]
  ) {
    self.baseline = baseline
    self.x = x
    self.width = width
    self.ascent = ascent
    self.descent = descent
    self.glyphRuns = glyphRuns
    self.decorations = decorations
  }
}

/// Glyphs drawn from one face at one size with one attribute.
public struct GlyphRun: Equatable, Sendable {
  /// The face; pass it back to `TextSystem.outline(of:face:size:)` or `colorImage(of:face:size:)`.
  public var face: FaceID
  /// The font size in points, after any `minimumScaleFactor` shrinking.
  public var size: Double
  /// The glyphs, in drawing order (left to right).
  public var glyphs: [GlyphID]
  /// One position per glyph: the glyph's origin (on the baseline, at the pen position) in points from
  /// the top left of the layout, y down; the y is the baseline moved by any baseline offset.
  public var positions: [Point]
  /// The `TextRun.attribute` of the run the glyphs came from.
  public var attribute: Int
  /// Whether the face draws colour images (emoji) rather than outlines to fill with the run's colour.
  public var isColor: Bool

  /// A glyph run.
  public init(
    face: FaceID, size: Double, glyphs: [GlyphID], positions: [Point], attribute: Int, isColor: Bool
  ) {
    self.face = face
    self.size = size
    self.glyphs = glyphs
    self.positions = positions
    self.attribute = attribute
    self.isColor = isColor
  }
}

/// An underline or strikethrough: a rectangle to fill with the run's colour.
public struct TextDecoration: Equatable, Sendable {
  /// Which line the rectangle draws.
  public enum Kind: String, Equatable, Hashable, Sendable {
    case underline, strikethrough
  }

  /// Underline or strikethrough.
  public var kind: Kind
  /// The rectangle, in points from the top left of the layout: its height is the line's thickness.
  public var frame: Rect
  /// The `TextRun.attribute` of the decorated run.
  public var attribute: Int

  /// A decoration.
  public init(kind: Kind, frame: Rect, attribute: Int) {
    self.kind = kind
    self.frame = frame
    self.attribute = attribute
  }
}
