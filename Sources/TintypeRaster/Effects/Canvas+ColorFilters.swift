import TintypeCore

extension Canvas {
  /// Replaces every pixel with black whose alpha is the pixel's luminance (SwiftUI's
  /// `luminanceToAlpha()`).
  ///
  /// The luminance is taken from the premultiplied channels directly: alpha' = 0.2125 r + 0.7154 g +
  /// 0.0721 b with r, g, b premultiplied, which equals the luminance of the straight colour times its
  /// alpha. So opaque white becomes opaque black, black becomes transparent, opaque mid grey (128)
  /// becomes black at alpha 128, and white at 50 % opacity becomes black at alpha 128. See `Luminance`
  /// for the colour model.
  public mutating func luminanceToAlpha() {
    withMutablePackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
      for index in 0..<pixels.count {
        pixels[index] = Luminance.of(pixels[index]) << 24
      }
    }
  }

  /// Replaces every pixel's colour with the grey of the same luminance, keeping its alpha (the
  /// desaturation of the accented and vibrant rendering modes). Same weights and model as
  /// `luminanceToAlpha()`; computed on premultiplied values, so the grey stays premultiplied.
  public mutating func desaturate() {
    withMutablePackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
      for index in 0..<pixels.count {
        let color = pixels[index]
        let grey = Luminance.of(color)
        pixels[index] = grey | grey << 8 | grey << 16 | (color & 0xFF00_0000)
      }
    }
  }

  /// Replaces every pixel with what `transform` returns for it: the hook for rendering modes that
  /// recolour content (tinting a group with its accent colour, say). Pixels are premultiplied in and
  /// out; colour channels above alpha are clamped to it so the canvas stays valid.
  ///
  /// Inlinable so that the transform, called once per pixel, is compiled into the caller's loop
  /// instead of being called through a closure from here.
  @inlinable
  public mutating func mapPixels(_ transform: (Pixel) -> Pixel) {
    withMutablePixelBytes { bytes in
      var index = 0
      while index + 3 < bytes.count {
        let mapped = transform(
          Pixel(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3]))
        bytes[index] = min(mapped.red, mapped.alpha)
        bytes[index + 1] = min(mapped.green, mapped.alpha)
        bytes[index + 2] = min(mapped.blue, mapped.alpha)
        bytes[index + 3] = mapped.alpha
        index += 4
      }
    }
  }

  /// The pixel bytes, for `mapPixels` in other modules.
  @usableFromInline
  mutating func withMutablePixelBytes(_ body: (inout UnsafeMutableBufferPointer<UInt8>) -> Void) {
    pixels.withUnsafeMutableBufferPointer { body(&$0) }
  }
}
