import Testing
import TintypeCore
import TintypeRaster

/// Vector images (SVG and PDF assets) drawn from their shapes: each shape's fill, then its stroke,
/// with the stroke's width and dashes grown with the image.
@Suite struct VectorShapeTests {
  /// A 2-unit-wide red line across a 10 × 10 image at y = 5, dashed 2 on, 2 off, drawn 4 × larger.
  func dashedLine(opacity: Double = 1) throws -> Canvas {
    var path = Path()
    path.move(to: Point(x: 0, y: 5))
    path.line(to: Point(x: 10, y: 5))
    let line = VectorShape(
      path: path, fill: nil, fillRule: .nonZero, stroke: RGBAColor(red: 1, green: 0, blue: 0),
      strokeStyle: Stroke(lineWidth: 2, dash: [2, 2]), opacity: opacity)
    var canvas = try Canvas(width: 40, height: 40)
    canvas.draw([line], transform: .scale(x: 4, y: 4), strokeScale: 4)
    return canvas
  }

  @Test func strokeWidthsAndDashesGrowWithTheImage() throws {
    let canvas = try dashedLine()
    // 8 px wide (rows 16 to 23), dashes 8 px on and 8 px off.
    #expect(canvas[4, 20].alpha == 255 && canvas[20, 20].alpha == 255)
    #expect(canvas[12, 20].alpha == 0 && canvas[28, 20].alpha == 0)
    #expect(canvas[4, 17].alpha == 255 && canvas[4, 14].alpha == 0)
  }

  @Test func aShapesOpacityFadesItsStroke() throws {
    let canvas = try dashedLine(opacity: 0.5)
    #expect(abs(Int(canvas[4, 20].alpha) - 128) <= 1)
  }
}
