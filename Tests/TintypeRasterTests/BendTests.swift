import Foundation
import Testing
import TintypeCore

@testable import TintypeRaster

/// `drawBent` puts a strip on a circle: reading the way it is told, its top the way it is told,
/// its middle line on the circle, and, on a circle large enough to be nearly straight, the strip itself.
@Suite struct BendTests {
  /// A 40 × 10 strip: the left half red, the right half blue, with its top two rows green.
  func strip() throws -> Canvas {
    var canvas = try Canvas(width: 40, height: 10)
    for y in 0..<10 {
      for x in 0..<40 {
        let pixel =
          y < 2
          ? Pixel(red: 0, green: 255, blue: 0, alpha: 255)
          : x < 20
            ? Pixel(red: 255, green: 0, blue: 0, alpha: 255) : Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        canvas[x, y] = pixel
      }
    }
    return canvas
  }

  /// The mean position of the pixels where `test` holds.
  func centroid(_ canvas: Canvas, _ test: (Pixel) -> Bool) -> (x: Double, y: Double, count: Int) {
    var (sx, sy, n) = (0.0, 0.0, 0)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where test(canvas[x, y]) {
        (sx, sy, n) = (sx + Double(x), sy + Double(y), n + 1)
      }
    }
    return n == 0 ? (.nan, .nan, 0) : (sx / Double(n), sy / Double(n), n)
  }

  func red(_ p: Pixel) -> Bool { p.red > 200 && p.green < 50 && p.blue < 50 }
  func blue(_ p: Pixel) -> Bool { p.blue > 200 && p.red < 50 && p.green < 50 }
  func green(_ p: Pixel) -> Bool { p.green > 200 && p.red < 50 && p.blue < 50 }

  @Test func clockwiseAtTheTopReadsLeftToRightWithItsTopOutward() throws {
    var canvas = try Canvas(width: 100, height: 100)
    canvas.drawBent(try strip(), centre: Point(x: 50, y: 80), radius: 50, angle: -.pi / 2)
    let (r, b, g) = (centroid(canvas, red), centroid(canvas, blue), centroid(canvas, green))
    #expect(r.count > 100 && b.count > 100 && g.count > 40)
    #expect(r.x < 50 && b.x > 50, "red \(r.x), blue \(b.x)")
    // The top rows are farther from the centre, which is below: higher on the canvas.
    #expect(g.y < r.y && g.y < b.y)
    // The middle line (row 5) lies on the circle: every coloured pixel is within 5.5 px of it.
    for y in 0..<100 {
      for x in 0..<100 where canvas[x, y].alpha == 255 {
        let rho =
          ((Double(x) + 0.5 - 50) * (Double(x) + 0.5 - 50) + (Double(y) + 0.5 - 80) * (Double(y) + 0.5 - 80))
          .squareRoot()
        #expect(abs(rho - 50) <= 5.5, "(\(x), \(y)) at \(rho)")
      }
    }
  }

  @Test func anticlockwiseAtTheBottomReadsLeftToRightWithItsTopInward() throws {
    var canvas = try Canvas(width: 100, height: 100)
    canvas.drawBent(
      try strip(), centre: Point(x: 50, y: 20), radius: 50, angle: .pi / 2, direction: .anticlockwiseTopInward
    )
    let (r, b, g) = (centroid(canvas, red), centroid(canvas, blue), centroid(canvas, green))
    #expect(r.x < 50 && b.x > 50, "red \(r.x), blue \(b.x)")
    // The top rows face the centre, which is above.
    #expect(g.y < r.y && g.y < b.y)
  }

  @Test func onAVeryLargeCircleTheStripIsDrawnAsItIs() throws {
    let strip = try self.strip()
    var canvas = try Canvas(width: 60, height: 30)
    // The strip's middle at (30, 15); a radius of 100,000 px bends it by under 0.002 px.
    canvas.drawBent(strip, centre: Point(x: 30, y: 100_015), radius: 100_000, angle: -.pi / 2)
    for y in 0..<10 {
      for x in 0..<40 {
        let bent = canvas[x + 10, y + 10]
        let flat = strip[x, y]
        #expect(
          abs(Int(bent.red) - Int(flat.red)) <= 2 && abs(Int(bent.blue) - Int(flat.blue)) <= 2
            && abs(Int(bent.alpha) - Int(flat.alpha)) <= 2, "(\(x), \(y))")
      }
    }
    // Nothing outside the strip.
    #expect(canvas[5, 15].alpha == 0 && canvas[55, 15].alpha == 0 && canvas[30, 3].alpha == 0)
  }
}
