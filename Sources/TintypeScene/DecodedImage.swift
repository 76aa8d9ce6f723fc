import TintypeRaster

/// Decoded image pixels, shared by reference so that one decode serves every op and render that
/// draws the image.
public final class DecodedImage: Sendable {
  /// The pixels, premultiplied RGBA.
  public let canvas: Canvas
  /// The image's size in points: pixels divided by the scale its file name declares (`@2x`, `@3x`).
  public let pointWidth: Double
  /// The image's height in points, from the same scale.
  public let pointHeight: Double

  /// An image of `canvas` pixels at `scale` pixels per point.
  public init(canvas: Canvas, scale: Double) {
    self.canvas = canvas
    pointWidth = Double(canvas.width) / scale
    pointHeight = Double(canvas.height) / scale
  }
}
