/// A line before it is positioned: a range of one hard line's graphemes.
struct LineSlice: Equatable, Sendable {
  /// Index of the hard line in the paragraph.
  var hardLine: Int
  /// The graphemes on the line, trailing spaces included.
  var graphemes: Range<Int>
  /// Whether the line had to end inside a word (no break opportunity fitted), or holds a single
  /// character wider than the line.
  var isForced: Bool
}

/// Greedy line breaking: each line takes as many graphemes as fit, ending at the last break
/// opportunity (see `LineBreakOpportunities`) before the first one that does not.
///
/// Trailing spaces hang: they do not count against the width. A word wider than the whole line is
/// broken between characters; a single character wider than the line gets a line to itself.
enum LineBreaker {
  /// Slack for rounding, so that a width measured unconstrained and proposed back fits on one line.
  static let tolerance = 1e-6

  /// The lines of every hard line of `paragraph` at `scale`, at most `width` wide (unlimited when nil).
  static func lines(of paragraph: ShapedParagraph, scale: Double, width: Double?) -> [LineSlice] {
    var slices: [LineSlice] = []
    for (index, line) in paragraph.hardLines.enumerated() {
      guard let width, !line.graphemes.isEmpty else {
        slices.append(LineSlice(hardLine: index, graphemes: 0..<line.graphemes.count, isForced: false))
        continue
      }
      slices += breakLine(line.graphemes, hardLine: index, scale: scale, width: width)
    }
    return slices
  }

  private static func breakLine(_ graphemes: [Grapheme], hardLine: Int, scale: Double, width: Double)
    -> [LineSlice]
  {
    var slices: [LineSlice] = []
    var start = 0
    while start < graphemes.count {
      var x = 0.0
      var lastBreak: Int?
      var end = graphemes.count
      var forced = false
      var index = start
      while index < graphemes.count {
        let advance = graphemes[index].advance * scale
        if !graphemes[index].isSpace && x + advance > width + tolerance {
          if index == start {
            // One character wider than the line: it goes alone.
            forced = true
            end = index + 1
          } else if let lastBreak {
            end = lastBreak + 1
          } else {
            forced = true
            end = index
          }
          break
        }
        x += advance
        if graphemes[index].breakAfter { lastBreak = index }
        index += 1
      }
      slices.append(LineSlice(hardLine: hardLine, graphemes: start..<end, isForced: forced))
      start = end
    }
    return slices
  }
}
