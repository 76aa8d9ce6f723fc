/// A colour or pattern to fill shapes and text with (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle: Sendable {
  /// The archived form of the style.
  var archivedStyle: ShapeStyleValue { get }
}

/// The current foreground style at a level of prominence (`.primary`, `.secondary`, …).
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: HierarchyLevel
  public var archivedStyle: ShapeStyleValue { .hierarchical(level) }

  /// The primary hierarchical style.
  public static let primary = HierarchicalShapeStyle(level: .primary)
  /// The secondary hierarchical style.
  public static let secondary = HierarchicalShapeStyle(level: .secondary)
  /// The tertiary hierarchical style.
  public static let tertiary = HierarchicalShapeStyle(level: .tertiary)
  /// The quaternary hierarchical style.
  public static let quaternary = HierarchicalShapeStyle(level: .quaternary)
  /// The quinary hierarchical style.
  public static let quinary = HierarchicalShapeStyle(level: .quinary)
}

/// The environment's tint (`.tint`).
public struct TintShapeStyle: ShapeStyle {
  /// The tint style.
  public init() {}
  public var archivedStyle: ShapeStyleValue { .tint }
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
  /// The foreground style.
  public init() {}
  public var archivedStyle: ShapeStyleValue { .hierarchical(.primary) }
}

/// The system background (`.background`).
public struct BackgroundStyle: ShapeStyle {
  /// The background style.
  public init() {}
  public var archivedStyle: ShapeStyleValue { .background }
}

/// The system fill colours (`.fill`, `.fill.secondary`).
public struct FillShapeStyle: ShapeStyle {
  let level: HierarchyLevel
  /// The primary fill.
  public init() { level = .primary }
  init(level: HierarchyLevel) { self.level = level }
  public var archivedStyle: ShapeStyleValue { .fill(level) }
  /// The secondary fill.
  public var secondary: FillShapeStyle { FillShapeStyle(level: .secondary) }
  /// The tertiary fill.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: .tertiary) }
  /// The quaternary fill.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: .quaternary) }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle {
  public let archivedStyle: ShapeStyleValue
  /// Erases the type of `style`.
  public init<S: ShapeStyle>(_ style: S) { archivedStyle = style.archivedStyle }
  init(archived: ShapeStyleValue) { archivedStyle = archived }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary hierarchical style.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary hierarchical style.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary hierarchical style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary hierarchical style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The quinary hierarchical style.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The system background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle {
  /// The style with its opacity multiplied.
  public func opacity(_ opacity: Double) -> AnyShapeStyle {
    AnyShapeStyle(archived: .opacity(archivedStyle, opacity))
  }

  /// The style at the secondary level (`Color.blue.secondary`).
  public var secondary: AnyShapeStyle { AnyShapeStyle(archived: .level(archivedStyle, .secondary)) }
  /// The style at the tertiary level.
  public var tertiary: AnyShapeStyle { AnyShapeStyle(archived: .level(archivedStyle, .tertiary)) }
  /// The style at the quaternary level.
  public var quaternary: AnyShapeStyle { AnyShapeStyle(archived: .level(archivedStyle, .quaternary)) }
}

/// A system material (SwiftUI's `Material`): drawn as its tint, without the blur behind it.
public struct Material: ShapeStyle, Hashable {
  let kind: MaterialKind
  /// The archived form of the style.
  public var archivedStyle: ShapeStyleValue { .material(kind) }

  /// The thinnest material.
  public static let ultraThin = Material(kind: .ultraThin)
  /// A thin material.
  public static let thin = Material(kind: .thin)
  /// The default material.
  public static let regular = Material(kind: .regular)
  /// A thick material.
  public static let thick = Material(kind: .thick)
  /// The thickest material.
  public static let ultraThick = Material(kind: .ultraThick)
  /// The material of bars.
  public static let bar = Material(kind: .bar)
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
