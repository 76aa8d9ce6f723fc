import TintypeScene
import TintypeText

/// Measures text for layout. The renderer passes one backed by the text system; tests pass a fake
/// with round numbers.
public protocol TextMeasurer: Sendable {
  /// Lays out `text` in `width` points (nil = unconstrained, ideal size); the result is kept on the
  /// layout node so the painter draws exactly what was measured.
  func measure(_ text: ResolvedText, width: Double?) -> MeasuredText
}

/// Text laid out at one width: its size, its baselines, and whatever the text system needs to draw
/// it without laying it out again.
public struct MeasuredText: Sendable {
  /// The width of the widest line, in points.
  public var width: Double
  /// The height of all lines, in points.
  public var height: Double
  /// The first line's baseline, from the top (the `firstTextBaseline` alignment guide).
  public var firstBaseline: Double
  /// The last line's baseline, from the top (the `lastTextBaseline` alignment guide).
  public var lastBaseline: Double
  /// Whether text was cut (and an ellipsis shown) to respect the line limit or the width.
  public var isTruncated: Bool
  /// The text system's laid-out lines, for the painter; layout never looks inside (a fake
  /// measurer leaves it `nil`).
  public var layout: TextLayout?

  /// A measurement.
  public init(
    width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, isTruncated: Bool = false,
    layout: TextLayout? = nil
  ) {
    self.width = width
    self.height = height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
    self.layout = layout
  }
}
