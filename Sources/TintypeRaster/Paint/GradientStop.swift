import TintypeCore

/// A colour at a position along a gradient.
public struct GradientStop: Hashable, Sendable {
  /// The colour.
  public var color: RGBAColor
  /// Where it sits, from 0 (the gradient's start) to 1 (its end); clamped to that range.
  public var location: Double

  /// A stop of `color` at `location`.
  public init(color: RGBAColor, location: Double) {
    self.color = color
    self.location = location
  }

  /// `colors` spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)` places them.
  public static func evenlySpaced(_ colors: [RGBAColor]) -> [GradientStop] {
    guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
    return colors.enumerated().map { index, color in
      GradientStop(color: color, location: Double(index) / Double(colors.count - 1))
    }
  }
}
