/// An image's pixels as packed premultiplied colours, and its halvings for filtered downscaling.
struct PackedImage {
  let width: Int
  let height: Int
  let pixels: [UInt32]
  /// Whether every pixel is opaque (then so is every filtered sample).
  let isOpaque: Bool

  init(width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
    isOpaque = pixels.allSatisfy { PackedColor.alpha($0) == 255 }
  }

  init(_ canvas: Canvas) {
    self.init(
      width: canvas.width, height: canvas.height,
      pixels: canvas.withPackedPixels { Array($0) })
  }

  /// The image at half the size (rounded up), each pixel the average of the 2 × 2 block it covers,
  /// rounded to nearest; at an odd edge the last row or column is averaged with itself. Averaging
  /// premultiplied values keeps the result premultiplied.
  func halved() -> PackedImage {
    let newWidth = (width + 1) / 2
    let newHeight = (height + 1) / 2
    var result = [UInt32](repeating: 0, count: newWidth * newHeight)
    pixels.withUnsafeBufferPointer { source in
      result.withUnsafeMutableBufferPointer { target in
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
    return PackedImage(width: newWidth, height: newHeight, pixels: result)
  }
}
