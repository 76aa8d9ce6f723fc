import Testing
import TintypeCore

@testable import TintypeRaster

private func roundedRect(_ rect: Rect, radius: Double, style: Path.CornerStyle) -> Path {
  var path = Path()
  path.addRoundedRect(rect, cornerWidth: radius, cornerHeight: radius, style: style)
  return path
}

private func mask(_ path: Path, width: Int = 300, height: Int = 200) throws -> Mask {
  try Mask(filling: path, width: width, height: height)
}

@Test(arguments: [Path.CornerStyle.circular, .continuous])
func roundedRectanglesAreSymmetric(style: Path.CornerStyle) throws {
  let shape = try mask(roundedRect(Rect(x: 20, y: 30, width: 260, height: 140), radius: 50, style: style))
  for y in 0..<200 {
    for x in 0..<300 {
      #expect(abs(Int(shape[x, y]) - Int(shape[299 - x, y])) <= 1)
      #expect(abs(Int(shape[x, y]) - Int(shape[x, 199 - y])) <= 1)
    }
  }
}

@Test(arguments: [Path.CornerStyle.circular, .continuous])
func aZeroRadiusGivesAPlainRectangle(style: Path.CornerStyle) throws {
  let rect = Rect(x: 20.25, y: 30.5, width: 200, height: 100)
  var plain = Path()
  plain.addRect(rect)
  #expect(try mask(roundedRect(rect, radius: 0, style: style)) == mask(plain))
}

@Test func continuousCornersEaseInEarlierAndMeetCircularOnesAtTheDiagonal() throws {
  // Tall enough (160 > 2 × 1.528 × 50) that the continuous corners are not clamped.
  let rect = Rect(x: 50, y: 20, width: 200, height: 160)
  let radius = 50.0
  let circular = try mask(roundedRect(rect, radius: radius, style: .circular))
  let continuous = try mask(roundedRect(rect, radius: radius, style: .continuous))

  // 1.2 radii from the corner the circular corner has not begun, while the continuous one, which
  // starts 1.528 radii out, already leaves the top row partly uncovered.
  let alongTop = Int(rect.maxX - 1.2 * radius)
  #expect(circular[alongTop, 20] == 255)
  #expect(continuous[alongTop, 20] < 255)
  // So the continuous rectangle is a little smaller: each PaintCode corner cuts off 0.2247 r², a
  // quarter circle's 0.2146 r² (1 − π/4) — 25 px² more per corner here.
  let difference = circular.totalCoverage - continuous.totalCoverage
  #expect(abs(difference - 4 * (0.224_702_5 - 0.214_601_8) * radius * radius) < 2)

  // On the corner's diagonal both boundaries pass about 0.29 r in from each edge (0.2915 r for the
  // continuous curve, 0.2929 r for the arc): where coverage crosses one half along the diagonal
  // agrees to within half a pixel.
  func diagonalCrossing(_ shape: Mask) -> Int {
    (0..<Int(radius)).first { shape[Int(rect.maxX) - 1 - $0, 20 + $0] >= 128 }!
  }
  #expect(abs(diagonalCrossing(continuous) - diagonalCrossing(circular)) <= 1)
  #expect(abs(Double(diagonalCrossing(circular)) - 0.2929 * radius) <= 1)
}

@Test func continuousCornersAreClampedToFitTheSide() throws {
  let square = Rect(x: 10, y: 10, width: 60, height: 60)
  let clamped = try mask(roundedRect(square, radius: 60 / 2 / ContinuousCorner.extent, style: .continuous))
  #expect(try mask(roundedRect(square, radius: 500, style: .continuous)) == clamped)
  // The corners then meet in the middle of each side, which stays on the edge.
  #expect(clamped[40, 10] == 255)
  #expect(clamped[40, 9] == 0)
}

@Test func aCapsuleIsARoundedRectWithHalfItsHeight() throws {
  var capsule = Path()
  capsule.addCapsule(in: Rect(x: 10, y: 10, width: 60, height: 20))
  let canvas = try Canvas.make(width: 80, height: 40) { $0.fill(capsule, with: white) }
  let expected = 40 * 20 + Double.pi * 100
  #expect(abs(canvas.totalCoverage - expected) / expected < 0.005)
}
