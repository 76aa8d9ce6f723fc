import Foundation
import TintypeArchive

/// UIKit's fonts, as far as widget code sizes text with them: a font is a size, a weight and a
/// text style or family name, turned into a SwiftUI `Font` with `Font(uiFont)`. At the default
/// Dynamic Type size, which renders use, `UIFontMetrics` scales nothing.
public final class UIFont: Hashable, Sendable {
  /// The point size.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The family or PostScript name of a named font; `nil` for the system font.
  public let fontName: String?
  /// The text style of a preferred font.
  public let textStyle: TextStyle?

  init(pointSize: CGFloat, weight: Weight, fontName: String?, textStyle: TextStyle?) {
    self.pointSize = pointSize
    self.weight = weight
    self.fontName = fontName
    self.textStyle = textStyle
  }

  /// UIKit's font weights.
  public struct Weight: Hashable, Sendable {
    /// The OpenType weight class.
    public let weightClass: Int
    /// UIKit's `.ultraLight` weight (weight class 100).
    public static let ultraLight = Weight(weightClass: 100)
    /// UIKit's `.thin` weight (weight class 200).
    public static let thin = Weight(weightClass: 200)
    /// UIKit's `.light` weight (weight class 300).
    public static let light = Weight(weightClass: 300)
    /// UIKit's `.regular` weight (weight class 400).
    public static let regular = Weight(weightClass: 400)
    /// UIKit's `.medium` weight (weight class 500).
    public static let medium = Weight(weightClass: 500)
    /// UIKit's `.semibold` weight (weight class 600).
    public static let semibold = Weight(weightClass: 600)
    /// UIKit's `.bold` weight (weight class 700).
    public static let bold = Weight(weightClass: 700)
    /// UIKit's `.heavy` weight (weight class 800).
    public static let heavy = Weight(weightClass: 800)
    /// UIKit's `.black` weight (weight class 900).
    public static let black = Weight(weightClass: 900)
  }

  /// UIKit's text styles (`UIFont.TextStyle`), named as SwiftUI's are.
  public struct TextStyle: Hashable, Sendable {
    /// The SwiftUI text style.
    public let style: FontTextStyle
    /// UIKit's `.largeTitle` text style, drawn as SwiftUI's `.largeTitle`.
    public static let largeTitle = TextStyle(style: .largeTitle)
    /// UIKit's `.title1` text style, drawn as SwiftUI's `.title`.
    public static let title1 = TextStyle(style: .title)
    /// UIKit's `.title2` text style, drawn as SwiftUI's `.title2`.
    public static let title2 = TextStyle(style: .title2)
    /// UIKit's `.title3` text style, drawn as SwiftUI's `.title3`.
    public static let title3 = TextStyle(style: .title3)
    /// UIKit's `.headline` text style, drawn as SwiftUI's `.headline`.
    public static let headline = TextStyle(style: .headline)
    /// UIKit's `.subheadline` text style, drawn as SwiftUI's `.subheadline`.
    public static let subheadline = TextStyle(style: .subheadline)
    /// UIKit's `.body` text style, drawn as SwiftUI's `.body`.
    public static let body = TextStyle(style: .body)
    /// UIKit's `.callout` text style, drawn as SwiftUI's `.callout`.
    public static let callout = TextStyle(style: .callout)
    /// UIKit's `.footnote` text style, drawn as SwiftUI's `.footnote`.
    public static let footnote = TextStyle(style: .footnote)
    /// UIKit's `.caption1` text style, drawn as SwiftUI's `.caption`.
    public static let caption1 = TextStyle(style: .caption)
    /// UIKit's `.caption2` text style, drawn as SwiftUI's `.caption2`.
    public static let caption2 = TextStyle(style: .caption2)
  }

  /// The system font at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, weight: weight, fontName: nil, textStyle: nil)
  }
  /// The bold system font at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .bold)
  }
  /// The system font with fixed-width digits.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }
  /// The font of a text style at the default content size (its point size from the HIG table is
  /// applied by the renderer; `pointSize` here is the style's nominal iOS size).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: nominalSize(style.style), weight: .regular, fontName: nil, textStyle: style)
  }
  /// A named font (a family or PostScript name), found by the renderer in the font folders.
  public convenience init?(name: String, size: CGFloat) {
    self.init(pointSize: size, weight: .regular, fontName: name, textStyle: nil)
  }
  /// The font at another size.
  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: weight, fontName: fontName, textStyle: nil)
  }

  /// The iOS sizes of the text styles at the default content size (HIG).
  static func nominalSize(_ style: FontTextStyle) -> CGFloat {
    switch style {
    case .largeTitle: return 34
    case .title: return 28
    case .title2: return 22
    case .title3: return 20
    case .headline, .body: return 17
    case .callout: return 16
    case .subheadline: return 15
    case .footnote: return 13
    case .caption: return 12
    case .caption2: return 11
    default: return 17
    }
  }

  /// Equal when every archived property is equal.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    (lhs.pointSize, lhs.weight, lhs.fontName, lhs.textStyle) == (
      rhs.pointSize, rhs.weight, rhs.fontName, rhs.textStyle
    )
  }
  /// Hashes the same properties equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(fontName)
    hasher.combine(textStyle)
  }
}

/// Scales sizes with Dynamic Type (`UIFontMetrics`): renders are at the default content size, where
/// a metric scales a value to itself.
public struct UIFontMetrics: Sendable {
  /// Metrics for a text style.
  public init(forTextStyle style: UIFont.TextStyle) {}
  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  /// `value` at the current content size: the value itself.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  /// `font` at the current content size: the font itself.
  public func scaledFont(for font: UIFont) -> UIFont { font }
}
