import Foundation
import TintypeCore

@testable import TintypeRaster

/// Paths the raster tests draw.
extension Path {
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Path {
    var path = Path()
    path.addRect(Rect(x: x, y: y, width: width, height: height))
    return path
  }

  static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: x0, y: y0))
    path.line(to: Point(x: x1, y: y1))
    return path
  }
}

/// A five-pointed star drawn in one stroke of the pen: its pentagon centre is wound twice.
func star(center: Point, radius: Double) -> Path {
  var path = Path()
  for index in 0..<5 {
    let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
    let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    if index == 0 { path.move(to: point) } else { path.line(to: point) }
  }
  path.close()
  return path
}
