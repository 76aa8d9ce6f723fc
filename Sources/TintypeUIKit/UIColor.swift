import Foundation
import TintypeArchive

/// The colours UIKit gives widget code (`UIColor`), reachable through `import TintypeUI` as UIKit is
/// through `import SwiftUI` on iOS. A colour is archived as the value it names: concrete
/// components, a system colour, an asset by name, or a light/dark pair the render resolves for its
/// colour scheme (`.systemBackground`, `UIColor { traits in … }`).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The archived colour.
  public let archivedValue: ColorValue

  /// A colour from its archived value.
  public init(archived value: ColorValue) { archivedValue = value }

  /// sRGB components in 0…1 (extended values allowed).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(archived: .rgb(red: red, green: green, blue: blue, opacity: alpha, space: .sRGB))
  }

  /// Display P3 components.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(archived: .rgb(red: red, green: green, blue: blue, opacity: alpha, space: .displayP3))
  }

  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(archived: .rgb(red: white, green: white, blue: white, opacity: alpha, space: .sRGB))
  }

  /// A colour from hue, saturation and brightness, each 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = HueSaturationBrightness.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour set from the app's asset catalog, by name, resolved at render time. Never `nil` here:
  /// a missing colour is reported by the render, naming the asset.
  public convenience init?(named name: String) { self.init(archived: .asset(name, opacity: 1)) }

  /// See `init(named:)`.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?)
  {
    self.init(named: name)
  }

  /// A colour that depends on the traits: evaluated for light and for dark, and archived as the pair.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).archivedValue
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).archivedValue
    self.init(archived: light == dark ? light : .dynamic(light: light, dark: dark))
  }

  /// The colour with its alpha multiplied (as UIKit replaces it for an opaque colour).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(archived: archivedValue.multiplyingOpacity(by: alpha))
  }

  /// The colour's sRGB components, for a concrete colour; `false` for colours only a render resolves.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .rgb(let r, let g, let b, let a, _) = archivedValue else { return false }
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  /// The colour as seen with `traits` (a dynamic colour's light or dark half).
  public func resolvedColor(with traits: UITraitCollection) -> UIColor {
    guard case .dynamic(let light, let dark) = archivedValue else { return self }
    return UIColor(archived: traits.userInterfaceStyle == .dark ? dark : light)
  }

  /// Equal when every archived property is equal.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.archivedValue == rhs.archivedValue }
  /// Hashes the same properties equality compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(archivedValue) }
  /// The archived colour, for debugging output.
  public var description: String { "UIColor(\(archivedValue))" }
}

/// What a dynamic colour depends on (UIKit's `UITraitCollection`): the interface style here.
public struct UITraitCollection: Hashable, Sendable {
  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle
  /// Traits with an interface style.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
  /// The traits of a light render.
  public static let current = UITraitCollection(userInterfaceStyle: .light)
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  case unspecified, light, dark
}

/// AppKit's colour, for widget code shared with macOS: the same type.
public typealias NSColor = UIColor
