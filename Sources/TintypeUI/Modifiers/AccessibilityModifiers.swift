/// Accessibility has no visual effect on a rendered image: these modifiers are accepted, with
/// SwiftUI's overloads, so that widget code compiles, and change nothing in the archive.
extension View {
  /// A label for assistive technologies.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// A value for assistive technologies.
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// See `accessibilityValue(_:)`.
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
  /// See `accessibilityValue(_:)`.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// A hint for assistive technologies.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// See `accessibilityHint(_:)`.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
  /// How the view's children are presented to assistive technologies.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// Traits added for assistive technologies.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Traits removed for assistive technologies.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// An identifier for UI tests.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// The order in which assistive technologies visit the view.
  public func accessibilitySortPriority(_ priority: Double) -> some View { self }

  /// A label for assistive technologies (iOS 13's spelling of `accessibilityLabel(_:)`).
  public func accessibility(label: Text) -> some View { self }
  /// A value for assistive technologies (iOS 13's spelling).
  public func accessibility(value: Text) -> some View { self }
  /// A hint for assistive technologies (iOS 13's spelling).
  public func accessibility(hint: Text) -> some View { self }
  /// Hides the view from assistive technologies (iOS 13's spelling).
  public func accessibility(hidden: Bool) -> some View { self }
  /// Traits added for assistive technologies (iOS 13's spelling).
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
}

/// How an accessibility element presents its children (`.ignore`, `.combine`, `.contain`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// SwiftUI's `.ignore` behaviour; accessibility does not change pixels, so it is kept by name only.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// SwiftUI's `.combine` behaviour; accessibility does not change pixels, so it is kept by name only.
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// SwiftUI's `.contain` behaviour; accessibility does not change pixels, so it is kept by name only.
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Accessibility traits (`.isHeader`, `.isButton`, …).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The trait bits.
  public let rawValue: Int
  /// Traits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// SwiftUI's `.isButton` trait; it does not change pixels.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// SwiftUI's `.isHeader` trait; it does not change pixels.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// SwiftUI's `.isSelected` trait; it does not change pixels.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// SwiftUI's `.isLink` trait; it does not change pixels.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// SwiftUI's `.isImage` trait; it does not change pixels.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  /// SwiftUI's `.isStaticText` trait; it does not change pixels.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  /// SwiftUI's `.updatesFrequently` trait; it does not change pixels.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)
}

extension View {
  /// Disables the controls inside. A widget's controls take no input anyway; the render draws them
  /// as written (SwiftUI's dimming of disabled controls is not modelled).
  public func disabled(_ disabled: Bool) -> some View { self }
}
