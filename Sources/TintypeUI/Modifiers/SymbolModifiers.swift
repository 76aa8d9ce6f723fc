// How SF Symbols are drawn: their size beside text, their variant and their colours. Tintype draws
// symbols with stand-ins (see the renderer's `SymbolStandIns`); these settings are archived and the
// size and variant applied.

extension Image {
  /// A symbol's size relative to the text around it (SwiftUI's `Image.Scale`).
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

/// A variant of SF Symbols (SwiftUI's `SymbolVariants`): `.fill`, `.circle`, `.circle.fill`, ….
public struct SymbolVariants: Hashable, Sendable {
  let value: SymbolVariantValue

  /// The symbols as named.
  public static let none = SymbolVariants(value: .none)
  /// Filled symbols.
  public static let fill = SymbolVariants(value: .fill)
  /// Symbols with a slash.
  public static let slash = SymbolVariants(value: .slash)
  /// Symbols in a circle.
  public static let circle = SymbolVariants(value: .circle)
  /// Symbols in a square.
  public static let square = SymbolVariants(value: .square)
  /// Symbols in a rectangle.
  public static let rectangle = SymbolVariants(value: .rectangle)

  /// This variant, filled (`.circle.fill`).
  public var fill: SymbolVariants {
    switch value {
    case .circle: SymbolVariants(value: .circleFill)
    case .square: SymbolVariants(value: .squareFill)
    case .rectangle: SymbolVariants(value: .rectangleFill)
    default: .fill
    }
  }
  /// This variant in a circle.
  public var circle: SymbolVariants { value == .fill ? SymbolVariants(value: .circleFill) : .circle }
  /// This variant in a square.
  public var square: SymbolVariants { value == .fill ? SymbolVariants(value: .squareFill) : .square }
}

/// How SF Symbols use colour (SwiftUI's `SymbolRenderingMode`).
public struct SymbolRenderingMode: Hashable, Sendable {
  let value: SymbolRenderingModeValue

  /// One colour.
  public static let monochrome = SymbolRenderingMode(value: .monochrome)
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(value: .hierarchical)
  /// The foreground styles, one per layer.
  public static let palette = SymbolRenderingMode(value: .palette)
  /// The symbols' own colours.
  public static let multicolor = SymbolRenderingMode(value: .multicolor)
}

extension View {
  /// The size of the symbols inside, relative to their text.
  public func imageScale(_ scale: Image.Scale) -> some View {
    let value: ImageScale
    switch scale {
    case .small: value = .small
    case .medium: value = .medium
    case .large: value = .large
    }
    return archived(.imageScale(value))
  }

  /// The variant of the symbols inside.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    archived(.symbolVariant(variant.value))
  }

  /// How the symbols inside use colour; stand-ins have one layer and draw in the foreground style
  /// whatever the mode.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    archived(.symbolRenderingMode(mode?.value))
  }
}
