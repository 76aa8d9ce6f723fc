/// A width and a height: a widget family's size and a layout frame's in points, a text run's, an
/// image's.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size at all.
  public static let zero = Size(width: 0, height: 0)

  /// The size in whole pixels at `scale` pixels per point, each side rounded to the nearest pixel
  /// (catalog frames are whole pixels, so the rounding only absorbs floating-point error).
  public func pixels(scale: Double) -> (width: Int, height: Int) {
    (Int((width * scale).rounded()), Int((height * scale).rounded()))
  }

  /// "164.33×164.33": each side with at most two decimals, as Apple's published tables write them.
  public var description: String { "\(Size.format(width))×\(Size.format(height))" }

  /// A length in points with at most two decimals and no trailing zeros ("176.67", "166.5", "378"),
  /// written without the C library so the text is the same on every platform.
  public static func format(_ points: Double) -> String {
    let hundredths = (points * 100).rounded()
    if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
    return "\(hundredths / 100)"
  }
}
