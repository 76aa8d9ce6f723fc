import CPNGSupport

extension Canvas {
  /// The pixels in straight alpha, as image files store them: each colour channel
  /// `min(255, round(c * 255 / a))` and a fully transparent pixel all zeros — the very bytes the PNG
  /// encoder compresses, so every format written from a canvas starts from the same pixels.
  public var straightPixels: [UInt8] {
    var straight = [UInt8](repeating: 0, count: pixels.count)
    pixels.withUnsafeBufferPointer { premultiplied in
      straight.withUnsafeMutableBufferPointer { output in
        tintype_straighten_pixels(premultiplied.baseAddress, output.baseAddress, pixels.count / 4)
      }
    }
    return straight
  }

  /// A canvas of straight-alpha RGBA8 pixels (as a decoded image file holds them), premultiplied.
  public init(width: Int, height: Int, straightPixels: [UInt8]) throws(CanvasError) {
    var pixels = straightPixels
    Premultiplication.premultiply(&pixels)
    try self.init(width: width, height: height, pixels: pixels)
  }
}
