/// Taps, gestures and transactions: a widget is a still image whose only interactions are links,
/// `widgetURL` and App Intent buttons and toggles, so these are accepted, with SwiftUI's signatures,
/// and change nothing in the archive — as on a device, where a widget's tap gestures never fire.
extension View {
  /// A tap action; never performed in a widget (use `Button(intent:)`, `Link` or `widgetURL`).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  /// A long-press action; never performed in a widget.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
  ) -> some View { self }
}

/// The context of a state change (SwiftUI's `Transaction`): its animation, which a still image never
/// plays.
public struct Transaction: Sendable {
  /// The animation of the change.
  public var animation: Animation?
  /// Whether animations are off for the change.
  public var disablesAnimations = false

  /// A transaction.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}
