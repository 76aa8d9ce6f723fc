import Foundation
import TintypeArchive

/// A Core Graphics colour (`CGColor`) as UIKit hands it out (`UIColor.cgColor`): the colour resolved
/// for the current traits, as on a device, or the colour as archived where only a render can
/// resolve it (an asset catalog's colour, the accent colour).
public final class CGColor: Hashable, Sendable {
  /// The colour, as the archive records it.
  public let archivedValue: ColorValue

  init(archived value: ColorValue) { archivedValue = value }

  /// A colour from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    archivedValue = .rgb(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha), space: .sRGB)
  }

  /// The red, green, blue and alpha components, or nil for a colour only a render resolves.
  public var components: [CGFloat]? {
    guard case .rgb(let red, let green, let blue, let opacity, _) = archivedValue else { return nil }
    return [red, green, blue, opacity].map { CGFloat($0) }
  }

  /// The opacity.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// How many components it has (red, green, blue and alpha).
  public var numberOfComponents: Int { components?.count ?? 4 }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.archivedValue == rhs.archivedValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(archivedValue) }
}

extension UIColor {
  /// The colour as Core Graphics takes it, resolved for the current traits.
  public var cgColor: CGColor {
    // A colour of components keeps them and its colour space.
    if case .rgb = archivedValue { return CGColor(archived: archivedValue) }
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
      return CGColor(archived: archivedValue)
    }
    return CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A UIKit colour from a Core Graphics one.
  public convenience init(cgColor: CGColor) { self.init(archived: cgColor.archivedValue) }
}

/// UIKit's view types are not drawn in a widget (WidgetKit shows SwiftUI views only); the content
/// modes are here because widget code maps them to SwiftUI's `ContentMode`.
public enum UIView {
  /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
  public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
      topRight, bottomLeft, bottomRight
  }
}
