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

  /// The colour's components, resolved for the current traits as UIKit resolves them: a system
  /// colour (`.systemBlue`, `.label`) to its value in the current interface style, a dynamic colour
  /// to its light or dark half. `false` (and zeros) only for what a render alone knows: an asset
  /// catalog's colour and the app's accent colour.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = UIColor.components(archivedValue, traits: .current)
    red?.pointee = components?.red ?? 0
    green?.pointee = components?.green ?? 0
    blue?.pointee = components?.blue ?? 0
    alpha?.pointee = components?.alpha ?? 0
    return components != nil
  }

  /// `value`'s components in `traits`, or `nil` when only a render can resolve it.
  private static func components(_ value: ColorValue, traits: UITraitCollection) -> (
    red: Double, green: Double, blue: Double, alpha: Double
  )? {
    let scheme: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
    switch value {
    case .rgb(let red, let green, let blue, let opacity, _):
      return (red, green, blue, opacity)
    case .system(.accentColor, _), .asset:
      return nil
    case .system(let color, let opacity):
      let resolved = SystemPalette.system(color, scheme)
      return (resolved.red, resolved.green, resolved.blue, resolved.alpha * opacity)
    case .dynamic(let light, let dark):
      return components(scheme == .dark ? dark : light, traits: traits)
    }
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
  /// The traits of the body being archived: its colour scheme, as UIKit's current traits are a
  /// view's. Light outside an archive. Reading them tells the archiver that the body depends on
  /// the scheme, so it is archived for dark too.
  public static var current: UITraitCollection {
    reads?.record()
    return evaluated
  }

  @TaskLocal private static var evaluated = UITraitCollection(userInterfaceStyle: .light)
  @TaskLocal private static var reads: TraitReads?

  /// Runs `body` with `traits` as `current`; its result, and whether `current` was read.
  public static func evaluating<T>(_ traits: UITraitCollection, _ body: () -> T) -> (
    result: T, readTraits: Bool
  ) {
    let reads = TraitReads()
    let result = $evaluated.withValue(traits) { $reads.withValue(reads) { body() } }
    return (result, reads.wasRead)
  }
}

/// Whether an evaluation read `UITraitCollection.current`. One evaluation of a body runs on one
/// thread (the archiver's), so the flag needs no lock.
final class TraitReads: @unchecked Sendable {
  private(set) var wasRead = false

  func record() { wasRead = true }
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  case unspecified, light, dark
}

/// AppKit's colour, for widget code shared with macOS: the same type.
public typealias NSColor = UIColor
