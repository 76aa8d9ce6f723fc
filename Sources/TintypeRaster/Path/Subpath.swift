import TintypeCore

/// A path's elements regrouped into connected runs with explicit segments: what flattening,
/// measuring, dashing and stroking work on.
struct Subpath: Equatable {
  var start: Point
  /// The segments in order; for a closed subpath the closing line is included whenever the last
  /// segment does not already end at `start`.
  var segments: [Segment]
  var isClosed: Bool

  var end: Point { segments.last?.end ?? start }
}

extension Path {
  /// The path's subpaths, following Core Graphics: a drawing element with no current point starts a
  /// subpath at its own end point (so it draws nothing itself), after `close()` the current point is
  /// the closed subpath's start, and a subpath with no drawing elements is dropped.
  var subpaths: [Subpath] {
    var result: [Subpath] = []
    var current: Subpath?
    var lastStart: Point?

    func finish() {
      if let subpath = current, !subpath.segments.isEmpty {
        result.append(subpath)
      }
      current = nil
    }

    func append(_ makeSegment: (Point) -> Segment, end: Point) {
      if current == nil {
        guard let start = lastStart else {
          current = Subpath(start: end, segments: [], isClosed: false)
          lastStart = end
          return
        }
        current = Subpath(start: start, segments: [], isClosed: false)
      }
      current!.segments.append(makeSegment(current!.end))
    }

    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = Subpath(start: point, segments: [], isClosed: false)
        lastStart = point
      case .line(let point):
        append({ .line($0, point) }, end: point)
      case .quadCurve(let point, let control):
        append({ .quad($0, control, point) }, end: point)
      case .curve(let point, let control1, let control2):
        append({ .cubic($0, control1, control2, point) }, end: point)
      case .closeSubpath:
        guard var subpath = current else { continue }
        if subpath.end != subpath.start, !subpath.segments.isEmpty {
          subpath.segments.append(.line(subpath.end, subpath.start))
        }
        subpath.isClosed = true
        current = subpath
        lastStart = subpath.start
        finish()
      }
    }
    finish()
    return result
  }

  /// A path drawing exactly the given subpaths.
  init(subpaths: [Subpath]) {
    self.init()
    for subpath in subpaths {
      move(to: subpath.start)
      for segment in subpath.segments {
        elements.append(segment.element)
      }
      if subpath.isClosed {
        close()
      }
    }
  }
}
