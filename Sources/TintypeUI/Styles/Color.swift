/// A colour (SwiftUI's `Color`): a view that fills its space, and a shape style.
public struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle {
  /// The archived colour.
  public let value: ColorValue

  /// A colour from its archived form.
  public init(archived value: ColorValue) { self.value = value }

  /// A colour from components in a colour space.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    value = .rgb(red: red, green: green, blue: blue, opacity: opacity, space: colorSpace)
  }

  /// A grey.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    value = .rgb(red: white, green: white, blue: white, opacity: opacity, space: colorSpace)
  }

  /// A colour from hue, saturation and brightness (all 0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = HueSaturationBrightness.rgb(hue: hue, saturation: saturation, brightness: brightness)
    value = .rgb(red: r, green: g, blue: b, opacity: opacity, space: .sRGB)
  }

  /// A named colour from the asset folders.
  public init(_ name: String, bundle: Bundle? = nil) {
    value = .asset(name, opacity: 1)
  }

  /// A colour from an asset catalog by its generated symbol (`Color(.brand)`).
  public init(_ resource: ColorResource) {
    value = .asset(resource.name, opacity: 1)
  }

  /// The colour with its opacity multiplied.
  public func opacity(_ opacity: Double) -> Color { Color(archived: value.multiplyingOpacity(by: opacity)) }

  /// A subtle gradient derived from this colour (SwiftUI's `Color.gradient`).
  public var gradient: AnyGradient { AnyGradient(archived: .colorGradient(value)) }

  public var archivedStyle: ShapeStyleValue { .color(value) }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.color(value))] }

  private static func system(_ color: SystemColor) -> Color { Color(archived: .system(color, opacity: 1)) }

  /// The primary foreground colour, adapted to the colour scheme.
  public static let primary = system(.primary)
  /// The secondary foreground colour, adapted to the colour scheme.
  public static let secondary = system(.secondary)
  /// The app's accent colour.
  public static let accentColor = system(.accentColor)
  /// The system red, adapted to the colour scheme.
  public static let red = system(.red)
  /// The system orange, adapted to the colour scheme.
  public static let orange = system(.orange)
  /// The system yellow, adapted to the colour scheme.
  public static let yellow = system(.yellow)
  /// The system green, adapted to the colour scheme.
  public static let green = system(.green)
  /// The system mint, adapted to the colour scheme.
  public static let mint = system(.mint)
  /// The system teal, adapted to the colour scheme.
  public static let teal = system(.teal)
  /// The system cyan, adapted to the colour scheme.
  public static let cyan = system(.cyan)
  /// The system blue, adapted to the colour scheme.
  public static let blue = system(.blue)
  /// The system indigo, adapted to the colour scheme.
  public static let indigo = system(.indigo)
  /// The system purple, adapted to the colour scheme.
  public static let purple = system(.purple)
  /// The system pink, adapted to the colour scheme.
  public static let pink = system(.pink)
  /// The system brown, adapted to the colour scheme.
  public static let brown = system(.brown)
  /// The system gray, adapted to the colour scheme.
  public static let gray = system(.gray)
  /// Black.
  public static let black = system(.black)
  /// White.
  public static let white = system(.white)
  /// Fully transparent.
  public static let clear = system(.clear)
}

extension ShapeStyle where Self == Color {
  /// `Color.red` as a style.
  public static var red: Color { .red }
  /// `Color.orange` as a style.
  public static var orange: Color { .orange }
  /// `Color.yellow` as a style.
  public static var yellow: Color { .yellow }
  /// `Color.green` as a style.
  public static var green: Color { .green }
  /// `Color.mint` as a style.
  public static var mint: Color { .mint }
  /// `Color.teal` as a style.
  public static var teal: Color { .teal }
  /// `Color.cyan` as a style.
  public static var cyan: Color { .cyan }
  /// `Color.blue` as a style.
  public static var blue: Color { .blue }
  /// `Color.indigo` as a style.
  public static var indigo: Color { .indigo }
  /// `Color.purple` as a style.
  public static var purple: Color { .purple }
  /// `Color.pink` as a style.
  public static var pink: Color { .pink }
  /// `Color.brown` as a style.
  public static var brown: Color { .brown }
  /// `Color.gray` as a style.
  public static var gray: Color { .gray }
  /// `Color.black` as a style.
  public static var black: Color { .black }
  /// `Color.white` as a style.
  public static var white: Color { .white }
  /// `Color.clear` as a style.
  public static var clear: Color { .clear }
  /// `Color.accentColor` as a style.
  public static var accentColor: Color { .accentColor }
}

/// A gradient derived from a colour (`Color.gradient`), or a `Gradient` used as a style.
public struct AnyGradient: ShapeStyle, View, PrimitiveView {
  public let archivedStyle: ShapeStyleValue
  init(archived: ShapeStyleValue) { archivedStyle = archived }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    // A style used as a view fills its frame, like a colour.
    [ViewNode(.shape(ShapeValue(.rectangle), paint: .fill(archivedStyle, eoFill: false)))]
  }
}

extension Color {
  /// A colour from UIKit (`Color(uiColor: .secondarySystemBackground)`), dynamic colours included.
  public init(uiColor: UIColor) { self.init(archived: uiColor.archivedValue) }

  /// A colour from Core Graphics (`UIColor.cgColor`).
  public init(cgColor: CGColor) { self.init(archived: cgColor.archivedValue) }
  /// A colour from UIKit (`Color(.systemBackground)`, `Color(UIColor.systemGray3)`). Disfavoured so
  /// that `Color(.brand)` means the asset symbol `ColorResource.brand` when the generated symbols
  /// also declare `UIColor.brand`.
  @_disfavoredOverload
  public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
  /// A colour from AppKit.
  public init(nsColor: NSColor) { self.init(uiColor: nsColor) }
}

extension UIColor {
  /// The UIKit colour of a SwiftUI colour.
  public convenience init(_ color: Color) { self.init(archived: color.value) }
}
