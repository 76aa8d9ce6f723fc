import TintypeCore

/// Conversion from the straight alpha that PNG stores to the canvas's premultiplied pixels.
///
/// The way back, in the encoder (`StraightAlpha.c`), rounds to nearest too, which makes premultiplied →
/// straight → premultiplied lossless for every valid premultiplied pixel (each colour channel at most
/// alpha): the straight value is within 0.5 of `c * 255 / a`, so multiplying back by `a / 255` lands
/// within 0.5 of `c` and rounds to it.
enum Premultiplication {
  /// Premultiplies straight-alpha RGBA8 bytes in place.
  static func premultiply(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBufferPointer { bytes in
      for i in stride(from: 0, to: bytes.count, by: 4) {
        let alpha = Int(bytes[i + 3])
        guard alpha != 255 else { continue }
        for channel in i..<(i + 3) {
          // (n + 127) / 255 is exact rounding: n / 255 is never exactly halfway, 255 being odd.
          bytes[channel] = UInt8((Int(bytes[channel]) * alpha + 127) / 255)
        }
      }
    }
  }
}
