/// How a view's colours combine with what is under it (SwiftUI's `BlendMode`).
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  var archived: BlendModeValue {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

extension View {
  /// Combines the view with what is drawn under it by `mode`.
  public func blendMode(_ mode: BlendMode) -> some View { archived(.blendMode(mode.archived)) }
}
