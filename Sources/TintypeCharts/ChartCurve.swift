import Foundation
import TintypeArchive
import TintypeCore

/// A line or area edge through points already placed in points, joined as `interpolationMethod`
/// says: straight, a Catmull–Rom or cardinal spline, a monotone cubic (Fritsch–Carlson: no overshoot
/// between points, as Swift Charts' `.monotone`), or steps.
public enum ChartCurve {
  /// A piece of the curve.
  public enum Segment: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
  }

  /// The segments through `points` (the first a `move`).
  public static func segments(_ points: [Point], _ method: ChartInterpolation) -> [Segment] {
    guard let first = points.first else { return [] }
    var result: [Segment] = [.move(first)]
    guard points.count > 1 else { return result }
    switch method {
    case .linear:
      result += points.dropFirst().map { .line($0) }
    case .stepStart, .stepEnd, .stepCenter:
      for (a, b) in zip(points, points.dropFirst()) {
        switch method {
        case .stepStart:
          result += [.line(Point(x: a.x, y: b.y)), .line(b)]
        case .stepEnd:
          result += [.line(Point(x: b.x, y: a.y)), .line(b)]
        default:
          let middle = (a.x + b.x) / 2
          result += [.line(Point(x: middle, y: a.y)), .line(Point(x: middle, y: b.y)), .line(b)]
        }
      }
    case .catmullRom, .cardinal:
      // Uniform Catmull–Rom (tension 0); cardinal with SwiftUI's default tension 0 is the same curve.
      for index in 0..<(points.count - 1) {
        let p0 = points[max(index - 1, 0)]
        let p1 = points[index]
        let p2 = points[index + 1]
        let p3 = points[min(index + 2, points.count - 1)]
        let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
        let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
        result.append(.curve(c1, c2, p2))
      }
    case .monotone:
      result += monotone(points)
    }
    return result
  }

  /// Fritsch–Carlson monotone cubic interpolation along x (points in x order).
  private static func monotone(_ points: [Point]) -> [Segment] {
    let count = points.count
    var slopes = [Double](repeating: 0, count: count - 1)
    for index in 0..<(count - 1) {
      let dx = points[index + 1].x - points[index].x
      slopes[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
    }
    var tangents = [Double](repeating: 0, count: count)
    tangents[0] = slopes[0]
    tangents[count - 1] = slopes[count - 2]
    for index in 1..<(count - 1) {
      let (a, b) = (slopes[index - 1], slopes[index])
      tangents[index] = a * b <= 0 ? 0 : 3 * (a + b) / ((2 * b + a) / a + (b + 2 * a) / b)
    }
    var result: [Segment] = []
    for index in 0..<(count - 1) {
      let (p1, p2) = (points[index], points[index + 1])
      let third = (p2.x - p1.x) / 3
      result.append(
        .curve(
          Point(x: p1.x + third, y: p1.y + tangents[index] * third),
          Point(x: p2.x - third, y: p2.y - tangents[index + 1] * third), p2))
    }
    return result
  }
}

extension ChartCurve {
  /// A circular arc about `centre` from `start` to `end` (radians, y down, so positive is clockwise),
  /// as cubic Béziers of at most a quarter turn each; begins with a line to its first point, so
  /// that it joins what came before (a `move` when `moving`).
  public static func arc(
    centre: Point, radius: Double, from start: Double, to end: Double, moving: Bool = false
  )
    -> [Segment]
  {
    let first = Point(x: centre.x + radius * cos(start), y: centre.y + radius * sin(start))
    var result: [Segment] = [moving ? .move(first) : .line(first)]
    let pieces = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
    let step = (end - start) / Double(pieces)
    // The control points' distance along the tangent for an arc of `step` radians.
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    for piece in 0..<pieces {
      let a0 = start + Double(piece) * step
      let a1 = a0 + step
      let p0 = Point(x: centre.x + radius * cos(a0), y: centre.y + radius * sin(a0))
      let p1 = Point(x: centre.x + radius * cos(a1), y: centre.y + radius * sin(a1))
      result.append(
        .curve(
          Point(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0)),
          Point(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1)), p1))
    }
    return result
  }

  /// A sector's outline in the circle centred in `plot`: fractions of a turn clockwise from the top;
  /// radii as shares of the circle's, points, or the circle's less points; each straight edge moved
  /// `inset / 2` points into the sector (so neighbours keep `inset` between them). Nil when nothing is
  /// left of it. The caller closes the outline.
  public static func sector(
    in plot: Rect, start: Double, end: Double, inner: ChartRadius?, outer: ChartRadius?, inset: Double
  ) -> [Segment]? {
    let (innerRadius, outerRadius) = radii(in: plot, inner: inner, outer: outer)
    guard outerRadius > 0, end > start else { return nil }
    let centre = Point(x: plot.midX, y: plot.midY)
    let top = -Double.pi / 2
    let (a0, a1) = (top + start * 2 * .pi, top + end * 2 * .pi)
    // A whole circle has no edges to inset.
    let gap = end - start >= 1 ? 0 : inset / 2
    let outerTrim = gap / outerRadius
    guard a1 - a0 > 2 * outerTrim else { return nil }
    var path = arc(
      centre: centre, radius: outerRadius, from: a0 + outerTrim, to: a1 - outerTrim, moving: true)
    if innerRadius > 0, a1 - a0 > 2 * gap / innerRadius {
      let innerTrim = gap / innerRadius
      path += arc(centre: centre, radius: innerRadius, from: a1 - innerTrim, to: a0 + innerTrim)
    } else {
      // The sector's point, moved out along its bisector so that both edges keep the gap.
      let half = (a1 - a0) / 2
      let distance = gap > 0 && half < .pi / 2 ? min(gap / sin(half), outerRadius) : 0
      let middle = (a0 + a1) / 2
      path.append(.line(Point(x: centre.x + distance * cos(middle), y: centre.y + distance * sin(middle))))
    }
    return path
  }

  /// A sector's inner and outer radii in points, in `plot`: the outer is the plot's half-side unless
  /// given, the inner none unless given, never beyond the outer.
  public static func radii(in plot: Rect, inner: ChartRadius?, outer: ChartRadius?) -> (Double, Double) {
    let full = min(plot.width, plot.height) / 2
    func radius(_ value: ChartRadius?, _ fallback: Double) -> Double {
      switch value {
      case .ratio(let ratio)?: return ratio * full
      case .fixed(let points)?: return min(points, full)
      case .inset(let points)?: return max(full - points, 0)
      case nil: return fallback
      }
    }
    let outerRadius = radius(outer, full)
    return (min(radius(inner, 0), outerRadius), outerRadius)
  }
}
