/// How a view's colours combine with what is under it (SwiftUI's `BlendMode`).
public enum BlendMode: String, Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  // The same names as the archive's: one spelling from the DSL to the raster.
  var archived: BlendModeValue { BlendModeValue(rawValue: rawValue)! }
}

extension View {
  /// Combines the view with what is drawn under it by `mode`.
  public func blendMode(_ mode: BlendMode) -> some View { archived(.blendMode(mode.archived)) }
}
