import TintypeCore

/// An image's pixels as packed premultiplied colours, and its halvings for filtered downscaling.
struct PackedImage {
  let width: Int
  let height: Int
  /// RGBA bytes laid out as in a canvas, read as packed colours through `withPixels`: a canvas's own
  /// buffer is shared, not copied, each time the image is drawn.
  private let bytes: [UInt8]
  /// Whether every pixel is opaque (then so is every filtered sample).
  let isOpaque: Bool

  init(width: Int, height: Int, bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.bytes = bytes
    isOpaque = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: UInt32.self) { pixels in
        // One AND over every pixel, which the compiler vectorises, instead of a test per pixel.
        var alphas: UInt32 = 0xFF00_0000
        for pixel in pixels { alphas &= pixel }
        return PackedColor.alpha(alphas) == 255
      }
    }
  }

  init(_ canvas: Canvas) {
    self.init(width: canvas.width, height: canvas.height, bytes: canvas.pixels)
  }

  /// Runs `body` over the pixels as packed premultiplied colours, row by row.
  func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: UInt32.self, body)
    }
  }

  /// The image at half the size (rounded up), each pixel the average of the 2 × 2 block it covers,
  /// rounded to nearest; at an odd edge the last row or column is averaged with itself. Averaging
  /// premultiplied values keeps the result premultiplied.
  func halved() -> PackedImage {
    let newWidth = (width + 1) / 2
    let newHeight = (height + 1) / 2
    var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    withPixels { source in
      result.withUnsafeMutableBufferPointer { bytes in
        let target = UnsafeMutableRawPointer(bytes.baseAddress!).assumingMemoryBound(to: UInt32.self)
        for y in 0..<newHeight {
          let row0 = min(2 * y, height - 1) * width
          let row1 = min(2 * y + 1, height - 1) * width
          for x in 0..<newWidth {
            let x0 = min(2 * x, width - 1)
            let x1 = min(2 * x + 1, width - 1)
            let a = source[row0 + x0]
            let b = source[row0 + x1]
            let c = source[row1 + x0]
            let d = source[row1 + x1]
            var packed: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
              let sum = (a >> shift & 0xFF) + (b >> shift & 0xFF) + (c >> shift & 0xFF) + (d >> shift & 0xFF)
              packed |= ((sum + 2) / 4) << shift
            }
            target[y * newWidth + x] = packed
          }
        }
      }
    }
    return PackedImage(width: newWidth, height: newHeight, bytes: result)
  }
}
