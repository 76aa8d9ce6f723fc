/// Part of a line in logical order: graphemes of one shaped item, or the truncation ellipsis.
enum LinePiece: Equatable, Sendable {
  /// Graphemes `graphemes` (indices into the hard line) of item `item`.
  case text(item: Int, graphemes: Range<Int>)
  /// The ellipsis shaped for run `run`.
  case ellipsis(run: Int)

  /// The pieces for graphemes `range` of `line`, without its trailing spaces, one per item.
  static func pieces(of range: Range<Int>, in line: HardLine) -> [LinePiece] {
    var end = range.upperBound
    while end > range.lowerBound && line.graphemes[end - 1].isSpace { end -= 1 }
    var pieces: [LinePiece] = []
    var start = range.lowerBound
    while start < end {
      let item = line.graphemes[start].item
      let itemEnd = min(end, line.items[item].graphemes.upperBound)
      pieces.append(.text(item: item, graphemes: start..<itemEnd))
      start = itemEnd
    }
    return pieces
  }
}
