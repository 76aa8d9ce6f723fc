import Testing
import TintypeCore

@testable import TintypeRaster

@Test func aOnePixelLineOnAPixelBoundarySpreadsOverBothPixels() throws {
  // Centred on x = 11, the line spans 10.5 ... 11.5: half of pixel 10, half of pixel 11.
  let canvas = try Canvas.make(width: 20, height: 20) {
    $0.stroke(.line(11, 2, 11, 18), with: white, style: Stroke(lineWidth: 1))
  }
  #expect(abs(Double(canvas.alpha(10, 10)) - 127.5) <= 1)
  #expect(abs(Double(canvas.alpha(11, 10)) - 127.5) <= 1)
  #expect(canvas.alpha(9, 10) == 0)
  #expect(canvas.alpha(12, 10) == 0)
  #expect(canvas.alpha(0, 10) == 0)
}

@Test func aOnePixelLineThroughPixelCentresFillsOneColumn() throws {
  let canvas = try Canvas.make(width: 20, height: 20) {
    $0.stroke(.line(10.5, 2, 10.5, 18), with: white, style: Stroke(lineWidth: 1))
  }
  #expect(canvas.alpha(10, 10) == 255)
  #expect(canvas.alpha(9, 10) == 0)
  #expect(canvas.alpha(11, 10) == 0)
}

@Test func hairlinesThinnerThanAPixelScaleTheirCoverage() throws {
  let half = try Canvas.make(width: 20, height: 20) {
    $0.stroke(.line(11, 2, 11, 18), with: white, style: Stroke(lineWidth: 0.5))
  }
  // One pixel wide at half opacity, centred on the boundary: a quarter in each pixel.
  #expect(abs(Double(half.alpha(10, 10)) - 63.75) <= 1)
  #expect(abs(Double(half.alpha(11, 10)) - 63.75) <= 1)
  let zero = try Canvas.make(width: 20, height: 20) {
    $0.stroke(.line(10.5, 2, 10.5, 18), with: white, style: Stroke(lineWidth: 0))
  }
  #expect(zero.alpha(10, 10) == 255)
}

@Test func squareCapsExtendEachEndByHalfTheWidth() throws {
  func row(_ cap: LineCap) throws -> [Int] {
    let canvas = try Canvas.make(width: 100, height: 20) {
      $0.stroke(.line(20, 10, 80, 10), with: white, style: Stroke(lineWidth: 4, lineCap: cap))
    }
    return (0..<100).map { canvas.alpha($0, 10) }
  }
  let butt = try row(.butt)
  let square = try row(.square)
  #expect(butt[19] == 0)
  #expect(butt[20] == 255)
  #expect(butt[79] == 255)
  #expect(butt[80] == 0)
  #expect(square[17] == 0)
  #expect(square[18] == 255)
  #expect(square[81] == 255)
  #expect(square[82] == 0)
  let squareTotal: Int = square.reduce(0, +)
  let buttTotal: Int = butt.reduce(0, +)
  #expect(squareTotal - buttTotal == 4 * 255)
  let round = try row(.round)
  // Round caps reach as far as square ones on the centre line, but not into the corners.
  #expect(round[18] > 0)
  #expect(round[17] == 0)
  let roundCanvas = try Canvas.make(width: 100, height: 20) {
    $0.stroke(.line(20, 10, 80, 10), with: white, style: Stroke(lineWidth: 4, lineCap: .round))
  }
  #expect(roundCanvas.alpha(18, 8) < 128)
}

@Test func miterAndBevelJoinsDifferAtTheCorner() throws {
  // Right, then down: the outer corner is up and to the right of (50, 50).
  var path = Path()
  path.move(to: Point(x: 20, y: 50))
  path.line(to: Point(x: 50, y: 50))
  path.line(to: Point(x: 50, y: 80))
  func corner(_ join: LineJoin) throws -> Canvas {
    try Canvas.make(width: 100, height: 100) {
      $0.stroke(path, with: white, style: Stroke(lineWidth: 10, lineJoin: join))
    }
  }
  let miter = try corner(.miter)
  let bevel = try corner(.bevel)
  let round = try corner(.round)
  // Pixel (54, 45) lies in the miter's square corner but beyond the bevel's diagonal x − y = 5.
  #expect(miter.alpha(54, 45) == 255)
  #expect(bevel.alpha(54, 45) == 0)
  #expect(round.alpha(54, 45) == 0)
  // The bevel's triangle (12.5 px²) and the round join's quarter disc (19.6 px²) sit inside the miter's
  // 25 px² square.
  #expect(abs((miter.totalCoverage - bevel.totalCoverage) - 12.5) < 0.1)
  #expect(abs((miter.totalCoverage - round.totalCoverage) - (25 - 25 * Double.pi / 4)) < 0.15)
  // Inside the corner all three agree.
  #expect(miter.alpha(47, 53) == 255)
  #expect(bevel.alpha(47, 53) == 255)
}

