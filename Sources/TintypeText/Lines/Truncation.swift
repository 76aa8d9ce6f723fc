/// Cuts the last visible line so that it fits with an ellipsis "…" (U+2026) where text was removed.
///
/// The text considered is the rest of the last visible line's hard line (everything from the
/// line's start up to the next hard line break): tail truncation keeps as much of its start as fits
/// before the ellipsis, head truncation as much of its end as fits after it, middle truncation
/// about half the width from each end. Head and middle truncation therefore work within that hard
/// line; text in later hard lines is dropped. Cuts fall between graphemes (not at word boundaries,
/// as in Core Text), spaces next to the ellipsis are dropped, and the ellipsis takes the font of
/// the run it stands next to. If not even the ellipsis fits, the line is the ellipsis alone.
enum Truncation {
  /// The pieces of the truncated line. `width` nil means no width limit (the text was cut only by
  /// the line limit), so the whole rest of the hard line is kept.
  static func truncate(
    from start: Int, of hardLine: Int, in paragraph: ShapedParagraph, scale: Double, width: Double?,
    mode: ParagraphStyle.Truncation
  ) -> [LinePiece] {
    let line = paragraph.hardLines[hardLine]
    let graphemes = line.graphemes
    var end = graphemes.count
    while end > start && graphemes[end - 1].isSpace { end -= 1 }
    let limit = width ?? .infinity
    func ellipsisWidth(_ run: Int) -> Double {
      paragraph.ellipses[run].glyphs.reduce(0) { $0 + $1.advance } * scale
    }
    func advance(_ index: Int) -> Double { graphemes[index].advance * scale }
    let fallbackRun = start < graphemes.count ? graphemes[start].run : line.run

    switch mode {
    case .tail:
      var x = 0.0
      var keep = start
      var run = fallbackRun
      for index in start..<end {
        x += advance(index)
        if graphemes[index].isSpace { continue }
        guard x + ellipsisWidth(graphemes[index].run) <= limit + LineBreaker.tolerance else { break }
        keep = index + 1
        run = graphemes[index].run
      }
      return LinePiece.pieces(of: start..<keep, in: line) + [.ellipsis(run: run)]
    case .head:
      let (from, run) = suffix(
        of: start..<end, in: graphemes, limit: limit, advance: advance, ellipsisWidth: ellipsisWidth)
      return [.ellipsis(run: run ?? fallbackRun)] + LinePiece.pieces(of: from..<end, in: line)
    case .middle:
      let budget = limit - ellipsisWidth(fallbackRun)
      var x = 0.0
      var keep = start
      var used = 0.0
      for index in start..<end {
        x += advance(index)
        if graphemes[index].isSpace { continue }
        guard x <= budget / 2 + LineBreaker.tolerance else { break }
        keep = index + 1
        used = x
      }
      var from = end
      var tail = 0.0
      var index = end
      while index > keep {
        index -= 1
        tail += advance(index)
        if graphemes[index].isSpace { continue }
        guard used + tail <= budget + LineBreaker.tolerance else { break }
        from = index
      }
      return LinePiece.pieces(of: start..<keep, in: line) + [.ellipsis(run: fallbackRun)]
        + LinePiece.pieces(of: from..<end, in: line)
    }
  }

  /// The longest suffix of `range` that fits after an ellipsis: its first grapheme and run.
  private static func suffix(
    of range: Range<Int>, in graphemes: [Grapheme], limit: Double, advance: (Int) -> Double,
    ellipsisWidth: (Int) -> Double
  ) -> (Int, Int?) {
    var from = range.upperBound
    var run: Int?
    var x = 0.0
    var index = range.upperBound
    while index > range.lowerBound {
      index -= 1
      x += advance(index)
      if graphemes[index].isSpace { continue }
      guard x + ellipsisWidth(graphemes[index].run) <= limit + LineBreaker.tolerance else { break }
      from = index
      run = graphemes[index].run
    }
    return (from, run)
  }
}
