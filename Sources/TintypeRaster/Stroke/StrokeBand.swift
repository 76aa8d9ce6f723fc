import Foundation
import TintypeCore

extension StrokeOutline {
  /// Adds the stroke of one polyline as a single band — its two offset sides, joined at the
  /// corners and closed by the caps — instead of one piece per segment, join and cap, when that
  /// band covers exactly the same area as the union of those pieces. Returns false, adding nothing,
  /// when it might not.
  ///
  /// On a corner's outer side the union's edge runs along the join's own points; on its inner
  /// side the two segments overlap and their edges meet where the offset lines cross. So the band
  /// is the same area as long as no segment is shorter than what the crossings at its two ends cut
  /// off it (which also rules out strokes wider than a curve is tight, where the inner side would
  /// fold over). A flattened curve is many short segments with a join at every chord: as pieces,
  /// hundreds of overlapping edges that the rasterizer must sort and cut strip by strip; as a band,
  /// two edges per row.
  mutating func addBand(points: [Point], isVertex: [Bool], directions: [Point], closed: Bool) -> Bool {
    let count = points.count
    let segmentCount = directions.count
    let h = halfWidth

    // Corners by point index; nil where the path goes straight on (and at open ends).
    var corners = [Corner?](repeating: nil, count: count)
    for index in closed ? 0..<count : 1..<(count - 1) {
      let incoming = directions[(index + segmentCount - 1) % segmentCount]
      let outgoing = directions[index % segmentCount]
      let turn = incoming.cross(outgoing)
      let alignment = incoming.dot(outgoing)
      if abs(turn) < 1e-12 {
        // Straight on needs no join; a full reversal folds the band onto itself.
        guard alignment > 0 else { return false }
        continue
      }
      let denominator = 1 + alignment
      guard denominator > 1e-9 else { return false }
      // The outer side is the one the path turns away from: +1 for the side of +normal.
      let side: Double = turn > 0 ? -1 : 1
      let outerIn = incoming.turnedClockwise * side
      let outerOut = outgoing.turnedClockwise * side
      corners[index] = Corner(
        outerSide: side,
        inner: points[index] - (outerIn + outerOut) * (h / denominator),
        cut: h * abs(turn) / denominator,
        outer: joinPoints(
          at: points[index], outerIn: outerIn, outerOut: outerOut, alignment: alignment, turn: turn,
          join: isVertex[index] ? style.lineJoin : .round))
    }

    // Every segment must outlast the inner crossings cut from it, on each side.
    for segment in 0..<segmentCount {
      let length = (points[(segment + 1) % count] - points[segment]).length
      for side in [1.0, -1.0] {
        var cut = 0.0
        if let corner = corners[segment], corner.outerSide == -side { cut += corner.cut }
        if let corner = corners[(segment + 1) % count], corner.outerSide == -side { cut += corner.cut }
        guard cut <= length else { return false }
      }
    }

    // One side of the band in path order: offset corners, inner crossings and outer joins.
    func edge(_ side: Double) -> [Point] {
      var line: [Point] = []
      for segment in 0..<segmentCount {
        let from = segment
        let to = (segment + 1) % count
        let normal = directions[segment].turnedClockwise * (h * side)
        if let corner = corners[from], corner.outerSide == -side {
          // Starts at the inner crossing, added at the end of the segment before.
        } else {
          line.append(points[from] + normal)
        }
        if let corner = corners[to], corner.outerSide == -side {
          line.append(corner.inner)
        } else {
          line.append(points[to] + normal)
          if let corner = corners[to] { line.append(contentsOf: corner.outer) }
        }
      }
      return line
    }

    let plus = edge(1)
    let minus = edge(-1)
    var loops: [[Point]]
    if closed {
      loops = [plus, minus.reversed()]
    } else {
      let last = count - 1
      loops = [
        plus + capPoints(at: points[last], outward: directions[segmentCount - 1]) + minus.reversed()
          + capPoints(at: points[0], outward: -directions[0])
      ]
    }
    let area = loops.reduce(0) { $0 + Self.signedArea($1) }
    guard area != 0, area.isFinite else { return false }
    for loop in loops {
      let ordered = area > 0 ? loop : loop.reversed()
      path.move(to: ordered[0])
      for point in ordered.dropFirst() {
        path.line(to: point)
      }
      path.close()
    }
    return true
  }

  /// A corner of the polyline as the band sees it.
  private struct Corner {
    /// +1 if the outer side is the side of +normal (the segment's direction turned clockwise), −1
    /// if the other.
    var outerSide: Double
    /// Where the two segments' inner edges cross.
    var inner: Point
    /// How much of each segment the inner crossing cuts off.
    var cut: Double
    /// The join's points strictly between the two outer offset corners, in path order.
    var outer: [Point]
  }

  /// The points of the join piece `addJoin` would add, between its two outer corners.
  private func joinPoints(
    at point: Point, outerIn: Point, outerOut: Point, alignment: Double, turn: Double, join: LineJoin
  ) -> [Point] {
    let h = halfWidth
    switch join {
    case .bevel:
      return []
    case .miter:
      let denominator = 1 + alignment
      guard denominator > 1e-12, 2 / denominator <= style.miterLimit * style.miterLimit else { return [] }
      return [point + (outerIn + outerOut) * (h / denominator)]
    case .round:
      let sweep = atan2(outerIn.cross(outerOut), outerIn.dot(outerOut))
      let pie = piePoints(center: point, from: outerIn, sweep: sweep, includeCenter: true)
      // [centre, outer corner in, …, outer corner out]
      return Array(pie.dropFirst(2).dropLast())
    }
  }

  /// The points of the cap piece `addCap` would add, between its two corners, from the one on the
  /// side of `outward` turned clockwise to the other.
  private func capPoints(at point: Point, outward: Point) -> [Point] {
    let h = halfWidth
    let normal = outward.turnedClockwise * h
    switch style.lineCap {
    case .butt:
      return []
    case .square:
      let reach = outward * h
      return [point + normal + reach, point - normal + reach]
    case .round:
      // The pie runs from −normal to +normal: [centre, −normal, …, +normal].
      let pie = piePoints(center: point, from: -(normal * (1 / h)), sweep: Double.pi, includeCenter: true)
      return Array(pie.dropFirst(2).dropLast().reversed())
    }
  }
}
