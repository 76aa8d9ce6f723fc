import Foundation

/// "Nice numbers" for an axis (Heckbert, Graphics Gems, 1990): a step of 1, 2 or 5 times a
/// power of ten, and the data's range widened to whole steps — what Swift Charts' automatic
/// numeric scales show (data 105…543 with about five ticks → 100…600 by 100). The exact rule Apple
/// uses is not published: UNCONFIRMED (docs/models.md, "Charts").
public struct NiceScale: Hashable, Sendable {
  /// The domain's lower end, a whole number of steps.
  public var lower: Double
  /// The domain's upper end, a whole number of steps.
  public var upper: Double
  /// The distance between ticks.
  public var step: Double

  /// The scale for data from `minimum` to `maximum` with about `count` ticks. A range of zero width
  /// (one value, or none) becomes the step around it, so that it still has a place to stand.
  public init(minimum: Double, maximum: Double, count: Int = ChartModel.desiredTickCount) {
    var low = minimum
    var high = maximum
    if !(high > low) {
      // One value: a unit around it (or 0…1 for zero), as a chart of one point still needs a scale.
      let magnitude = abs(low) > 0 ? pow(10, floor(log10(abs(low)))) : 1
      low -= low == 0 ? 0 : magnitude
      high = max(high, low) + magnitude
    }
    // Heckbert's loose labelling: a nice range, then a nice step of a rounded fraction of it.
    let range = NiceScale.nice(high - low, rounding: false)
    let step = NiceScale.nice(range / Double(max(count - 1, 1)), rounding: true)
    self.step = step
    self.lower = (low / step).rounded(.down) * step
    self.upper = (high / step).rounded(.up) * step
    // Near the limits of a Double a step can vanish beside the value: keep the scale some width.
    if !(upper > lower) { upper = lower + max(step, lower.ulp * 4) }
  }

  /// The scale of an explicit domain (`chartYScale(domain:)`): the domain as given, ticks at the
  /// nice steps inside it.
  public init(domain lower: Double, _ upper: Double, count: Int = ChartModel.desiredTickCount) {
    self.lower = lower
    self.upper = upper
    self.step = NiceScale.nice(
      NiceScale.nice(upper - lower, rounding: false) / Double(max(count - 1, 1)), rounding: true)
  }

  /// The tick values, lower to upper.
  public var ticks: [Double] {
    guard step > 0, upper > lower else { return [lower] }
    var values: [Double] = []
    var value = (lower / step).rounded(.up) * step
    // At most a thousand ticks, whatever the numbers: a step far below the range cannot hang.
    while value <= upper + step * 1e-9, values.count < 1000 {
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return values
  }

  /// Where `value` falls, 0 at `lower` and 1 at `upper`.
  public func unit(_ value: Double) -> Double { upper > lower ? (value - lower) / (upper - lower) : 0.5 }

  /// Heckbert's nice number for `raw`: 1, 2, 5 or 10 times a power of ten, the nearest (`rounding`)
  /// or the least not below it.
  static func nice(_ raw: Double, rounding: Bool) -> Double {
    guard raw.isFinite, raw > 0 else { return 1 }
    let power = pow(10, floor(log10(raw)))
    let fraction = raw / power
    let nice: Double =
      rounding
      ? (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10)
      : (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10)
    return nice * power
  }
}
