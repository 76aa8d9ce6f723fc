import TintypeArchive
import TintypeCore

/// A shape style with concrete colours; gradients get their rectangle when painted.
public enum ResolvedStyle: Hashable, Sendable {
  /// One colour.
  case solid(RGBAColor)
  /// A gradient's colours at their locations (0…1), placed in the frame it paints.
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
