/// How tall a line is: the one place that decides the vertical metrics of text.
///
/// Natural height: the face's `hhea` ascender, descender and line gap (see `FontFace.lineGap`),
/// scaled to the font size; the line gap goes below the baseline. A line is as tall as the tallest
/// of the faces its glyphs actually come from, so a line with emoji or CJK fallback glyphs grows,
/// as it does on iOS.
///
/// Explicit height (`FontSpec.lineHeight`, e.g. a Dynamic Type style's leading): the baseline-to-
/// baseline distance is that height. The difference from the face's ascender + descender is split
/// evenly, half added above the ascender and half below the descender (negative differences
/// shrink both). How SwiftUI distributes the extra leading is unconfirmed (spec §3 lists it as
/// open); even distribution is the CSS model and keeps a single line's text visually centred. With
/// an explicit height only the run's own face counts, so fallback glyphs do not change the height.
///
/// A baseline offset raises (or lowers) the run's glyphs and grows the line by as much.
enum LineHeight {
  /// Ascent and descent (both positive, in points) of text in `face` for `run` at `scale`.
  static func metrics(of face: FontFace, run: TextRun, scale: Double) -> (ascent: Double, descent: Double) {
    let unit = run.font.size * scale / Double(face.unitsPerEm)
    var ascent = Double(face.ascender) * unit
    var descent = Double(-face.descender) * unit
    if let lineHeight = run.font.lineHeight {
      let extra = lineHeight * scale - (ascent + descent)
      ascent += extra / 2
      descent += extra / 2
    } else {
      descent += Double(face.lineGap) * unit
    }
    let offset = run.baselineOffset * scale
    return (ascent + max(0, offset), descent + max(0, -offset))
  }

  /// Whether the metrics of a glyph's own face count for its line (only without an explicit height).
  static func usesGlyphFaces(_ run: TextRun) -> Bool { run.font.lineHeight == nil }
}
