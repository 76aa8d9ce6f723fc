/// SF Symbol animations (`symbolEffect`): motion, which a still image does not show. The effects
/// and options are accepted with SwiftUI's spellings; the symbol is drawn at rest.
public struct SymbolEffect: Hashable, Sendable {
  let name: String

  public static var pulse: SymbolEffect { SymbolEffect(name: "pulse") }
  public static var bounce: SymbolEffect { SymbolEffect(name: "bounce") }
  public static var variableColor: SymbolEffect { SymbolEffect(name: "variableColor") }
  public static var scale: SymbolEffect { SymbolEffect(name: "scale") }
  public static var appear: SymbolEffect { SymbolEffect(name: "appear") }
  public static var disappear: SymbolEffect { SymbolEffect(name: "disappear") }
  public static var replace: SymbolEffect { SymbolEffect(name: "replace") }
  public static var wiggle: SymbolEffect { SymbolEffect(name: "wiggle") }
  public static var breathe: SymbolEffect { SymbolEffect(name: "breathe") }
  public static var rotate: SymbolEffect { SymbolEffect(name: "rotate") }

  // The effects' variations, chained as in SwiftUI (`.variableColor.iterative.reversing`).
  public var byLayer: SymbolEffect { self }
  public var wholeSymbol: SymbolEffect { self }
  public var up: SymbolEffect { self }
  public var down: SymbolEffect { self }
  public var downUp: SymbolEffect { self }
  public var upUp: SymbolEffect { self }
  public var offUp: SymbolEffect { self }
  public var iterative: SymbolEffect { self }
  public var cumulative: SymbolEffect { self }
  public var reversing: SymbolEffect { self }
  public var nonReversing: SymbolEffect { self }
  public var hideInactiveLayers: SymbolEffect { self }
  public var dimInactiveLayers: SymbolEffect { self }
  public var clockwise: SymbolEffect { self }
  public var counterClockwise: SymbolEffect { self }
}

/// How a symbol effect runs (`.repeating`, `.speed(2)`).
public struct SymbolEffectOptions: Hashable, Sendable {
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Animates the symbol while `isActive`: drawn at rest in a still image.
  public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> some View
  { self }
  /// Animates the symbol when `value` changes: drawn at rest in a still image.
  public func symbolEffect<U: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: U)
    -> some View
  { self }
  /// Turns off symbol effects inside.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
  /// A symbol replaced by another with an effect (`.symbolEffect(.replace)`): a still image shows
  /// the new symbol.
  public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}
