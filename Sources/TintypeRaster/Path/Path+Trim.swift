import TintypeCore

extension Path {
  /// The part of the path between two fractions of its total length, as SwiftUI's `trim(from:to:)`
  /// and Core Graphics' `trimmedPath(from:to:)` take it: lengths run across all subpaths in order.
  ///
  /// Fractions are clamped to 0...1, and `from` ≥ `to` gives an empty path. Curves stay curves: each
  /// cut falls at the parameter whose arc length matches (see `MeasuredSegment`). A closed subpath
  /// that is kept whole stays closed; one that is cut becomes open.
  public func trimmed(from start: Double, to end: Double) -> Path {
    let from = min(max(start, 0), 1)
    let to = min(max(end, 0), 1)
    guard from < to else { return Path() }
    guard from > 0 || to < 1 else { return self }

    let measured = subpaths.map { ($0, $0.measured()) }
    let total = measured.reduce(0) { sum, entry in sum + entry.1.reduce(0) { $0 + $1.length } }
    let lower = from * total
    let upper = to * total

    var result: [Subpath] = []
    var offset = 0.0
    for (subpath, segments) in measured {
      var kept: Subpath?
      var keptWhole = true
      for segment in segments {
        let segmentStart = offset
        offset += segment.length
        let low = max(lower, segmentStart)
        let high = min(upper, offset)
        guard low < high else {
          keptWhole = false
          continue
        }
        if low > segmentStart || high < offset { keptWhole = false }
        let piece = segment.portion(fromLength: low - segmentStart, toLength: high - segmentStart)
        if kept == nil {
          kept = Subpath(start: piece.start, segments: [], isClosed: false)
        }
        kept!.segments.append(piece)
      }
      if var kept {
        kept.isClosed = subpath.isClosed && keptWhole
        result.append(kept)
      }
    }
    return Path(subpaths: result)
  }
}
