import Foundation
import Testing
import TintypeCore

@testable import TintypeRaster

@Test func aRectEdgeHalfwayAcrossAPixelCoversHalfOfIt() throws {
  let canvas = try Canvas.make(width: 30, height: 10) { $0.fill(.rect(10.5, 0, 10, 10), with: red) }
  #expect(abs(Double(canvas.alpha(10, 5)) - 127.5) <= 1)
  #expect(canvas.alpha(9, 5) == 0)
  #expect(canvas.alpha(11, 5) == 255)
  #expect(abs(Double(canvas.alpha(20, 5)) - 127.5) <= 1)
  #expect(canvas.alpha(21, 5) == 0)
  // Premultiplied: the half-covered red pixel is half-intensity red.
  #expect(canvas[10, 5].red == canvas[10, 5].alpha)
  #expect(canvas[10, 5].green == 0)
}

@Test func aHorizontalEdgeAtAFractionalRowCoversThatFraction() throws {
  let canvas = try Canvas.make(width: 10, height: 10) { $0.fill(.rect(0, 2.3, 10, 5), with: white) }
  #expect(canvas.alpha(4, 1) == 0)
  #expect(abs(Double(canvas.alpha(4, 2)) - 0.7 * 255) <= 1)
  #expect(canvas.alpha(4, 3) == 255)
  #expect(abs(Double(canvas.alpha(4, 7)) - 0.3 * 255) <= 1)
}

@Test func aCirclesTotalCoverageIsPiRSquared() throws {
  var path = Path()
  let radius = 40.0
  path.addEllipse(in: Rect(x: 50.3 - radius, y: 49.6 - radius, width: 2 * radius, height: 2 * radius))
  let canvas = try Canvas.make(width: 100, height: 100) { $0.fill(path, with: white) }
  let expected = Double.pi * radius * radius
  #expect(abs(canvas.totalCoverage - expected) / expected < 0.005)
}

@Test func evenOddLeavesTheStarsCentreEmptyAndNonZeroFillsIt() throws {
  let shape = star(center: Point(x: 50, y: 50), radius: 45)
  let nonZero = try Canvas.make(width: 100, height: 100) { $0.fill(shape, with: white, fillRule: .nonZero) }
  let evenOdd = try Canvas.make(width: 100, height: 100) { $0.fill(shape, with: white, fillRule: .evenOdd) }
  #expect(nonZero.alpha(50, 50) == 255)
  #expect(evenOdd.alpha(50, 50) == 0)
  // A point of the star (straight up from the centre) is inside under both rules.
  #expect(nonZero.alpha(50, 12) == 255)
  #expect(evenOdd.alpha(50, 12) == 255)
  // The pentagon (radius about 0.38 of the star's) is the only difference.
  let pentagonArea = 5.0 / 2 * pow(45 * 0.381_966, 2) * sin(2 * Double.pi / 5)
  #expect(abs((nonZero.totalCoverage - evenOdd.totalCoverage) - pentagonArea) / pentagonArea < 0.01)
}

@Test func overlappingSubpathsMergeWithoutSeamsUnderNonZero() throws {
  // Two squares sharing an edge at x = 20.5 and overlapping: the shared edge must not show.
  var path = Path.rect(10, 10, 10.5, 20)
  path.addPath(.rect(20.5, 10, 10, 20))
  path.addPath(.rect(15, 15, 10, 10))
  let canvas = try Canvas.make(width: 40, height: 40) { $0.fill(path, with: white) }
  for x in 10..<30 {
    #expect(canvas.alpha(x, 20) == 255, "column \(x)")
  }
}

@Test func oppositeWindingsCancelUnderNonZero() throws {
  var path = Path.rect(10, 10, 20, 20)
  // The same square traced anticlockwise, inset: winding 1 − 1 = 0 inside it.
  path.move(to: Point(x: 15, y: 15))
  path.line(to: Point(x: 15, y: 25))
  path.line(to: Point(x: 25, y: 25))
  path.line(to: Point(x: 25, y: 15))
  path.close()
  let canvas = try Canvas.make(width: 40, height: 40) { $0.fill(path, with: white) }
  #expect(canvas.alpha(20, 20) == 0)
  #expect(canvas.alpha(12, 20) == 255)
  #expect(abs(canvas.totalCoverage - 300) < 0.5)
}

@Test func shapesAreClippedToTheCanvasWithExactEdges() throws {
  let canvas = try Canvas.make(width: 20, height: 10) {
    $0.fill(.rect(-10.5, -3, 16, 20), with: white)
    $0.fill(.rect(14.5, 2, 100, 3), with: white)
    $0.fill(.rect(-50, 0, 10, 10), with: white)
  }
  for x in 0..<5 { #expect(canvas.alpha(x, 5) == 255) }
  #expect(abs(Double(canvas.alpha(5, 5)) - 127.5) <= 1)
  #expect(canvas.alpha(6, 5) == 0)
  #expect(abs(Double(canvas.alpha(14, 3)) - 127.5) <= 1)
  #expect(canvas.alpha(19, 3) == 255)
  #expect(canvas.alpha(19, 6) == 0)
}

@Test func aSlantedEdgeGetsItsExactTrapezoidArea() throws {
  // A triangle with a 45° hypotenuse through pixel corners: pixels it crosses are half covered.
  var path = Path()
  path.move(to: Point(x: 0, y: 0))
  path.line(to: Point(x: 10, y: 10))
  path.line(to: Point(x: 0, y: 10))
  path.close()
  let canvas = try Canvas.make(width: 10, height: 10) { $0.fill(path, with: white) }
  for index in 0..<10 {
    #expect(abs(Double(canvas.alpha(index, index)) - 127.5) <= 1)
    if index > 0 { #expect(canvas.alpha(index - 1, index) == 255) }
    if index < 9 { #expect(canvas.alpha(index + 1, index) == 0) }
  }
  #expect(abs(canvas.totalCoverage - 50) < 0.05)
}

@Test func aMaskFromAPathMatchesTheFillsCoverage() throws {
  let shape = star(center: Point(x: 30, y: 30), radius: 25)
  let mask = try Mask(filling: shape, fillRule: .evenOdd, width: 60, height: 60)
  let canvas = try Canvas.make(width: 60, height: 60) { $0.fill(shape, with: white, fillRule: .evenOdd) }
  #expect(mask == Mask(alphaOf: canvas))
}

@Test func opacityScalesTheFill() throws {
  let canvas = try Canvas.make(width: 4, height: 4) { $0.fill(.rect(0, 0, 4, 4), with: white, opacity: 0.25) }
  #expect(canvas.alpha(1, 1) == 64)
}

@Test func sourceOverBlendsPremultipliedColours() throws {
  let canvas = try Canvas.make(width: 4, height: 4) {
    $0.fill(.rect(0, 0, 4, 4), with: .solid(RGBAColor(red: 0, green: 0, blue: 1)))
    $0.fill(.rect(0, 0, 4, 4), with: .solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
  }
  // 0.5 red over opaque blue: (128, 0, 127, 255).
  #expect(canvas[2, 2] == Pixel(red: 128, green: 0, blue: 127, alpha: 255))
}
