import Foundation
import TintypeCore

extension Path {
  /// The area `stroke` paints along this path, as a path to fill with the non-zero rule.
  ///
  /// The outline is the union that defines a stroke in SVG and Core Graphics, built literally: one
  /// rectangle per straight piece, one convex piece per join and per cap, all wound the same way.
  /// Because the rasterizer counts winding exactly (see `ScanlineRasterizer`), overlapping pieces
  /// merge without seams, and no offset-curve special cases (inner joins, cusps, loops) are needed.
  /// Fill the result with `.nonZero`; with even-odd the overlaps would cancel. Where a subpath's
  /// pieces cannot fold over (no segment shorter than its inner joins cut off), the same area is
  /// built as one band instead, which is far cheaper to rasterize (see `StrokeOutline.addBand`).
  ///
  /// Curves are flattened to `tolerance` first. The requested join is used where one element of the
  /// path meets the next; between the chords of a flattened curve the join is round, which keeps
  /// the outline within `tolerance` of the true offset curve even for widths much larger than the
  /// curve's radius. Dashes are applied before stroking. A width of zero or less gives an empty
  /// path here; `Canvas.stroke` draws such strokes as hairlines.
  public func stroked(_ stroke: Stroke, tolerance: Double = Flattening.defaultTolerance) -> Path {
    guard stroke.lineWidth > 0, stroke.lineWidth.isFinite else { return Path() }
    let source = stroke.dash.isEmpty ? self : dashed(pattern: stroke.dash, phase: stroke.dashPhase)
    var outline = StrokeOutline(style: stroke, tolerance: tolerance)
    for polyline in source.polylines(tolerance: tolerance) {
      outline.add(polyline)
    }
    return outline.path
  }
}

/// Builds a stroke's outline as a union of convex pieces, or as one band per subpath where that
/// covers the same area; see `Path.stroked(_:tolerance:)`.
struct StrokeOutline {
  var path = Path()
  let style: Stroke
  let halfWidth: Double
  let tolerance: Double
  /// Whether a polyline may be added as one band (see `addBand`); off, every polyline is added as
  /// pieces, which is what bands are checked against.
  var allowsBands = true

  init(style: Stroke, tolerance: Double) {
    self.style = style
    self.halfWidth = style.lineWidth / 2
    self.tolerance = tolerance
  }

  mutating func add(_ polyline: Polyline) {
    // Drop repeated points: a zero-length chord has no direction to offset along.
    var points: [Point] = []
    var isVertex: [Bool] = []
    for (point, vertex) in zip(polyline.points, polyline.isVertex) where point.isFinite {
      if let last = points.last, (point - last).length <= 1e-9 {
        isVertex[isVertex.count - 1] = isVertex[isVertex.count - 1] || vertex
        continue
      }
      points.append(point)
      isVertex.append(vertex)
    }
    if polyline.isClosed, points.count > 1, (points[points.count - 1] - points[0]).length <= 1e-9 {
      isVertex[0] = isVertex[0] || isVertex[isVertex.count - 1]
      points.removeLast()
      isVertex.removeLast()
    }
    guard let first = points.first else { return }
    guard points.count > 1 else {
      addDot(at: first)
      return
    }

    let closed = polyline.isClosed
    let count = points.count
    let segmentCount = closed ? count : count - 1
    var directions: [Point] = []
    directions.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      // Repeated points were removed above, so every chord has a direction.
      directions.append((points[(index + 1) % count] - points[index]).normalized ?? Point(x: 1, y: 0))
    }
    if allowsBands, addBand(points: points, isVertex: isVertex, directions: directions, closed: closed) {
      return
    }

    for index in 0..<segmentCount {
      let from = points[index]
      let to = points[(index + 1) % count]
      let normal = directions[index].turnedClockwise * halfWidth
      addConvex([from + normal, to + normal, to - normal, from - normal])
    }

