import TintypeCore

extension Canvas {
  /// Scales every pixel by the mask's coverage, in place: clipping what is already drawn, without
  /// a second canvas (the same result as drawing into a layer and compositing it with `mask` onto
  /// a blank canvas).
  public mutating func apply(_ mask: Mask) {
    precondition(
      mask.width == width && mask.height == height,
      "mask is \(mask.width)×\(mask.height); the canvas is \(width)×\(height)")
    let count = width * height
    pixels.withUnsafeMutableBufferPointer { target in
      mask.coverage.withUnsafeBufferPointer { coverage in
        for index in 0..<count {
          let factor = UInt32(coverage[index])
          if factor == 255 { continue }
          let offset = index * 4
          for channel in 0..<4 {
            // Exactly rounded x·f/255, as compositing rounds.
            let product = UInt32(target[offset + channel]) * factor + 128
            target[offset + channel] = UInt8((product + (product >> 8)) >> 8)
          }
        }
      }
    }
  }
}