@Test func theMiterLimitBevelsSharpCorners() throws {
  var path = Path()
  path.move(to: Point(x: 10, y: 80))
  path.line(to: Point(x: 50, y: 20))
  path.line(to: Point(x: 90, y: 80))
  let limited = try Canvas.make(width: 100, height: 100) {
    $0.stroke(path, with: white, style: Stroke(lineWidth: 8, lineJoin: .miter, miterLimit: 1.5))
  }
  let bevelled = try Canvas.make(width: 100, height: 100) {
    $0.stroke(path, with: white, style: Stroke(lineWidth: 8, lineJoin: .bevel))
  }
  let mitered = try Canvas.make(width: 100, height: 100) {
    $0.stroke(path, with: white, style: Stroke(lineWidth: 8, lineJoin: .miter))
  }
  #expect(limited == bevelled)
  #expect(mitered.totalCoverage > bevelled.totalCoverage + 5)
}

@Test func aClosedRectangleStrokeHasNoGapsAtItsCorners() throws {
  let canvas = try Canvas.make(width: 40, height: 40) {
    $0.stroke(.rect(10, 10, 20, 20), with: white, style: Stroke(lineWidth: 4))
  }
  #expect(canvas.alpha(8, 8) == 255)
  #expect(canvas.alpha(31, 31) == 255)
  #expect(canvas.alpha(20, 20) == 0)
  #expect(abs(canvas.totalCoverage - (24 * 24 - 16 * 16)) < 0.1)
}

@Test func dashesMakeTheRightNumberOfSegments() throws {
  let line = Path.line(10, 10, 110, 10)
  let dashed = line.dashed(pattern: [10, 10])
  #expect(dashed.subpaths.count == 5)
  let canvas = try Canvas.make(width: 120, height: 20) {
    $0.stroke(line, with: white, style: Stroke(lineWidth: 2, dash: [10, 10]))
  }
  var runs = 0
  var inside = false
  for x in 0..<120 {
    let on = canvas.alpha(x, 10) > 127
    if on && !inside { runs += 1 }
    inside = on
  }
  #expect(runs == 5)
  #expect(abs(canvas.totalCoverage - 5 * 10 * 2) < 0.1)
}

@Test func zeroLengthDashesWithRoundCapsDrawDots() throws {
  let canvas = try Canvas.make(width: 60, height: 20) {
    $0.stroke(
      .line(10, 10, 50, 10), with: white, style: Stroke(lineWidth: 6, lineCap: .round, dash: [0, 10]))
  }
  // Dots at 10, 20, 30, 40 and 50, each of area π · 3².
  #expect(canvas.alpha(20, 10) == 255)
  #expect(canvas.alpha(25, 10) == 0)
  #expect(abs(canvas.totalCoverage - 5 * Double.pi * 9) / (5 * Double.pi * 9) < 0.02)
}

@Test func thickStrokesOnTightCurvesFollowTheTrueOffset() throws {
  // A ring of radius 6 stroked 10 px wide: an annulus from 1 to 11, area π(11² − 1²). An outline
  // within the flattening tolerance of the true one is off in area by at most tolerance × perimeter.
  var circle = Path()
  circle.addEllipse(in: Rect(x: 14, y: 14, width: 12, height: 12))
  let canvas = try Canvas.make(width: 40, height: 40) {
    $0.stroke(circle, with: white, style: Stroke(lineWidth: 10))
  }
  let expected = Double.pi * (121 - 1)
  let bound = Flattening.defaultTolerance * 2 * Double.pi * (11 + 1)
  #expect(abs(canvas.totalCoverage - expected) < bound)
  // The hole (radius 1) takes π/4 of pixel (20, 20), less at most tolerance × its quarter arc; the
  // ring is solid 8 to 9 px out; nothing is painted beyond 11.
  let holeCoverage = Double(canvas.alpha(20, 20)) / 255
  #expect(holeCoverage >= 1 - Double.pi / 4 - 0.01)
  #expect(holeCoverage <= 1 - Double.pi / 4 + Flattening.defaultTolerance * Double.pi / 2 + 0.01)
  #expect(canvas.alpha(20, 28) == 255)
  #expect(canvas.alpha(20, 33) == 0)
}