    let joined = closed ? 0..<count : 1..<(count - 1)
    for index in joined {
      let incoming = directions[(index + segmentCount - 1) % segmentCount]
      let outgoing = directions[index % segmentCount]
      addJoin(
        at: points[index], incoming: incoming, outgoing: outgoing,
        join: isVertex[index] ? style.lineJoin : .round
      )
    }
    if !closed {
      addCap(at: points[0], outward: -directions[0])
      addCap(at: points[count - 1], outward: directions[segmentCount - 1])
    }
  }

  /// A subpath that draws a single point: a dot for round caps, an axis-aligned square for square
  /// caps, nothing for butt caps, as Core Graphics draws them.
  private mutating func addDot(at point: Point) {
    switch style.lineCap {
    case .butt:
      return
    case .round:
      addPie(center: point, from: Point(x: 1, y: 0), sweep: 2 * Double.pi, includeCenter: false)
    case .square:
      let h = halfWidth
      addConvex([
        Point(x: point.x - h, y: point.y - h), Point(x: point.x + h, y: point.y - h),
        Point(x: point.x + h, y: point.y + h), Point(x: point.x - h, y: point.y + h),
      ])
    }
  }

  private mutating func addJoin(at point: Point, incoming: Point, outgoing: Point, join: LineJoin) {
    let turn = incoming.cross(outgoing)
    let alignment = incoming.dot(outgoing)
    if abs(turn) < 1e-12 && alignment > 0 { return }
    // The outer side is the one the path turns away from.
    let side: Double = turn > 0 ? -1 : 1
    let outerIn = incoming.turnedClockwise * side
    let outerOut = outgoing.turnedClockwise * side
    let h = halfWidth

    switch join {
    case .bevel:
      addConvex([point, point + outerIn * h, point + outerOut * h])
    case .miter:
      // Miter length / width = 1 / cos(turn / 2) = √(2 / (1 + cos turn)).
      let denominator = 1 + alignment
      if denominator > 1e-12, 2 / denominator <= style.miterLimit * style.miterLimit {
        let tip = point + (outerIn + outerOut) * (h / denominator)
        addConvex([point, point + outerIn * h, tip, point + outerOut * h])
      } else {
        addConvex([point, point + outerIn * h, point + outerOut * h])
      }
    case .round:
      var sweep = atan2(outerIn.cross(outerOut), outerIn.dot(outerOut))
      if abs(turn) < 1e-12 {
        // A full reversal: the half disc goes round the way the path was heading.
        sweep = outerIn.turnedClockwise.dot(incoming) > 0 ? Double.pi : -Double.pi
      }
      addPie(center: point, from: outerIn, sweep: sweep, includeCenter: true)
    }
  }

  private mutating func addCap(at point: Point, outward: Point) {
    let h = halfWidth
    let normal = outward.turnedClockwise * h
    switch style.lineCap {
    case .butt:
      return
    case .square:
      let reach = outward * h
      addConvex([point + normal, point + normal + reach, point - normal + reach, point - normal])
    case .round:
      // Turning -normal a half turn clockwise passes through `outward`.
      addPie(center: point, from: -(normal * (1 / h)), sweep: Double.pi, includeCenter: true)
    }
  }

  /// A circular sector of the stroke's half width, from the unit vector `from` through `sweep` radians
  /// (positive is clockwise on screen), with chords within `tolerance` of the arc.
  ///
  /// Chords alone would always cut inside the arc, making small dots and caps visibly light (a 6 px
  /// dot would lose 4 % of its area at 0.1 px tolerance). So the polygon's inner vertices sit at
  /// √(θ / sin θ) times the radius, θ being the step angle, which gives each step the area of its
  /// sector: the outline then weaves within about half the tolerance either side of the arc. The
  /// two end vertices stay on the arc, where they meet the stroke's straight edges.
  private mutating func addPie(center: Point, from: Point, sweep: Double, includeCenter: Bool) {
    addConvex(piePoints(center: center, from: from, sweep: sweep, includeCenter: includeCenter))
  }

  /// The polygon `addPie` adds, for the band to take its arc from.
  func piePoints(center: Point, from: Point, sweep: Double, includeCenter: Bool) -> [Point] {
    let h = halfWidth
    let maximumStep = h > tolerance ? 2 * acos(1 - tolerance / h) : Double.pi / 2
    let steps = max(includeCenter ? 1 : 3, Int((abs(sweep) / maximumStep).rounded(.up)))
    let stepAngle = abs(sweep) / Double(steps)
    let areaScale = stepAngle > 1e-9 ? (stepAngle / sin(stepAngle)).squareRoot() : 1
    var points: [Point] = []
    points.reserveCapacity(steps + 2)
    if includeCenter { points.append(center) }
    let last = includeCenter ? steps : steps - 1
    for step in 0...last {
      let angle = sweep * Double(step) / Double(steps)
      let c = cos(angle)
      let s = sin(angle)
      let direction = Point(x: from.x * c - from.y * s, y: from.x * s + from.y * c)
      let onArc = includeCenter && (step == 0 || step == steps)
      points.append(center + direction * (onArc ? h : h * areaScale))
    }
    return points
  }

  /// Appends a convex polygon as a closed subpath, reversed if needed so that every piece winds
  /// clockwise on screen and overlaps add up instead of cancelling.
  private mutating func addConvex(_ points: [Point]) {
    let area = Self.signedArea(points)
    guard area != 0, area.isFinite else { return }
    let ordered = area > 0 ? points : points.reversed()
    path.move(to: ordered[0])
    for point in ordered.dropFirst() {
      path.line(to: point)
    }
    path.close()
  }

  /// Twice the signed area of a closed polygon; positive for the winding every piece is given.
  static func signedArea(_ points: [Point]) -> Double {
    var area = 0.0
    for index in points.indices {
      area += points[index].cross(points[(index + 1) % points.count])
    }
    return area
  }
}
