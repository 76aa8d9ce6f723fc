import TintypeCore

extension Canvas {
  /// Runs `body` over the pixels as packed premultiplied colours (see `PackedColor`).
  mutating func withMutablePackedPixels<Result>(
    _ body: (UnsafeMutableBufferPointer<UInt32>) throws -> Result
  ) rethrows -> Result {
    try pixels.withUnsafeMutableBufferPointer { bytes in
      try bytes.withMemoryRebound(to: UInt32.self, body)
    }
  }

  /// Runs `body` over the pixels, read-only, as packed premultiplied colours.
  func withPackedPixels<Result>(
    _ body: (UnsafeBufferPointer<UInt32>) throws -> Result
  ) rethrows -> Result {
    try pixels.withUnsafeBufferPointer { bytes in
      try bytes.withMemoryRebound(to: UInt32.self, body)
    }
  }
}
