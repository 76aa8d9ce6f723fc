import Testing
import TintypeCore

@testable import TintypeRaster

private let blackToWhite = [
  GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1),
]

@Test func aLinearGradientIsHalfwayAtItsMiddlePixel() throws {
  let gradient = Paint.linearGradient(
    .init(stops: blackToWhite, start: Point(x: 0, y: 0), end: Point(x: 101, y: 0)))
  let canvas = try Canvas.make(width: 101, height: 3) { $0.fill(.rect(0, 0, 101, 3), with: gradient) }
  // Pixel 50's centre is at 50.5, exactly halfway.
  #expect((127...128).contains(canvas[50, 1].red))
  #expect(canvas[0, 1].red <= 2)
  #expect(canvas[100, 1].red >= 253)
  for x in 1..<101 {
    #expect(canvas[x, 1].red >= canvas[x - 1, 1].red)
  }
  #expect(canvas[50, 0] == canvas[50, 2])
}

@Test func aVerticalGradientIsOneColourPerRow() throws {
  let gradient = Paint.linearGradient(
    .init(stops: blackToWhite, start: Point(x: 0, y: 0), end: Point(x: 0, y: 50)))
  let canvas = try Canvas.make(width: 30, height: 50) { $0.fill(.rect(0, 0, 30, 50), with: gradient) }
  for y in 0..<50 {
    #expect((0..<30).allSatisfy { canvas[$0, y] == canvas[0, y] })
  }
  // Row 25's centre is 25.5 / 50 of the way down: 0.51 × 255 ≈ 130.
  #expect((129...131).contains(canvas[7, 25].green))
}

@Test func gradientsPadBeyondTheirEnds() throws {
  let gradient = Paint.linearGradient(
    .init(stops: blackToWhite, start: Point(x: 40, y: 0), end: Point(x: 60, y: 0)))
  let canvas = try Canvas.make(width: 100, height: 1) { $0.fill(.rect(0, 0, 100, 1), with: gradient) }
  #expect(canvas[10, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
  #expect(canvas[90, 0] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
}

@Test func fadingToClearInterpolatesPremultiplied() throws {
  let stops = [
    GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
    GradientStop(color: .clear, location: 1),
  ]
  let gradient = Paint.linearGradient(.init(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 101, y: 0)))
  let canvas = try Canvas.make(width: 101, height: 1) { $0.fill(.rect(0, 0, 101, 1), with: gradient) }
  // Half-transparent pure red, not half-transparent dark red.
  let middle = canvas[50, 0]
  #expect((127...128).contains(middle.alpha))
  #expect(middle.red == middle.alpha)
  #expect(middle.green == 0)
}

@Test func stopsCanBeUnevenAndHard() throws {
  let stops = [
    GradientStop(color: .black, location: 0), GradientStop(color: .black, location: 0.5),
    GradientStop(color: .white, location: 0.5), GradientStop(color: .white, location: 1),
  ]
  let gradient = Paint.linearGradient(.init(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0)))
  let canvas = try Canvas.make(width: 100, height: 1) { $0.fill(.rect(0, 0, 100, 1), with: gradient) }
  #expect(canvas[48, 0].red == 0)
  #expect(canvas[51, 0].red == 255)
}

@Test func anAngularGradientRunsClockwiseFromThreeOClock() throws {
  let stops = [
    GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
    GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
  ]
  let gradient = Paint.angularGradient(.init(stops: stops, center: Point(x: 50, y: 50)))
  let canvas = try Canvas.make(width: 100, height: 100) { $0.fill(.rect(0, 0, 100, 100), with: gradient) }
  // 90° is straight down (y grows downwards): a quarter of the way from red to blue.
  let down = canvas[50, 90]
  let up = canvas[50, 10]
  #expect(abs(Int(down.red) - 191) <= 2)
  #expect(abs(Int(down.blue) - 64) <= 2)
  #expect(abs(Int(up.red) - 64) <= 2)
  #expect(abs(Int(up.blue) - 191) <= 2)
  // 180°, to the left: halfway.
  #expect(abs(Int(canvas[10, 50].red) - 128) <= 2)
}

@Test func anAngularGradientShorterThanATurnSplitsTheGapBetweenItsEnds() throws {
  let stops = [
    GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
    GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
  ]
  // From 0 to 90°: the 270° gap switches from blue to red at 225° (up and to the left).
  let gradient = Paint.angularGradient(
    .init(stops: stops, center: Point(x: 50, y: 50), startAngle: 0, endAngle: Double.pi / 2))
  let canvas = try Canvas.make(width: 100, height: 100) { $0.fill(.rect(0, 0, 100, 100), with: gradient) }
  #expect(canvas[10, 40].blue == 255)  // about 194°: the blue half of the gap
  #expect(canvas[60, 10].red == 255)  // about 284°: the red half
}

@Test func aRadialGradientGoesFromCentreToRadius() throws {
  let gradient = Paint.radialGradient(
    .init(stops: blackToWhite, center: Point(x: 50, y: 50), endRadius: 40))
  let canvas = try Canvas.make(width: 100, height: 100) { $0.fill(.rect(0, 0, 100, 100), with: gradient) }
  #expect(canvas[50, 50].red <= 5)
  #expect(abs(Int(canvas[70, 50].red) - 131) <= 2)  // pixel centre 20.5 px out
  #expect(canvas[95, 50].red == 255)
  // Same distance, same colour, in any direction.
  #expect(canvas[50, 70] == canvas[70, 50])
}

@Test func aTwoPointRadialGradientIsBrighterOnTheSideNearerItsEndCircle() throws {
  // A focal gradient: from the point (35, 50) out to the circle of radius 30 around (50, 50).
  let gradient = Paint.radialGradient(
    .init(
      stops: blackToWhite, startCenter: Point(x: 35, y: 50), startRadius: 0, endCenter: Point(x: 50, y: 50),
      endRadius: 30))
  let canvas = try Canvas.make(width: 100, height: 100) { $0.fill(.rect(0, 0, 100, 100), with: gradient) }
  #expect(canvas[35, 50].red <= 10)
  #expect(canvas[50, 10].red == 255)
  // Ten pixels left of the focus the circles have come 63 % of the way; ten right, 23 %.
  #expect(abs(Int(canvas[25, 50].red) - 161) <= 3)
  #expect(abs(Int(canvas[45, 50].red) - 59) <= 3)
}
