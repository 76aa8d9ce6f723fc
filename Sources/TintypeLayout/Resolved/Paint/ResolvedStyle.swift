import TintypeArchive
import TintypeCore

/// A shape style with concrete colours; gradients get their rectangle when painted.
public enum ResolvedStyle: Hashable, Sendable {
  case solid(RGBAColor)
  case gradient(colors: [RGBAColor], locations: [Double], geometry: GradientValue.Geometry)

  /// The style with its opacity multiplied.
  public func multiplyingAlpha(by factor: Double) -> ResolvedStyle {
    switch self {
    case .solid(let color): return .solid(color.multiplyingAlpha(by: factor))
    case .gradient(let colors, let locations, let geometry):
      return .gradient(
        colors: colors.map { $0.multiplyingAlpha(by: factor) }, locations: locations, geometry: geometry)
    }
  }
}
