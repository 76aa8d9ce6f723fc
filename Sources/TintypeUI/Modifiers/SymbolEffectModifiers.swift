/// SF Symbol animations (`symbolEffect`): motion, which a still image does not show. The effects
/// and options are accepted with SwiftUI's spellings; the symbol is drawn at rest.
public struct SymbolEffect: Hashable, Sendable {
  let name: String

  /// The `pulse` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var pulse: SymbolEffect { SymbolEffect(name: "pulse") }
  /// The `bounce` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var bounce: SymbolEffect { SymbolEffect(name: "bounce") }
  /// The `variableColor` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var variableColor: SymbolEffect { SymbolEffect(name: "variableColor") }
  /// The `scale` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var scale: SymbolEffect { SymbolEffect(name: "scale") }
  /// The `appear` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var appear: SymbolEffect { SymbolEffect(name: "appear") }
  /// The `disappear` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var disappear: SymbolEffect { SymbolEffect(name: "disappear") }
  /// The `replace` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var replace: SymbolEffect { SymbolEffect(name: "replace") }
  /// The `wiggle` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var wiggle: SymbolEffect { SymbolEffect(name: "wiggle") }
  /// The `breathe` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var breathe: SymbolEffect { SymbolEffect(name: "breathe") }
  /// The `rotate` effect; a snapshot is one still frame, so the symbol draws at rest.
  public static var rotate: SymbolEffect { SymbolEffect(name: "rotate") }

  // The effects' variations, chained as in SwiftUI (`.variableColor.iterative.reversing`).
  /// The `byLayer` variant; it changes only the animation, which a still frame does not show.
  public var byLayer: SymbolEffect { self }
  /// The `wholeSymbol` variant; it changes only the animation, which a still frame does not show.
  public var wholeSymbol: SymbolEffect { self }
  /// The `up` variant; it changes only the animation, which a still frame does not show.
  public var up: SymbolEffect { self }
  /// The `down` variant; it changes only the animation, which a still frame does not show.
  public var down: SymbolEffect { self }
  /// The `downUp` variant; it changes only the animation, which a still frame does not show.
  public var downUp: SymbolEffect { self }
  /// The `upUp` variant; it changes only the animation, which a still frame does not show.
  public var upUp: SymbolEffect { self }
  /// The `offUp` variant; it changes only the animation, which a still frame does not show.
  public var offUp: SymbolEffect { self }
  /// The `iterative` variant; it changes only the animation, which a still frame does not show.
  public var iterative: SymbolEffect { self }
  /// The `cumulative` variant; it changes only the animation, which a still frame does not show.
  public var cumulative: SymbolEffect { self }
  /// The `reversing` variant; it changes only the animation, which a still frame does not show.
  public var reversing: SymbolEffect { self }
  /// The `nonReversing` variant; it changes only the animation, which a still frame does not show.
  public var nonReversing: SymbolEffect { self }
  /// The `hideInactiveLayers` variant; it changes only the animation, which a still frame does not show.
  public var hideInactiveLayers: SymbolEffect { self }
  /// The `dimInactiveLayers` variant; it changes only the animation, which a still frame does not show.
  public var dimInactiveLayers: SymbolEffect { self }
  /// The `clockwise` variant; it changes only the animation, which a still frame does not show.
  public var clockwise: SymbolEffect { self }
  /// The `counterClockwise` variant; it changes only the animation, which a still frame does not show.
  public var counterClockwise: SymbolEffect { self }
}

/// How a symbol effect runs (`.repeating`, `.speed(2)`).
public struct SymbolEffectOptions: Hashable, Sendable {
  /// The default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Accepted for source compatibility; repetition and speed only shape an animation, which a still frame does not show.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
  /// Accepted for source compatibility; repetition and speed only shape an animation, which a still frame does not show.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Accepted for source compatibility; repetition and speed only shape an animation, which a still frame does not show.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// Accepted for source compatibility; repetition and speed only shape an animation, which a still frame does not show.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Animates the symbol while `isActive`: drawn at rest in a still image.
  public func symbolEffect(
    _ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true
  )
    -> some View
  { self }
  /// Animates the symbol when `value` changes: drawn at rest in a still image.
  public func symbolEffect<U: Equatable>(
    _ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: U
  )
    -> some View
  { self }
  /// Turns off symbol effects inside.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
  /// A symbol replaced by another with an effect (`.symbolEffect(.replace)`): a still image shows
  /// the new symbol.
  public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default)
    -> ContentTransition
  {
    ContentTransition(name: "symbolEffect")
  }
}
