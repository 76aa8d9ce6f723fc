// Animation and hit-testing modifiers. WidgetKit animates between timeline entries and routes taps,
// but a rendered image is one entry, still, and untouched: these are accepted so that widget code
// compiles as written, and change nothing in the picture.

/// How a change animates (SwiftUI's `Animation`); a still image shows the end state.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The system's default animation.
  public static let `default` = Animation(name: "default")
  /// Constant speed.
  public static let linear = Animation(name: "linear")
  /// Starts slowly.
  public static let easeIn = Animation(name: "easeIn")
  /// Ends slowly.
  public static let easeOut = Animation(name: "easeOut")
  /// Starts and ends slowly.
  public static let easeInOut = Animation(name: "easeInOut")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A spring without bounce.
  public static let smooth = Animation(name: "smooth")
  /// A quick spring.
  public static let snappy = Animation(name: "snappy")
  /// A spring with bounce.
  public static let bouncy = Animation(name: "bouncy")

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
  /// Starts slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
  /// Ends slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
  /// Starts and ends slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
  /// A spring of the given response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  {
    Animation(name: "spring")
  }
  /// A spring of the given duration and bounce.
  public static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation(name: "spring") }

  /// The animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// The animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation { self }
}

/// How a view enters or leaves (SwiftUI's `AnyTransition`); a still image shows the view in place.
public struct AnyTransition: Sendable {
  /// No transition.
  public static let identity = AnyTransition()
  /// A fade.
  public static let opacity = AnyTransition()
  /// A scale from nothing.
  public static let scale = AnyTransition()
  /// A slide in from the leading edge.
  public static let slide = AnyTransition()

  /// A scale from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// A move from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// A push from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// A move by an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  /// Different transitions in and out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// The transition animated with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Which safe areas a view extends into (SwiftUI's `SafeAreaRegions`); widgets have none.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions as bits.
  public let rawValue: Int
  /// A region set.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The container's safe area.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Animates changes to `value`; a still image shows the current state.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// Animates every change (deprecated in SwiftUI); a still image shows the current state.
  public func animation(_ animation: Animation?) -> some View { self }
  /// How the view enters and leaves; a still image shows it in place.
  public func transition(_ transition: AnyTransition) -> some View { self }
  /// The shape that receives taps; it is not drawn.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  /// Extends the view into safe areas; a widget has none, so its layout is unchanged.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}
