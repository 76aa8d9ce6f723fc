/// A colour (SwiftUI's `Color`): a view that fills its space, and a shape style.
public struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle {
  /// The archived colour.
  public let value: ColorValue

  /// A colour from its archived form.
  public init(archived value: ColorValue) { self.value = value }

  /// A colour from components in a colour space.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    value = .rgb(red: red, green: green, blue: blue, opacity: opacity, space: colorSpace)
  }

  /// A grey.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    value = .rgb(red: white, green: white, blue: white, opacity: opacity, space: colorSpace)
  }

  /// A colour from hue, saturation and brightness (all 0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    value = .rgb(red: r + m, green: g + m, blue: b + m, opacity: opacity, space: .sRGB)
  }

  /// A named colour from the asset folders.
  public init(_ name: String, bundle: Bundle? = nil) {
    value = .asset(name, opacity: 1)
  }

  /// The colour with its opacity multiplied.
  public func opacity(_ opacity: Double) -> Color { Color(archived: value.multiplyingOpacity(by: opacity)) }

  /// A subtle gradient derived from this colour (SwiftUI's `Color.gradient`).
  public var gradient: AnyGradient { AnyGradient(archived: .colorGradient(value)) }

  public var archivedStyle: ShapeStyleValue { .color(value) }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.color(value))] }

  private static func system(_ color: SystemColor) -> Color { Color(archived: .system(color, opacity: 1)) }

  public static let primary = system(.primary)
  public static let secondary = system(.secondary)
  public static let accentColor = system(.accentColor)
  public static let red = system(.red)
  public static let orange = system(.orange)
  public static let yellow = system(.yellow)
  public static let green = system(.green)
  public static let mint = system(.mint)
  public static let teal = system(.teal)
  public static let cyan = system(.cyan)
  public static let blue = system(.blue)
  public static let indigo = system(.indigo)
  public static let purple = system(.purple)
  public static let pink = system(.pink)
  public static let brown = system(.brown)
  public static let gray = system(.gray)
  public static let black = system(.black)
  public static let white = system(.white)
  public static let clear = system(.clear)
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
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
