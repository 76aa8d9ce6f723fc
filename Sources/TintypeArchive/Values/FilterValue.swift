/// A filter on a view's rendered layer, as SwiftUI's `GraphicsContext.Filter` names them: it needs
/// nothing from the environment, so it passes through resolve, layout and the display list as the
/// archive wrote it, and only the painter reads it. A new filter is a case here (with its bounds,
/// cost and dump text), its codec, its DSL function and the painter's code that draws it.
public enum FilterValue: Hashable, Sendable {
  /// `blur(radius:opaque:)`: a Gaussian blur of the layer, the radius in points; `opaque` keeps the
  /// layer's own coverage instead of letting the blur spread past it and fade at its edges.
  case blur(radius: Double, opaque: Bool)

  /// What it costs the painter.
  public var paintCost: PaintCost {
    switch self {
    case .blur: .blur
    }
  }

  /// The modifier's name, its JSON key.
  public var name: String {
    switch self {
    case .blur: "blur"
    }
  }

  /// Its line in a display list dump (`blur r 4 opaque`), numbers written by `number`.
  public func dumpText(_ number: (Double) -> String) -> String {
    switch self {
    case .blur(let radius, let opaque): "blur r \(number(radius))" + (opaque ? " opaque" : "")
    }
  }
}

extension NumberBounds {
  /// `blur(radius:opaque:)`'s radius in points.
  public static let blurRadius = NumberBounds(0...1000)
}
