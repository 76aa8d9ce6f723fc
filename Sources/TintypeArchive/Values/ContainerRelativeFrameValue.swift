/// `containerRelativeFrame(_:count:span:spacing:alignment:)` kept as intent: on each of `axes`, a
/// frame `span` of `count` equal parts of the container's length long, with `spacing` between the
/// parts, the view aligned inside. The container is known only at layout (in a widget, its content
/// area), so the archive says what SwiftUI's call says and does not depend on a device.
public struct ContainerRelativeFrameValue: Hashable, Sendable {
  /// The axes the frame sets.
  public var axes: Axis.Set
  /// The parts the container's length is cut into (at least 1).
  public var count: Int
  /// How many parts the frame covers (1 … `count`).
  public var span: Int
  /// The space between parts, in points.
  public var spacing: Double
  /// Where the view sits in the frame.
  public var alignment: Alignment

  /// A frame of `span` of `count` parts on `axes`; the defaults are the whole length.
  public init(
    axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center
  ) {
    self.axes = axes
    self.count = count
    self.span = span
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The frame's length on an axis whose container is `length` points long: SwiftUI's
  /// `(length - spacing · (count - 1)) / count · span + spacing · (span - 1)`, never negative.
  public func length(in length: Double) -> Double {
    let parts = Double(max(count, 1))
    let part = (length - spacing * (parts - 1)) / parts
    let covered = Double(max(1, min(span, count)))
    return max(0, part * covered + spacing * (covered - 1))
  }
}
