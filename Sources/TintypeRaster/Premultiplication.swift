/// Conversions between the canvas's premultiplied pixels and the straight alpha that PNG stores.
///
/// Both round to nearest, which makes premultiplied → straight → premultiplied lossless for every valid
/// premultiplied pixel (each colour channel at most alpha): the straight value is within 0.5 of
/// `c * 255 / a`, so multiplying back by `a / 255` lands within 0.5 of `c` and rounds to it.
enum Premultiplication {
  /// Straight-alpha copy of premultiplied RGBA8 bytes.
  static func straightened(_ premultiplied: [UInt8]) -> [UInt8] {
    var straight = premultiplied
    straight.withUnsafeMutableBufferPointer { bytes in
      for i in stride(from: 0, to: bytes.count, by: 4) {
        let alpha = Int(bytes[i + 3])
        guard alpha != 255 else { continue }
        guard alpha != 0 else {
          bytes[i] = 0
          bytes[i + 1] = 0
          bytes[i + 2] = 0
          continue
        }
        for channel in i..<(i + 3) {
          bytes[channel] = UInt8(min(255, (Int(bytes[channel]) * 255 + alpha / 2) / alpha))
        }
      }
    }
    return straight
  }

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
