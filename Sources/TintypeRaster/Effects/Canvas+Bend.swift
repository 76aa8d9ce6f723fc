import Foundation
import TintypeCore

/// How a strip bent onto a circle reads: the direction its x runs and which way its top faces.
public enum BendDirection: Sendable {
  /// x runs clockwise (on a canvas whose y runs down), the strip's top away from the centre: text
  /// along the top of a watch face.
  case clockwiseTopOutward
  /// x runs anticlockwise, the strip's top toward the centre: text along the bottom of a face.
  case anticlockwiseTopInward
}

extension Canvas {
  /// Draws `strip` (source-over) bent onto the circle of `radius` pixels about `centre`: the strip's
  /// horizontal middle line lies on the circle, its centre at `angle` (radians from +x, clockwise
  /// as y runs down), and a strip pixel's distance along x becomes that arc length on the circle.
  ///
  /// Each canvas pixel centre is taken back to polar coordinates and the strip sampled there
  /// bilinearly, with transparency outside it, so edges stay anti-aliased. Lengths are kept on the
  /// middle line; a strip's top and bottom stretch or shrink by (radius ± height / 2) / radius, as
  /// type set on a curve does. A strip longer than the circle is cut at half a turn each side.
  public mutating func drawBent(
    _ strip: Canvas, centre: Point, radius: Double, angle: Double,
    direction: BendDirection = .clockwiseTopOutward
  ) {
    guard radius > 0.5, strip.width > 0, strip.height > 0 else { return }
    let stripWidth = Double(strip.width)
    let stripHeight = Double(strip.height)
    let halfSpan = min(stripWidth / 2 / radius, .pi)
    let inner = max(radius - stripHeight / 2, 0)
    let outer = radius + stripHeight / 2
    // The bounds of the annular sector, from points along its two arcs (and the circle's extremes
    // inside the span), a pixel wider for the bilinear fringe.
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    let steps = 64
    for step in 0...steps {
      let theta = angle - halfSpan + 2 * halfSpan * Double(step) / Double(steps)
      for r in [inner, outer] {
        let x = centre.x + r * cos(theta)
        let y = centre.y + r * sin(theta)
        (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
      }
    }
    // A chord between two samples bulges at most r(1 − cos(step / 2)) outside them.
    let bulge = outer * (1 - cos(2 * halfSpan / Double(steps) / 2)) + 2
    let x0 = max(Int((minX - bulge).rounded(.down)), 0)
    let y0 = max(Int((minY - bulge).rounded(.down)), 0)
    let x1 = min(Int((maxX + bulge).rounded(.up)), width)
    let y1 = min(Int((maxY + bulge).rounded(.up)), height)
    guard x0 < x1, y0 < y1 else { return }
    let source = strip.pixels
    let sourceWidth = strip.width
    let sourceHeight = strip.height
    /// A strip channel at whole texel (column, row), 0 outside the strip.
    func texel(_ column: Int, _ row: Int, _ channel: Int) -> Double {
      guard column >= 0, row >= 0, column < sourceWidth, row < sourceHeight else { return 0 }
      return Double(source[(row * sourceWidth + column) * 4 + channel])
    }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let dx = Double(x) + 0.5 - centre.x
        let dy = Double(y) + 0.5 - centre.y
        let rho = (dx * dx + dy * dy).squareRoot()
        guard rho > inner - 1, rho < outer + 1 else { continue }
        var delta = atan2(dy, dx) - angle
        // The signed angle from the strip's centre, in (−π, π].
        delta = delta - 2 * .pi * (delta / (2 * .pi)).rounded()
        guard abs(delta) <= halfSpan + 1 / radius else { continue }
        var u = stripWidth / 2 + delta * radius
        var v = stripHeight / 2 + (radius - rho)
        if direction == .anticlockwiseTopInward {
          (u, v) = (stripWidth - u, stripHeight - v)
        }
        // Texel centres sit at half-integers.
        let su = u - 0.5
        let sv = v - 0.5
        let column = Int(su.rounded(.down))
        let row = Int(sv.rounded(.down))
        let fx = su - Double(column)
        let fy = sv - Double(row)
        var sample = [Double](repeating: 0, count: 4)
        for channel in 0..<4 {
          let top = texel(column, row, channel) * (1 - fx) + texel(column + 1, row, channel) * fx
          let bottom = texel(column, row + 1, channel) * (1 - fx) + texel(column + 1, row + 1, channel) * fx
          sample[channel] = top * (1 - fy) + bottom * fy
        }
        guard sample[3] > 0 else { continue }
        let index = (y * width + x) * 4
        let keep = 1 - sample[3] / 255
        for channel in 0..<4 {
          let value = sample[channel] + Double(pixels[index + channel]) * keep
          pixels[index + channel] = UInt8(min(max(value.rounded(), 0), 255))
        }
      }
    }
  }
}
