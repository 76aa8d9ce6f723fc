/// Whole-pixel positions from layout arithmetic. An archive's numbers are bounded where they are
/// decoded, but transforms compound (nested `scaleEffect`s, rotations, offsets), so a position can
/// still be enormous or not a number by the time it is painted. Converting one of those with
/// `Int(_:)` would trap; anything this far from the canvas shows nothing, so it is skipped or
/// clamped instead.
enum PixelCoordinate {
  /// Beyond this many pixels from the origin nothing lands on any canvas (the largest side is
  /// `RenderLimits.maximumPixelDimension`), and every `Int` sum of two such values still fits.
  static let reach = Double(1 << 24)

  /// `value` (already rounded as the caller needs) as a whole pixel, or `nil` when it is not finite
  /// or out of reach.
  static func whole(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) <= reach else { return nil }
    return Int(value)
  }

  /// `value` as a whole pixel clamped to the reach; not-a-number becomes 0.
  static func clamped(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value, -reach), reach))
  }
}
