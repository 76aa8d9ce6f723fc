/// A font (SwiftUI's `Font`): a Dynamic Type style or a size, with weight, design and variants.
public struct Font: Hashable, Sendable {
  /// A font weight (`Font.Weight`).
  public typealias Weight = FontWeight
  /// A font design (`Font.Design`).
  public typealias Design = FontDesign
  /// A Dynamic Type style (`Font.TextStyle`).
  public typealias TextStyle = FontTextStyle
  /// A line spacing variant (`Font.Leading`).
  public typealias Leading = FontLeading
  /// A font width (`Font.Width`).
  public typealias Width = FontWidth

  /// The archived font.
  public var value: FontValue

  /// A font from its archived form.
  public init(archived value: FontValue) { self.value = value }

  private static func style(_ style: FontTextStyle) -> Font {
    Font(archived: FontValue(base: .textStyle(style)))
  }

  /// The `largeTitle` text style.
  public static let largeTitle = style(.largeTitle)
  /// The `title` text style.
  public static let title = style(.title)
  /// The `title2` text style.
  public static let title2 = style(.title2)
  /// The `title3` text style.
  public static let title3 = style(.title3)
  /// The `headline` text style.
  public static let headline = style(.headline)
  /// The `subheadline` text style.
  public static let subheadline = style(.subheadline)
  /// The `body` text style.
  public static let body = style(.body)
  /// The `callout` text style.
  public static let callout = style(.callout)
  /// The `footnote` text style.
  public static let footnote = style(.footnote)
  /// The `caption` text style.
  public static let caption = style(.caption)
  /// The `caption2` text style.
  public static let caption2 = style(.caption2)
  /// The `extraLargeTitle` text style.
  public static let extraLargeTitle = style(.extraLargeTitle)
  /// The `extraLargeTitle2` text style.
  public static let extraLargeTitle2 = style(.extraLargeTitle2)

  /// The system font at a fixed size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(archived: FontValue(base: .size(size), weight: weight, design: design))
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(archived: FontValue(base: .textStyle(style), weight: weight, design: design))
  }

  /// A named font that scales with `relativeTo`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(archived: FontValue(base: .custom(name: name, size: size, relativeTo: textStyle)))
  }

  /// A named font that scales with the body style.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(archived: FontValue(base: .custom(name: name, size: size, relativeTo: .body)))
  }

  /// A named font at a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(archived: FontValue(base: .custom(name: name, size: fixedSize, relativeTo: nil)))
  }

  private func with(_ change: (inout FontValue) -> Void) -> Font {
    var copy = value
    change(&copy)
    return Font(archived: copy)
  }

  /// Bold.
  public func bold() -> Font { with { $0.weight = .bold } }
  /// Italic.
  public func italic() -> Font { with { $0.italic = true } }
  /// A weight.
  public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
  /// A width.
  public func width(_ width: Width) -> Font { with { $0.width = width } }
  /// Fixed-width digits.
  public func monospacedDigit() -> Font { with { $0.monospacedDigit = true } }
  /// The monospaced variant.
  public func monospaced() -> Font { with { $0.monospaced = true } }
  /// Small capitals.
  public func smallCaps() -> Font { with { $0.smallCaps = true } }
  /// Line spacing variant.
  public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }
}

extension Font {
  /// A font from UIKit: its text style, or its family name and size, or the system font at its
  /// size and weight.
  public init(_ font: UIFont) {
    let weight =
      Font.Weight.allCases.min {
        abs($0.weightClass - font.weight.weightClass) < abs($1.weightClass - font.weight.weightClass)
      } ?? .regular
    if let style = font.textStyle {
      self = .system(style.style)
    } else if let name = font.fontName {
      self = .custom(name, size: font.pointSize)
    } else {
      self = .system(size: font.pointSize, weight: weight)
    }
  }
}
