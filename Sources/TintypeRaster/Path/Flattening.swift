import TintypeCore

/// How closely curves are replaced by straight lines before rasterizing.
public enum Flattening {
  /// The largest distance, in pixels, between a curve and the chords that replace it.
  ///
  /// A tenth of a pixel moves an anti-aliased edge by at most 0.1 × 255 ≈ 25 levels in the worst
  /// pixel and usually far less; on a convex shape the chords cut off about ⅔ · tolerance · perimeter
  /// of area (0.2 % of a circle of radius 50 px). Because paths arrive in device pixels, the same
  /// tolerance is automatically finer in points at @3x than at @2x.
  public static let defaultTolerance = 0.1
}

/// A subpath replaced by straight lines: what the rasterizer and the stroker consume.
struct Polyline {
  var points: [Point] = []
  /// For each point, whether it is a vertex of the original path (where one element meets the next)
  /// rather than a point inside a flattened curve. Strokes use the requested join only at vertices;
  /// inside curves they join round, so the outline follows the curve's true offset.
  var isVertex: [Bool] = []
  var isClosed = false
}

extension Subpath {
  /// This subpath as a polyline whose chords stay within `tolerance` pixels of the curves, cut at
  /// equal parameter steps (see `Segment.flatteningSteps`). A closed subpath does not repeat its start.
  func flattened(tolerance: Double) -> Polyline {
    var polyline = Polyline()
    polyline.isClosed = isClosed
    polyline.points.append(start)
    polyline.isVertex.append(true)
    for segment in segments {
      let steps = segment.flatteningSteps(tolerance: tolerance)
      if steps > 1 {
        for step in 1..<steps {
          polyline.points.append(segment.point(at: Double(step) / Double(steps)))
          polyline.isVertex.append(false)
        }
      }
      polyline.points.append(segment.end)
      polyline.isVertex.append(true)
    }
    if isClosed, polyline.points.count > 1, polyline.points.last == start {
      polyline.points.removeLast()
      polyline.isVertex.removeLast()
    }
    return polyline
  }
}

extension Path {
  /// The path's subpaths as polylines within `tolerance` pixels of the curves.
  func polylines(tolerance: Double = Flattening.defaultTolerance) -> [Polyline] {
    subpaths.map { $0.flattened(tolerance: tolerance) }
  }
}
