import TintypeCore

/// One drawing element of a subpath with its start point made explicit, so it can be evaluated,
/// measured and cut on its own.
enum Segment: Equatable {
  case line(Point, Point)
  case quad(Point, Point, Point)
  case cubic(Point, Point, Point, Point)

  var start: Point {
    switch self {
    case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): return p0
    }
  }

  var end: Point {
    switch self {
    case .line(_, let p1), .quad(_, _, let p1), .cubic(_, _, _, let p1): return p1
    }
  }

  /// The element that draws this segment from its start point.
  var element: Path.Element {
    switch self {
    case .line(_, let p1): return .line(to: p1)
    case .quad(_, let c, let p1): return .quadCurve(to: p1, control: c)
    case .cubic(_, let c1, let c2, let p1): return .curve(to: p1, control1: c1, control2: c2)
    }
  }

  func point(at t: Double) -> Point {
    switch self {
    case .line(let p0, let p1):
      return p0.interpolated(to: p1, by: t)
    case .quad(let p0, let c, let p1):
      let u = 1 - t
      return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)
    case .cubic(let p0, let c1, let c2, let p1):
      let u = 1 - t
      return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
    }
  }

  /// The two halves either side of parameter `t`, by de Casteljau's construction.
  func split(at t: Double) -> (Segment, Segment) {
    switch self {
    case .line(let p0, let p1):
      let m = p0.interpolated(to: p1, by: t)
      return (.line(p0, m), .line(m, p1))
    case .quad(let p0, let c, let p1):
      let a = p0.interpolated(to: c, by: t)
      let b = c.interpolated(to: p1, by: t)
      let m = a.interpolated(to: b, by: t)
      return (.quad(p0, a, m), .quad(m, b, p1))
    case .cubic(let p0, let c1, let c2, let p1):
      let a = p0.interpolated(to: c1, by: t)
      let b = c1.interpolated(to: c2, by: t)
      let c = c2.interpolated(to: p1, by: t)
      let ab = a.interpolated(to: b, by: t)
      let bc = b.interpolated(to: c, by: t)
      let m = ab.interpolated(to: bc, by: t)
      return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p1))
    }
  }

  /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
  func portion(from t0: Double, to t1: Double) -> Segment {
    guard t0 > 0 || t1 < 1 else { return self }
    let head = t1 < 1 ? split(at: t1).0 : self
    guard t0 > 0, t1 > 0 else { return head }
    return head.split(at: min(1, t0 / t1)).1
  }

  /// How many equal parameter steps keep every chord within `tolerance` pixels of the curve.
  ///
  /// This is Wang's formula: for a Bézier curve of degree n cut into k uniform steps, the distance from
  /// the curve to the chords is at most n(n−1)/8 · max‖P[i] − 2P[i+1] + P[i+2]‖ / k². The count is capped
  /// so that a hostile coordinate cannot ask for millions of points; at the cap the curve would have to
  /// be tens of thousands of pixels long, far outside any canvas.
  func flatteningSteps(tolerance: Double) -> Int {
    let secondDifference: Double
    let degreeFactor: Double
    switch self {
    case .line:
      return 1
    case .quad(let p0, let c, let p1):
      secondDifference = (p0 - c * 2 + p1).length
      degreeFactor = 2.0 / 8
    case .cubic(let p0, let c1, let c2, let p1):
      secondDifference = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p1).length)
      degreeFactor = 6.0 / 8
    }
    let steps = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
    guard steps.isFinite else { return 1 }
    return Int(min(max(steps, 1), Double(Self.maximumSteps)))
  }

  static let maximumSteps = 4096

  /// Parameters in (0, 1) where the segment turns back in x or in y: with the end points, the only
  /// places its bounding box can be touched.
  var extremaParameters: [Double] {
    switch self {
    case .line:
      return []
    case .quad(let p0, let c, let p1):
      return [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, c in
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
      }
    case .cubic(let p0, let c1, let c2, let p1):
      var result: [Double] = []
      for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
        // The derivative, divided by 3, is the quadratic qa·t² + qb·t + qc.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        if abs(qa) < 1e-12 {
          if qb != 0 { result.append(-qc / qb) }
          continue
        }
        let discriminant = qb * qb - 4 * qa * qc
        guard discriminant >= 0 else { continue }
        let root = discriminant.squareRoot()
        result.append((-qb + root) / (2 * qa))
        result.append((-qb - root) / (2 * qa))
      }
      return result.filter { $0 > 0 && $0 < 1 }
    }
  }
}
