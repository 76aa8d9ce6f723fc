import Foundation

/// An image in an asset catalog, by name: what the asset symbols Xcode 15 generates refer to
/// (`ImageResource.logo`, used as `Image(.logo)` or `UIImage(resource: .logo)`). `tintype assets
/// --symbols` writes the same symbols for a catalog.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  public let name: String

  /// The resource `name`; the bundle is where Xcode's generated code says the catalog lives, and
  /// the render looks names up in its asset folders instead.
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour in an asset catalog, by name (`ColorResource.brand`, used as `Color(.brand)`,
/// `Color.brand` or `UIColor(resource: .brand)`).
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog.
  public let name: String

  /// The resource `name` (see `ImageResource.init(name:bundle:)`).
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension UIImage {
  /// The catalog image `resource`.
  public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }
}

extension UIColor {
  /// The catalog colour `resource`.
  public convenience init(resource: ColorResource) { self.init(archived: .asset(resource.name, opacity: 1)) }
}
