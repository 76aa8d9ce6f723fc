import TintypeCore

/// One canvas pixel: 8-bit red, green, blue and alpha, with the colour channels premultiplied by alpha.
///
/// Premultiplied because compositing (source-over, masks, layer opacity) is then a multiply-add per
/// channel with no division, and a fully transparent pixel has one representation: all zeros.
public struct Pixel: Hashable, Sendable {
  /// Red, premultiplied: never more than `alpha`.
  public var red: UInt8
  /// Green, premultiplied: never more than `alpha`.
  public var green: UInt8
  /// Blue, premultiplied: never more than `alpha`.
  public var blue: UInt8
  /// Coverage and opacity: 0 is transparent, 255 opaque.
  public var alpha: UInt8

  /// A pixel from premultiplied channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent: what a new canvas holds.
  public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
}
