import TintypeArchive
import TintypeCore
import TintypeScene

/// Where an asset colour could not be found.
struct MissingColorAsset: Error {
  var name: String
}

/// Resolves archived styles to concrete colours for a colour scheme, the inherited foreground
/// styles and tint.
struct StyleResolver {
  /// Named colours from the asset folders (`colors.json`), per scheme.
  var assetColors: [String: (light: RGBAColor, dark: RGBAColor)] = [:]

  func color(_ value: ColorValue, _ style: InheritedStyle) throws(MissingColorAsset) -> RGBAColor {
    switch value {
    case .rgb(let r, let g, let b, let opacity, let space):
      return RGBAColor(components: r, g, b, opacity: opacity, space: space)
    case .system(let system, let opacity):
      // `Color.accentColor` is the app's AccentColor asset when it has one (Xcode's default name for
      // the app's accent, which widgets use too), else system blue.
      if system == .accentColor, let pair = assetColors["AccentColor"] {
        return (style.colorScheme == .dark ? pair.dark : pair.light).multiplyingAlpha(by: opacity)
      }
      return SystemPalette.system(system, style.colorScheme).multiplyingAlpha(by: opacity)
    case .asset(let name, let opacity):
      guard let pair = assetColors[name] else { throw MissingColorAsset(name: name) }
      return (style.colorScheme == .dark ? pair.dark : pair.light).multiplyingAlpha(by: opacity)
    case .dynamic(let light, let dark):
      return try color(style.colorScheme == .dark ? dark : light, style)
    }
  }

  /// The foreground at a level: the inherited styles (SwiftUI's `foregroundStyle(_:_:_:)`), else
  /// the first one faded by the level's opacity, else the system label colour.
  func foreground(_ level: HierarchyLevel, _ style: InheritedStyle) throws(MissingColorAsset) -> ResolvedStyle
  {
    let index = HierarchyLevel.allCases.firstIndex(of: level)!
    if index < style.foreground.count {
      var inner = style
      inner.foreground = []
      return try resolve(style.foreground[index], inner)
    }
    if let first = style.foreground.first {
      var inner = style
      inner.foreground = []
      return try resolve(first, inner).multiplyingAlpha(by: SystemPalette.levelOpacity(level))
    }
    return .solid(SystemPalette.label(level, style.colorScheme))
  }

  /// Resolves `value` in `style`'s context.
  func resolve(_ value: ShapeStyleValue, _ style: InheritedStyle) throws(MissingColorAsset) -> ResolvedStyle {
    switch value {
    case .color(let color): return .solid(try self.color(color, style))
    case .hierarchical(let level): return try foreground(level, style)
    case .tint:
      if let tint = style.tint {
        var inner = style
        inner.tint = nil
        return try resolve(tint, inner)
      }
      return .solid(SystemPalette.accent(style.colorScheme))
    case .background: return .solid(SystemPalette.background(style.colorScheme))
    case .fill(let level): return .solid(SystemPalette.fill(level, style.colorScheme))
    case .material(let kind): return .solid(MaterialModel.tint(kind, style.colorScheme))
    case .gradient(let gradient):
      return .gradient(
        colors: try gradient.stops.map { stop throws(MissingColorAsset) in try color(stop.color, style) },
        locations: gradient.stops.map(\.location),
        geometry: gradient.geometry)
    case .colorGradient(let base):
      let color = try self.color(base, style)
      return .gradient(
        colors: [ColorGradientModel.top(color), ColorGradientModel.bottom(color)], locations: [0, 1],
        geometry: .linear(startPoint: .top, endPoint: .bottom))
    case .level(let base, let level):
      return try resolve(base, style).multiplyingAlpha(by: SystemPalette.levelOpacity(level))
    case .opacity(let base, let opacity): return try resolve(base, style).multiplyingAlpha(by: opacity)
    }
  }
}

/// SwiftUI's `Color.gradient` is "a subtle gradient derived from the colour"; its stops are not
/// documented. The model: the colour mixed with 16 % white at the top, the colour itself at the
/// bottom (unconfirmed; matches the lighter-top look of system widgets).
enum ColorGradientModel {
  static let whiteMix = 0.16

  static func top(_ color: RGBAColor) -> RGBAColor {
    RGBAColor(
      red: color.red + (1 - color.red) * whiteMix, green: color.green + (1 - color.green) * whiteMix,
      blue: color.blue + (1 - color.blue) * whiteMix, alpha: color.alpha)
  }

  static func bottom(_ color: RGBAColor) -> RGBAColor { color }
}
