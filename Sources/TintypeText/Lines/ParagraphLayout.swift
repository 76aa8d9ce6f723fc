import TintypeCore

/// Lays out a shaped paragraph for a width: picks the scale (`minimumScaleFactor`), breaks lines,
/// truncates to the line limit, positions each line and stacks the lines.
enum ParagraphLayout {
  /// Steps per unit of scale while shrinking to fit: 100, so the scale drops by 1 % at a time (1,
  /// 0.99, 0.98 … down to `minimumScaleFactor`). SwiftUI's step is not documented; a fine fixed
  /// step keeps the result a plain function of the input.
  static let scaleSteps = 100

  static func layout(_ paragraph: ShapedParagraph, style: ParagraphStyle, width: Double?) -> TextLayout {
    let limit = style.lineLimit.map { max(1, $0) }
    let (scale, slices) = fittingScale(paragraph, style: style, limit: limit, width: width)

    var contents: [(pieces: [LinePiece], hardLine: Int)] = []
    var truncated = false
    if let limit, slices.count > limit {
      truncated = true
      for slice in slices.prefix(limit - 1) {
        contents.append(
          (LinePiece.pieces(of: slice.graphemes, in: paragraph.hardLines[slice.hardLine]), slice.hardLine))
      }
      let last = slices[limit - 1]
      let pieces = Truncation.truncate(
        from: last.graphemes.lowerBound, of: last.hardLine, in: paragraph, scale: scale, width: width,
        mode: style.truncation)
      contents.append((pieces, last.hardLine))
    } else {
      for slice in slices {
        contents.append(
          (LinePiece.pieces(of: slice.graphemes, in: paragraph.hardLines[slice.hardLine]), slice.hardLine))
      }
    }

    var lines = contents.map {
      LineAssembler.assemble($0.pieces, hardLine: $0.hardLine, in: paragraph, scale: scale)
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
