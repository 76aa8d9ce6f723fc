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
  /// The Dynamic Type size: `.large` in a render unless it asks for another (`RenderRequest`), clamped
  /// by an enclosing `dynamicTypeSize(_:)`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The Dynamic Type size in its older spelling, set with `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory.allCases[dynamicTypeSize.index] }
    set { dynamicTypeSize = DynamicTypeSize.allCases[newValue.rawValue] }
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
private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// Limits the Dynamic Type sizes the view follows: a render at a size outside `range` sets the
  /// view's text styles at the nearest size inside it (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`,
  /// as widgets whose layout cannot grow without end do).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
    let bounds = DynamicTypeSizeRange(sizes.first ?? .large, sizes.last ?? .large)
    return modifier(
      ArchivedModifier(
        make: { _ in .dynamicTypeSize(bounds) },
        environment: { $0.dynamicTypeSize = bounds.clamp($0.dynamicTypeSize) }))
  }

  /// Sets the Dynamic Type size of the view, whatever the render's.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }
}
