import Foundation
import TintypeArchive
import TintypeCore
import TintypeDisplayList
import TintypeRaster

/// Display-list paints as rasterizer paints, placed in pixels by a points → pixels transform.
enum RasterPaint {
  static func paint(_ paint: DisplayPaint, _ toPixels: Transform) -> Paint {
    switch paint {
    case .solid(let color): return .solid(color)
    case .gradient(let gradient):
      let stops = zip(gradient.colors, gradient.locations).map { GradientStop(color: $0, location: $1) }
      let b = gradient.bounds
      func point(_ unit: UnitPoint) -> Point { Point(x: b.x + unit.x * b.width, y: b.y + unit.y * b.height) }
      switch gradient.geometry {
      case .linear(let start, let end):
        return .linearGradient(.init(stops: stops, start: point(start), end: point(end), transform: toPixels))
      case .radial(let center, let startRadius, let endRadius):
        return .radialGradient(
          .init(
            stops: stops, center: point(center), startRadius: startRadius, endRadius: endRadius,
            transform: toPixels))
      case .angular(let center, let startAngle, let endAngle):
        return .angularGradient(
          .init(
            stops: stops, center: point(center), startAngle: startAngle.radians, endAngle: endAngle.radians,
            transform: toPixels))
      case .elliptical(let center, let startFraction, let endFraction):
        // A unit circle gradient stretched over the bounds: radii are fractions of the box.
        let c = point(center)
        let local = Transform.scale(x: b.width, y: b.height).concatenating(.translation(x: c.x, y: c.y))
          .concatenating(toPixels)
        return .radialGradient(
          .init(
            stops: stops, center: Point(x: 0, y: 0), startRadius: startFraction, endRadius: endFraction,
            transform: local))
      }
    }
  }

}
