import TintypeCore

extension Path {
  /// The most dashes `dashed(pattern:phase:)` will make. Beyond it the path is returned undashed, as
  /// Skia does, so that a pattern of tiny lengths on a long path cannot exhaust memory; a dashed
  /// widget border has a few hundred.
  public static let maximumDashCount = 100_000

  /// The path cut into dashes, as Core Graphics and SVG dash a stroke: `pattern` alternates lengths
  /// on and off, in pixels, starting with on; an odd count is repeated to make it even. `phase` is
  /// how far into the pattern each subpath starts. The pattern restarts at every subpath.
  ///
  /// Each dash is an open subpath that keeps curves as curves and continues across corners (so the
  /// stroke joins there). On a closed subpath, a dash running over the start joins the dash that
  /// began there. A zero length "on" makes a zero-length dash, which round or square caps draw as a
  /// dot. An empty pattern, negative or non-finite lengths, or an all-zero pattern leave the path
  /// undashed, as do patterns that would make more than `maximumDashCount` dashes.
  public func dashed(pattern: [Double], phase: Double = 0) -> Path {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else {
      return self
    }
    let intervals = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
    let cycle = intervals.reduce(0, +)
    guard cycle > 0 else { return self }

    let measured = subpaths.map { ($0, $0.measured()) }
    let total = measured.reduce(0) { sum, entry in sum + entry.1.reduce(0) { $0 + $1.length } }
    let estimate = (total / cycle + 1) * Double(intervals.count / 2) + Double(measured.count)
    guard estimate <= Double(Self.maximumDashCount) else { return self }

    // Where in the pattern each subpath starts.
    var startIndex = 0
    var startRemaining = phase.truncatingRemainder(dividingBy: cycle)
    if startRemaining < 0 { startRemaining += cycle }
    // Skip whole intervals before the phase; a zero-length interval exactly at the phase is kept, so
    // a pattern starting with a zero-length dash draws its dot at the start.
    while startRemaining > intervals[startIndex]
      || (startRemaining == intervals[startIndex] && intervals[startIndex] > 0)
    {
      startRemaining -= intervals[startIndex]
      startIndex = (startIndex + 1) % intervals.count
    }
    startRemaining = intervals[startIndex] - startRemaining

    var result: [Subpath] = []
    for (subpath, segments) in measured {
      var dashes: [Subpath] = []
      var current: Subpath?
      var index = startIndex
      var remaining = startRemaining
      let beganOn = index.isMultiple(of: 2)

      for segment in segments {
        var position = 0.0
        let length = segment.length
        while true {
          let step = min(remaining, length - position)
          // A dash that has not started by the end of a segment starts in the next one; only a dash
          // of zero length is drawn as a point.
          if index.isMultiple(of: 2) && (step > 0 || remaining <= 1e-9) {
            let piece = segment.portion(fromLength: position, toLength: position + step)
            if current == nil {
              current = Subpath(start: piece.start, segments: [], isClosed: false)
            }
            current!.segments.append(piece)
          }
          position += step
          remaining -= step
          if remaining <= 1e-9 {
            if let dash = current, index.isMultiple(of: 2) {
              dashes.append(dash)
              current = nil
            }
            index = (index + 1) % intervals.count
            remaining = intervals[index]
            continue
          }
          if position >= length { break }
        }
      }

      if let open = current {
        if beganOn && dashes.isEmpty {
          // The pattern never turned off: the subpath is drawn whole, closed if it was.
          result.append(subpath.isClosed ? subpath : open)
          continue
        }
        if subpath.isClosed && beganOn {
          dashes[0] = Subpath(
            start: open.start, segments: open.segments + dashes[0].segments, isClosed: false)
        } else {
          dashes.append(open)
        }
      }
      result += dashes
    }
    return Path(subpaths: result)
  }
}
