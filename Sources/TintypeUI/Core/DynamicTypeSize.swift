/// Dynamic Type sizes (SwiftUI's `DynamicTypeSize`). Renders use the default, `.large`, the size the
/// text style tables are given at; a body may compare against it as widget code does.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Orders sizes from smallest to largest, as SwiftUI does.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The older spelling of Dynamic Type sizes (SwiftUI's `ContentSizeCategory`).
public enum ContentSizeCategory: Int, Hashable, Comparable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Orders sizes from smallest to largest, as SwiftUI does.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension EnvironmentValues {
  /// The Dynamic Type size: `.large` in a render (see `DynamicTypeSize`).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The Dynamic Type size in its older spelling: `.large` in a render.
  public var sizeCategory: ContentSizeCategory {
    get { self[SizeCategoryKey.self] }
    set { self[SizeCategoryKey.self] = newValue }
  }

  /// The font set by an enclosing `font(_:)`: reading it gives `nil` (the default, `.body`) in a
  /// render, since fonts are applied by the renderer from the archived modifiers.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// Whether an accessory widget shows its `widgetLabel` (watch complications, iOS 16 Lock Screen
  /// circulars): false unless a render says otherwise.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum SizeCategoryKey: EnvironmentKey { static let defaultValue = ContentSizeCategory.large }
private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// Limits the Dynamic Type sizes the view follows: a render is at `.large`, inside any range.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Self where T.Bound == DynamicTypeSize {
    self
  }
  /// Sets the Dynamic Type size of the view: renders are at the default size.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }
}
