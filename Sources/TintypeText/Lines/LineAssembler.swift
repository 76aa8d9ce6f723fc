import TintypeCore

/// Positions the pieces of one line: puts them in visual order, sets their glyphs side by side from
/// x = 0 on a baseline at y = 0, and measures the line. `ParagraphLayout` then moves the line to its
/// place.
enum LineAssembler {
  /// `tightening` points are taken from between each two graphemes (`allowsTightening`), so that
  /// clusters keep their glyphs together.
  static func assemble(
    _ pieces: [LinePiece], hardLine: Int, in paragraph: ShapedParagraph, scale: Double, tightening: Double = 0
  ) -> TextLine {
    let line = paragraph.hardLines[hardLine]
    let levels = pieces.map { piece -> UInt8 in
      switch piece {
      case .text(let item, _): return line.items[item].level
      case .ellipsis(let run): return paragraph.ellipses[run].level
      }
    }
    var x = 0.0
    var ascent = 0.0
    var descent = 0.0
    var runs: [GlyphRun] = []
    var decorations: [TextDecoration] = []
    var previousGrapheme: Int?
    for index in Bidi.visualOrder(levels: levels) {
      let item: ShapedItem
      let glyphs: [ShapedGlyph]
      switch pieces[index] {
      case .text(let itemIndex, let graphemes):
        item = line.items[itemIndex]
        glyphs = item.glyphs.filter { graphemes.contains($0.grapheme) }
      case .ellipsis(let run):
        item = paragraph.ellipses[run]
        glyphs = item.glyphs
      }
      let run = paragraph.runs[item.run]
      let shapedFace = paragraph.faces[item.face]
      let primary = paragraph.faces[paragraph.primaryFaces[item.run]].face
      let metricsFace = LineHeight.usesGlyphFaces(run) ? shapedFace.face : primary
      let metrics = LineHeight.metrics(of: metricsFace, run: run, scale: scale)
      ascent = max(ascent, metrics.ascent)
      descent = max(descent, metrics.descent)
      // Tightening falls between graphemes, so a piece that starts a new one starts closer.
      if tightening > 0, let first = glyphs.first, let previous = previousGrapheme, previous != first.grapheme
      {
        x -= tightening
        previousGrapheme = first.grapheme
      }
      let start = x
      let rise = run.baselineOffset * scale
      var positions: [Point] = []
      for glyph in glyphs {
        if tightening > 0, let previous = previousGrapheme, previous != glyph.grapheme { x -= tightening }
        previousGrapheme = glyph.grapheme
        positions.append(Point(x: x + glyph.xOffset * scale, y: -(glyph.yOffset * scale) - rise))
        x += glyph.advance * scale
      }
      if !glyphs.isEmpty {
        let glyphRun = GlyphRun(
          face: shapedFace.id, size: run.font.size * scale, glyphs: glyphs.map(\.id), positions: positions,
          attribute: run.attribute, isColor: shapedFace.face.isColor)
        // Items split by script or direction in one face and run draw as one glyph run.
        if let last = runs.last, last.face == glyphRun.face, last.size == glyphRun.size,
          last.attribute == glyphRun.attribute
        {
          runs[runs.count - 1].glyphs += glyphRun.glyphs
          runs[runs.count - 1].positions += glyphRun.positions
        } else {
          runs.append(glyphRun)
        }
      }
      decorations += Self.decorations(for: run, face: primary, from: start, to: x, rise: rise, scale: scale)
    }
    if pieces.isEmpty {
      // An empty line is as tall as its run's text would be.
      let run = paragraph.runs[line.run]
      let metrics = LineHeight.metrics(
        of: paragraph.faces[paragraph.primaryFaces[line.run]].face, run: run, scale: scale)
      ascent = metrics.ascent
      descent = metrics.descent
    }
    return TextLine(
      baseline: 0, x: 0, width: x, ascent: ascent, descent: descent, glyphRuns: runs,
      decorations: Self.merged(decorations))
  }

  /// The underline and strikethrough of a piece from `start` to `end`, from its run's own face.
  private static func decorations(
    for run: TextRun, face: FontFace, from start: Double, to end: Double, rise: Double, scale: Double
  ) -> [TextDecoration] {
    guard end > start else { return [] }
    let unit = run.font.size * scale / Double(face.unitsPerEm)
    var result: [TextDecoration] = []
    if run.underline {
      let thickness = Double(face.underlineThickness) * unit
      let centre = -Double(face.underlinePosition) * unit - rise
      result.append(
        TextDecoration(
          kind: .underline,
          frame: Rect(x: start, y: centre - thickness / 2, width: end - start, height: thickness),
          attribute: run.attribute))
    }
    if run.strikethrough {
      result.append(
        TextDecoration(
          kind: .strikethrough,
          frame: Rect(
            x: start, y: -Double(face.strikeoutPosition) * unit - rise, width: end - start,
            height: Double(face.strikeoutSize) * unit),
          attribute: run.attribute))
    }
    return result
  }

  /// Joins decorations that continue one another (same kind, attribute and stroke), so that an
  /// underline across a change of face is one rectangle.
  private static func merged(_ decorations: [TextDecoration]) -> [TextDecoration] {
    var result: [TextDecoration] = []
    for decoration in decorations {
      if let index = result.lastIndex(where: { $0.kind == decoration.kind }),
        result[index].attribute == decoration.attribute, result[index].frame.y == decoration.frame.y,
        result[index].frame.height == decoration.frame.height,
        abs(result[index].frame.x + result[index].frame.width - decoration.frame.x) < LineBreaker.tolerance
      {
        result[index].frame.width = decoration.frame.x + decoration.frame.width - result[index].frame.x
      } else {
        result.append(decoration)
      }
    }
    return result
  }
}
