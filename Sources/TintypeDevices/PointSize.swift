/// A width and height in points, the unit WidgetKit reports widget frames in.
///
/// Sizes are `Double` because real frames are fractional: on a @3x iPhone a frame of 493 pixels is
/// 164.333… points, and the catalog stores that third exactly rather than a rounded 164.33.
public struct PointSize: Sendable, Hashable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// A size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size in whole pixels at `scale` pixels per point, each side rounded to the nearest pixel
  /// (catalog frames are whole pixels, so the rounding only absorbs floating-point error).
  public func pixels(scale: Double) -> (width: Int, height: Int) {
    (Int((width * scale).rounded()), Int((height * scale).rounded()))
  }

  /// "164.33×164.33": each side with at most two decimals, as the published tables write them.
  public var description: String { "\(PointSize.format(width))×\(PointSize.format(height))" }

  /// A length in points with at most two decimals and no trailing zeros ("176.67", "166.5", "378"),
  /// written without the C library so the text is the same on every platform.
  public static func format(_ points: Double) -> String {
    let hundredths = (points * 100).rounded()
    if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
    return "\(hundredths / 100)"
  }
}

extension PointSize {
  /// Unlabelled form for the catalog's tables, which read like the published ones ("364×170").
  init(_ width: Double, _ height: Double) {
    self.init(width: width, height: height)
  }
}
