import Testing
import TintypeCore

@testable import TintypeRaster

/// A widget-like scene touching every painting path: a continuous rounded rectangle with a gradient,
/// an image with rounded corners, a ring, a dashed polyline, a star, a mask and a blurred layer.
func widgetScene() throws -> Canvas {
  var canvas = try Canvas(width: 344, height: 162)
  var background = Path()
  background.addRoundedRect(
    Rect(x: 0, y: 0, width: 344, height: 162), cornerWidth: 22, cornerHeight: 22, style: .continuous)
  let stops = [
    GradientStop(color: RGBAColor(red8: 0x1E, green8: 0x3A, blue8: 0x8A), location: 0),
    GradientStop(color: RGBAColor(red8: 0x0F, green8: 0x17, blue8: 0x2A), location: 1),
  ]
  canvas.fill(background, with: .linearGradient(.init(stops: stops, start: .zero, end: Point(x: 0, y: 162))))

  var cover = try Canvas(width: 100, height: 100)
  cover.fill(.rect(0, 0, 100, 100), with: .angularGradient(.init(stops: stops, center: Point(x: 50, y: 50))))
  var coverShape = Path()
  coverShape.addRoundedRect(Rect(x: 14, y: 31, width: 100, height: 100), cornerWidth: 8, cornerHeight: 8)
  let pattern = ImagePattern(image: cover, transform: .translation(x: 14, y: 31))
  canvas.fill(coverShape, with: .pattern(pattern))

  var ring = Path()
  ring.addArc(
    center: Point(x: 299, y: 46), radius: 30, startAngle: -Double.pi / 2, endAngle: Double.pi,
    clockwise: false)
  canvas.stroke(
    ring, with: .solid(RGBAColor(red8: 0x38, green8: 0xBD, blue8: 0xF8)),
    style: Stroke(lineWidth: 6, lineCap: .round)
  )

  var spark = Path()
  for (index, value) in [0.2, 0.35, 0.28, 0.5, 0.42, 0.6, 0.52, 0.7].enumerated() {
    let point = Point(x: 126 + Double(index) * 30, y: 147 - value * 30)
    if index == 0 { spark.move(to: point) } else { spark.line(to: point) }
  }
  canvas.stroke(
    spark, with: .solid(RGBAColor(red8: 0x34, green8: 0xD3, blue8: 0x99)),
    style: Stroke(lineWidth: 2, lineJoin: .round, dash: [6, 3]))

  var layer = try Canvas(width: 344, height: 162)
  layer.fill(star(center: Point(x: 180, y: 60), radius: 30), with: .solid(.white), fillRule: .evenOdd)
  let clip = try Mask(filling: .rect(150, 30, 45, 60), width: 344, height: 162)
  canvas.composite(
    layer, opacity: 0.8, mask: clip, shadow: Shadow(color: .black, sigma: 3, offsetX: 2, offsetY: 3))
  return canvas
}

@Test func drawingTheSameSceneTwiceGivesIdenticalBytes() throws {
  let first = try widgetScene()
  let second = try widgetScene()
  #expect(first.pixels == second.pixels)
  // And it is not trivially empty: the corners are transparent, the middle opaque.
  #expect(first[0, 0].alpha == 0)
  #expect(first[172, 80].alpha == 255)
}
