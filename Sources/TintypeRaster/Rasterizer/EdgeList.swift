import TintypeCore

/// A straight piece of a path's outline, clipped to the canvas, ready for the scanline sweep.
struct Edge {
  /// The upper end (y0 < y1); x at y0.
  var x0: Float
  var y0: Float
  /// The lower end; x at y1.
  var x1: Float
  var y1: Float
  /// +1 if the outline runs down along this edge, -1 if it runs up.
  var winding: Int32
  /// Change in x per unit of y, computed once in double precision.
  var slope: Float

  /// x where the edge crosses the horizontal line at `y`, for y0 ≤ y ≤ y1: exact at both ends, and
  /// clamped between them so that a nearly horizontal edge never overshoots.
  @inline(__always)
  func x(at y: Float) -> Float {
    if y <= y0 { return x0 }
    if y >= y1 { return x1 }
    let x = x0 + (y - y0) * slope
    return min(max(x, min(x0, x1)), max(x0, x1))
  }
}

/// The edges of a path's polylines, clipped to a canvas of `width` × `height` pixels.
///
/// Clipping keeps coverage exact inside the canvas: parts above or below it are dropped; parts to the
/// right are dropped too, since they only change pixels further right. Parts to the left are moved
/// onto the line x = 0, keeping their vertical extent and direction: everything to their right still
/// sees the same winding, and nothing left of the canvas is drawn.
struct EdgeList {
  let width: Double
  let height: Double
  private(set) var edges: [Edge] = []

  init(width: Int, height: Int) {
    self.width = Double(width)
    self.height = Double(height)
  }

  init(polylines: [Polyline], width: Int, height: Int) {
    self.init(width: width, height: height)
    for polyline in polylines {
      let points = polyline.points
      guard points.count > 1 else { continue }
      for index in 1..<points.count {
        addLine(from: points[index - 1], to: points[index])
      }
      // Filling closes every subpath, whether or not the path said so.
      addLine(from: points[points.count - 1], to: points[0])
    }
  }

  mutating func addLine(from p: Point, to q: Point) {
    guard p.isFinite, q.isFinite, p.y != q.y else { return }
    let winding: Int32 = p.y < q.y ? 1 : -1
    let (top, bottom) = p.y < q.y ? (p, q) : (q, p)
    guard bottom.y > 0, top.y < height else { return }
    let y0 = max(top.y, 0)
    let y1 = min(bottom.y, height)
    guard y0 < y1 else { return }

    // Cut where the line crosses x = 0 or x = width, so that each piece lies wholly on one side of
    // each. There are at most two cuts, kept in locals: text sends thousands of edges through here.
    let leftCut = crossing(top, bottom, x: 0, within: y0, y1)
    let rightCut = crossing(top, bottom, x: width, within: y0, y1)
    let firstCut = min(leftCut ?? y1, rightCut ?? y1)
    let secondCut = max(leftCut ?? y0, rightCut ?? y0)
    var pieceTop = y0
    if firstCut > pieceTop && firstCut < y1 {
      addPiece(top, bottom, from: pieceTop, to: firstCut, winding: winding)
      pieceTop = firstCut
    }
    if secondCut > pieceTop && secondCut < y1 {
      addPiece(top, bottom, from: pieceTop, to: secondCut, winding: winding)
      pieceTop = secondCut
    }
    addPiece(top, bottom, from: pieceTop, to: y1, winding: winding)
  }

  /// Where the line from `top` to `bottom` crosses the vertical line at `x`, if strictly between
  /// `low` and `high`.
  private func crossing(_ top: Point, _ bottom: Point, x: Double, within low: Double, _ high: Double)
    -> Double?
  {
    guard min(top.x, bottom.x) < x, x < max(top.x, bottom.x) else { return nil }
    let y = top.y + (bottom.y - top.y) * ((x - top.x) / (bottom.x - top.x))
    return y > low && y < high ? y : nil
  }

  private mutating func addPiece(
    _ top: Point, _ bottom: Point, from ya: Double, to yb: Double, winding: Int32
  ) {
    func x(at y: Double) -> Double {
      if y <= top.y { return top.x }
      if y >= bottom.y { return bottom.x }
      return top.x + (bottom.x - top.x) * ((y - top.y) / (bottom.y - top.y))
    }
    let xa = x(at: ya)
    let xb = x(at: yb)
    // Entirely right of the canvas (the cuts make "entirely" exact up to rounding at a cut).
    if xa >= width && xb >= width { return }
    let clampedA = min(max(xa, 0), width)
    let clampedB = min(max(xb, 0), width)
    let edge = Edge(
      x0: Float(clampedA), y0: Float(ya), x1: Float(clampedB), y1: Float(yb), winding: winding,
      slope: Float((clampedB - clampedA) / (yb - ya)))
    if edge.y0 < edge.y1 {
      edges.append(edge)
    }
  }
}
