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
