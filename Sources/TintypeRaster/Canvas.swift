import TintypeCore

/// A rectangle of premultiplied RGBA8 pixels: what the rasterizer paints into and the PNG encoder reads.
///
/// Rows run top to bottom, pixels left to right, four bytes each (red, green, blue, alpha), with no
/// padding between rows, so the buffer is exactly `width * height * 4` bytes.
public struct Canvas: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The pixel bytes; see the type's description for the layout. Painting code in this module writes
  /// them directly, everyone else reads.
  public internal(set) var pixels: [UInt8]

  /// A transparent canvas. Throws if the size breaches `CanvasLimits`, before allocating.
  public init(width: Int, height: Int) throws(CanvasError) {
    try CanvasLimits.check(width: width, height: height)
    self.width = width
    self.height = height
    self.pixels = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// A canvas over existing premultiplied RGBA8 bytes laid out as described on the type.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(CanvasError) {
    try CanvasLimits.check(width: width, height: height)
    guard pixels.count == width * height * 4 else {
      throw .pixelBufferSize(expected: width * height * 4, actual: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y` (0-based, from the top left). Out-of-range coordinates are a
  /// programming error and trap, as an array index would.
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      let i = offset(x: x, y: y)
      return Pixel(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }
    set {
      let i = offset(x: x, y: y)
      pixels[i] = newValue.red
      pixels[i + 1] = newValue.green
      pixels[i + 2] = newValue.blue
      pixels[i + 3] = newValue.alpha
    }
  }

  private func offset(x: Int, y: Int) -> Int {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    return (y * width + x) * 4
  }
}
