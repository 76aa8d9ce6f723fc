import TintypeCore

/// A segment with its arc length sampled along its parameter, so that a distance along the path can
/// be turned into a point on the curve. Trimming and dashing cut curves this way and keep them curves.
struct MeasuredSegment {
  let segment: Segment
  /// Arc length from the start at parameters 0, 1/n, 2/n, … 1.
  let lengths: [Double]

  /// Measures `segment` with chords within `tolerance` pixels of it. Chords are shorter than the arcs
  /// they replace by a relative amount of order (tolerance / chord)², so lengths come out well under
  /// a thousandth short.
  init(_ segment: Segment, tolerance: Double = Flattening.defaultTolerance / 4) {
    self.segment = segment
    let steps = segment.flatteningSteps(tolerance: tolerance)
    var lengths = [0.0]
    lengths.reserveCapacity(steps + 1)
    var previous = segment.start
    var total = 0.0
    for step in 1...steps {
      let point = step == steps ? segment.end : segment.point(at: Double(step) / Double(steps))
      total += (point - previous).length
      lengths.append(total)
      previous = point
    }
    self.lengths = lengths
  }

  var length: Double { lengths[lengths.count - 1] }

  /// The parameter at which the arc length from the start reaches `distance`, interpolating linearly
  /// between samples.
  func parameter(atLength distance: Double) -> Double {
    guard distance > 0 else { return 0 }
    guard distance < length else { return 1 }
    var low = 0
    var high = lengths.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if lengths[middle] <= distance { low = middle } else { high = middle }
    }
    let span = lengths[high] - lengths[low]
    let fraction = span > 0 ? (distance - lengths[low]) / span : 0
    return (Double(low) + fraction) / Double(lengths.count - 1)
  }

  /// The part of the segment between two distances from its start.
  func portion(fromLength start: Double, toLength end: Double) -> Segment {
    segment.portion(from: parameter(atLength: start), to: parameter(atLength: end))
  }
}

extension Subpath {
  func measured() -> [MeasuredSegment] { segments.map { MeasuredSegment($0) } }
}

extension Path {
  /// The total length of everything the path draws, in pixels.
  public var length: Double {
    subpaths.reduce(0) { total, subpath in total + subpath.measured().reduce(0) { $0 + $1.length } }
  }
}
