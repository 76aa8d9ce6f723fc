import Testing
import TintypeCore

@testable import TintypeRaster

// A stroke drawn as one band must cover what the union of its pieces covers: the same area, so the
// same coverage up to float rounding (one level at a few edge pixels).

/// The stroke's coverage, as a band where allowed and as pieces throughout.
private func coverages(_ path: Path, _ style: Stroke, size: Int = 120) throws -> (band: Mask, pieces: Mask) {
  func mask(allowsBands: Bool) throws -> Mask {
    var outline = StrokeOutline(style: style, tolerance: Flattening.defaultTolerance)
    outline.allowsBands = allowsBands
    for polyline in path.polylines() { outline.add(polyline) }
    return try Mask(filling: outline.path, width: size, height: size)
  }
  return (try mask(allowsBands: true), try mask(allowsBands: false))
}

private func largestDifference(_ a: Mask, _ b: Mask) -> Int {
  zip(a.coverage, b.coverage).map { abs(Int($0) - Int($1)) }.max() ?? 0
}

/// How many subpaths the band version of the stroke has: fewer than the pieces when a band was used.
private func subpathCount(_ path: Path, _ style: Stroke) -> Int {
  path.stroked(style).polylines().count
}

@Test func aProgressRingAsABandCoversWhatItsPiecesCover() throws {
  var arc = Path()
  arc.addArc(center: Point(x: 60, y: 60), radius: 40, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
  for cap in [LineCap.butt, .round, .square] {
    let style = Stroke(lineWidth: 18, lineCap: cap)
    let (band, pieces) = try coverages(arc, style)
    #expect(largestDifference(band, pieces) <= 1)
    #expect(subpathCount(arc, style) == 1)
  }
}

@Test func aPolylineWithEveryJoinAsABandCoversWhatItsPiecesCover() throws {
  var line = Path()
  line.move(to: Point(x: 10, y: 90))
  for (index, x) in stride(from: 20.0, through: 110, by: 10).enumerated() {
    line.line(to: Point(x: x, y: index % 2 == 0 ? 40 : 80))
  }
  for join in [LineJoin.miter, .round, .bevel] {
    let style = Stroke(lineWidth: 6, lineCap: .round, lineJoin: join)
    let (band, pieces) = try coverages(line, style)
    #expect(largestDifference(band, pieces) <= 1)
    #expect(subpathCount(line, style) == 1)
  }
}

@Test func aClosedCurveAsABandKeepsItsHole() throws {
  var circle = Path()
  circle.addEllipse(in: Rect(x: 20, y: 30, width: 80, height: 60))
  let style = Stroke(lineWidth: 10)
  let (band, pieces) = try coverages(circle, style)
  #expect(largestDifference(band, pieces) <= 1)
  #expect(band[60, 60] == 0)
  #expect(subpathCount(circle, style) == 2)
}

@Test func strokesWiderThanTheirCurveIsTightStayPieces() throws {
  // Radius 6, width 20: the inner side would fold over, so the band is refused.
  var circle = Path()
  circle.addEllipse(in: Rect(x: 54, y: 54, width: 12, height: 12))
  let style = Stroke(lineWidth: 20)
  let (band, pieces) = try coverages(circle, style)
  #expect(band == pieces)
  #expect(subpathCount(circle, style) > 2)
}

@Test func aPathThatDoublesBackStaysPieces() throws {
  var line = Path()
  line.move(to: Point(x: 20, y: 60))
  line.line(to: Point(x: 100, y: 60))
  line.line(to: Point(x: 40, y: 60))
  let style = Stroke(lineWidth: 8, lineCap: .round)
  let (band, pieces) = try coverages(line, style)
  #expect(band == pieces)
}

@Test func randomStrokesAsBandsCoverWhatTheirPiecesCover() throws {
  // Fixed-seed polylines and curves with every join and cap, widths from hairline to wider than
  // the segments: bands where they are allowed, pieces elsewhere, the same coverage either way.
  var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  func random() -> Double {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(seed >> 11) / Double(1 << 53)
  }
  func point() -> Point { Point(x: 10 + random() * 100, y: 10 + random() * 100) }
  var worst = 0
  var bands = 0
  for index in 0..<40 {
    var path = Path()
    path.move(to: point())
    for _ in 0..<(2 + Int(random() * 5)) {
      if index % 2 == 0 {
        path.line(to: point())
      } else {
        path.curve(to: point(), control1: point(), control2: point())
      }
    }
    if index % 5 == 0 { path.close() }
    let style = Stroke(
      lineWidth: 1 + random() * 12, lineCap: [.butt, .round, .square][index % 3],
      lineJoin: [.miter, .round, .bevel][(index / 3) % 3], miterLimit: 1 + random() * 10)
    let (band, pieces) = try coverages(path, style)
    worst = max(worst, largestDifference(band, pieces))
    if subpathCount(path, style) <= 2 { bands += 1 }
  }
  #expect(worst <= 1)
  // Enough of them are bands for the comparison to mean something.
  #expect(bands >= 5)
}
