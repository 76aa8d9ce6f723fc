/// How a view's content changes between two timeline entries (SwiftUI's `ContentTransition`).
/// WidgetKit animates it when an entry replaces another; a rendered image shows one entry, so the
/// transition is accepted and has no effect.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  /// No animation.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated text and symbol changes.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits that roll up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// Digits that roll in the direction `value` changed.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

extension View {
  /// The transition used when an entry changes this view's content; a still image ignores it.
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
