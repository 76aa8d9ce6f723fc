import Foundation
import TintypeArchive
import TintypeCore

extension ChartSymbol {
  /// The shape's outline in the square `rect` (a point's symbol: a circle of that diameter), as
  /// polygons filled with the non-zero rule; nil for the circle, which is drawn as one. Each shape
  /// covers about the circle's area, so symbols of one `symbolSize` look alike in weight.
  /// UNCONFIRMED: Swift Charts' symbol outlines are not published.
  public func polygons(in rect: Rect) -> [[Point]]? {
    let d = min(rect.width, rect.height)
    let centre = Point(x: rect.midX, y: rect.midY)
    /// A regular polygon of `sides` with circumradius `radius`, a vertex at the top.
    func regular(_ sides: Int, radius: Double, turn: Double = 0) -> [Point] {
      (0..<sides).map { index in
        let angle = -Double.pi / 2 + turn + 2 * .pi * Double(index) / Double(sides)
        return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
      }
    }
    /// A bar of `length` × `thickness` through the centre, turned by `angle`.
    func bar(_ angle: Double, length: Double, thickness: Double) -> [Point] {
      let (c, s) = (cos(angle), sin(angle))
      return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (u, v) in
        let x = u * length / 2
        let y = v * thickness / 2
        return Point(x: centre.x + x * c - y * s, y: centre.y + x * s + y * c)
      }
    }
    let area = Double.pi * d * d / 4
    switch self {
    case .circle: return nil
    case .square: return [regular(4, radius: area.squareRoot() / 2.0.squareRoot(), turn: .pi / 4)]
    case .diamond: return [regular(4, radius: area.squareRoot() / 2.0.squareRoot())]
    // An equilateral triangle's area is (3√3/4)R²; a pentagon's (5/2)R² sin 72°.
    case .triangle: return [regular(3, radius: (area / (3 * 3.0.squareRoot() / 4)).squareRoot())]
    case .pentagon: return [regular(5, radius: (area / (2.5 * sin(0.4 * .pi))).squareRoot())]
    case .plus: return [0, Double.pi / 2].map { bar($0, length: d, thickness: d / 3) }
    case .cross: return [Double.pi / 4, 3 * .pi / 4].map { bar($0, length: d, thickness: d / 3) }
    case .asterisk:
      return [0, Double.pi / 3, 2 * .pi / 3].map { bar($0 + .pi / 2, length: d, thickness: d / 4) }
    }
  }
}
