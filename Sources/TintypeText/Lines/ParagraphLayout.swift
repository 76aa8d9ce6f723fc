import TintypeCore

/// Lays out a shaped paragraph for a width: picks the scale (`minimumScaleFactor`), breaks lines,
/// truncates to the line limit, positions each line and stacks the lines.
enum ParagraphLayout {
  /// Steps per unit of scale while shrinking to fit: 100, so the scale drops by 1 % at a time (1,
  /// 0.99, 0.98 … down to `minimumScaleFactor`). SwiftUI's step is not documented; a fine fixed
  /// step keeps the result a plain function of the input.
  static let scaleSteps = 100

  /// How much wider than its space a line may be and still be drawn whole, its characters closer
  /// together, when tightening is allowed: 5 % (the line is then pulled in to the width exactly;
  /// wider lines are cut as usual). UNCONFIRMED for SwiftUI: UIKit only says the system decides
  /// "based on the font, line width" and more; 0.05 is TextKit's documented default
  /// `tighteningFactorForTruncation` ("the ratio of the text width to the line fragment width does
  /// not exceed 1.0 +" it). See docs/models.md.
  static let tighteningFactor = 0.05

  static func layout(_ paragraph: ShapedParagraph, style: ParagraphStyle, width: Double?) -> TextLayout {
    let limit = style.lineLimit.map { max(1, $0) }
    let (scale, slices) = fittingScale(paragraph, style: style, limit: limit, width: width)

    var contents: [(pieces: [LinePiece], hardLine: Int)] = []
    var truncated = false
    // Points taken from between each two graphemes of the last line, when it is tightened.
    var tightening = 0.0
    if let limit, slices.count > limit {
      truncated = true
      for slice in slices.prefix(limit - 1) {
        contents.append(
          (LinePiece.pieces(of: slice.graphemes, in: paragraph.hardLines[slice.hardLine]), slice.hardLine))
      }
      let last = slices[limit - 1]
      if style.allowsTightening, let width,
        let tightened = tightenedLine(from: last, in: paragraph, scale: scale, width: width)
      {
        truncated = false
        contents.append((tightened.pieces, last.hardLine))
        tightening = tightened.tightening
      } else {
        let pieces = Truncation.truncate(
          from: last.graphemes.lowerBound, of: last.hardLine, in: paragraph, scale: scale, width: width,
          mode: style.truncation)
        contents.append((pieces, last.hardLine))
      }
    } else {
      for slice in slices {
        contents.append(
          (LinePiece.pieces(of: slice.graphemes, in: paragraph.hardLines[slice.hardLine]), slice.hardLine))
      }
    }

    var lines = contents.enumerated().map { index, content in
      LineAssembler.assemble(
        content.pieces, hardLine: content.hardLine, in: paragraph, scale: scale,
        tightening: index == contents.count - 1 ? tightening : 0)
    }
    let width = lines.map(\.width).max() ?? 0
    var y = 0.0
    for index in lines.indices {
      if index > 0 { y += style.lineSpacing }
      let baseline = y + lines[index].ascent
      let x = offset(of: lines[index].width, in: width, style: style)
      place(&lines[index], x: x, baseline: baseline)
      y = baseline + lines[index].descent
    }
    if lines.count < style.minimumLines, let run = paragraph.runs.first, paragraph.primaryFaces[0] >= 0 {
      // Reserved lines are as tall as an empty line in the first run's font.
      let metrics = LineHeight.metrics(
        of: paragraph.faces[paragraph.primaryFaces[0]].face, run: run, scale: scale)
      for index in lines.count..<style.minimumLines {
        if index > 0 { y += style.lineSpacing }
        y += metrics.ascent + metrics.descent
      }
    }

    var faces: [FaceID] = []
    for run in lines.flatMap(\.glyphRuns) where !faces.contains(run.face) { faces.append(run.face) }
    return TextLayout(
      size: Size(width: width, height: y), lines: lines, firstBaseline: lines.first?.baseline ?? 0,
      lastBaseline: lines.last?.baseline ?? 0, scaleFactorApplied: scale, isTruncated: truncated,
      missingCharacters: paragraph.missingCharacters, faces: faces)
  }

  /// The largest scale, from 1 down to `minimumScaleFactor` in `scaleStep`s, at which the text fits
  /// `width` within the line limit without breaking inside a word; the factor itself when none does
  /// (the text is then truncated at that size). Without a width nothing shrinks.
  private static func fittingScale(
    _ paragraph: ShapedParagraph, style: ParagraphStyle, limit: Int?, width: Double?
  ) -> (Double, [LineSlice]) {
    var slices = LineBreaker.lines(of: paragraph, scale: 1, width: width)
    let factor =
      style.minimumScaleFactor.isFinite ? min(1, max(style.minimumScaleFactor, 1 / Double(scaleSteps))) : 1
    guard width != nil, factor < 1 else { return (1, slices) }
    func fits(_ slices: [LineSlice]) -> Bool {
      (limit.map { slices.count <= $0 } ?? true) && !slices.contains(where: \.isForced)
    }
    var scale = 1.0
    var step = 1
    while !fits(slices) && scale > factor {
      scale = max(factor, Double(scaleSteps - step) / Double(scaleSteps))
      slices = LineBreaker.lines(of: paragraph, scale: scale, width: width)
      step += 1
    }
    return (scale, slices)
  }

  /// The last visible line drawn whole instead of cut, when everything after its start is on one
  /// hard line (tightening cannot bring back later lines) and no wider than `width` by more than
  /// `tighteningFactor`: its pieces, and the points to take from between each two of its graphemes
  /// so that it is `width` wide.
  private static func tightenedLine(
    from last: LineSlice, in paragraph: ShapedParagraph, scale: Double, width: Double
  ) -> (pieces: [LinePiece], tightening: Double)? {
    guard last.hardLine == paragraph.hardLines.count - 1 else { return nil }
    let line = paragraph.hardLines[last.hardLine]
    var end = line.graphemes.count
    while end > last.graphemes.lowerBound && line.graphemes[end - 1].isSpace { end -= 1 }
    let range = last.graphemes.lowerBound..<end
    guard range.count > 1 else { return nil }
    let natural = range.reduce(0) { $0 + line.graphemes[$1].advance * scale }
    guard natural <= width * (1 + tighteningFactor) else { return nil }
    return (LinePiece.pieces(of: range, in: line), max(0, natural - width) / Double(range.count - 1))
  }

  /// Where a line of `lineWidth` starts in a paragraph `width` wide. Leading and trailing follow
  /// the paragraph's direction: leading is the right edge in right-to-left text.
  private static func offset(of lineWidth: Double, in width: Double, style: ParagraphStyle) -> Double {
    switch (style.alignment, style.isRightToLeft) {
    case (.center, _): return (width - lineWidth) / 2
    case (.leading, false), (.trailing, true): return 0
    case (.trailing, false), (.leading, true): return width - lineWidth
    }
  }

  /// Moves a line assembled at the origin to `x` and `baseline`.
  private static func place(_ line: inout TextLine, x: Double, baseline: Double) {
    line.x = x
    line.baseline = baseline
    for run in line.glyphRuns.indices {
      line.glyphRuns[run].positions = line.glyphRuns[run].positions.map {
        Point(x: $0.x + x, y: $0.y + baseline)
      }
    }
    for index in line.decorations.indices {
      line.decorations[index].frame = line.decorations[index].frame.offsetBy(dx: x, dy: baseline)
    }
  }
}
