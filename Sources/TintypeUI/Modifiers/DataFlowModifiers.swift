import Foundation

/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
  /// The value's type.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A stream of values over time (Combine's `Publisher`, which SwiftUI's `onReceive` takes). Linux has
/// no Combine; this is the part widget code names.
public protocol Publisher<Output, Failure> {
  /// What it publishes.
  associatedtype Output
  /// How it fails.
  associatedtype Failure: Error
}

/// Publishers made from other publishers (Combine's `Publishers`).
public enum Publishers {
  /// A connectable publisher that connects when first subscribed (`autoconnect()`).
  public struct Autoconnect<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher it connects.
    public let upstream: Upstream
  }
}

extension NotificationCenter {
  /// The notifications of one name (Combine's `NotificationCenter.Publisher`).
  public struct Publisher: TintypeUI.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The notification centre.
    public let center: NotificationCenter
    /// The name.
    public let name: Notification.Name
  }

  /// The notifications named `name`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name)
  }
}

extension Timer {
  /// A timer's ticks (Combine's `Timer.TimerPublisher`).
  public final class TimerPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    /// Seconds between ticks.
    public let interval: TimeInterval

    init(interval: TimeInterval) { self.interval = interval }

    /// The publisher, connected when first subscribed.
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
      Publishers.Autoconnect(upstream: self)
    }
  }

  /// Ticks every `interval` seconds.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: Any? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }
}

extension View {
  /// Passes `value` up to the ancestors that read `key`. A widget's body is evaluated once and its
  /// views hold no state that a change could redraw, so preferences change nothing a widget draws:
  /// the value is not recorded.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }

  /// Runs `action` when the preference `key` changes below. In a widget the action's effect is never
  /// drawn: the view is archived once from its body, and `@State` it sets does not redraw a widget.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable { self }

  /// Runs `action` with each value `publisher` publishes. A publisher never fires in an archived view:
  /// the view is drawn once, from its body, before any value arrives; schedule updates with the
  /// timeline instead.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never { self }
}
