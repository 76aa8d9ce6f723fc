import TintypeCore

extension Canvas {
  /// Applies `matrix` to every pixel: unpremultiplied, transformed, clamped to 0…1, premultiplied
  /// again and rounded to the nearest level. The identity changes no level of a premultiplied pixel,
  /// so it is not applied (the accented and vibrant modes keep only an effect's alpha row, which
  /// for most effects is the identity's).
  public mutating func apply(_ matrix: ColorMatrix) {
    if matrix == .identity { return }
    let skipsTransparent = matrix.keepsTransparency
    // The matrix in locals (no array access per pixel), and the last pixel's answer kept: screens,
    // fills and glass are runs of one colour, and the same input always gives the same output.
    let m = matrix.values.map(Float.init)
    let (r0, r1, r2, r3, r4) = (m[0], m[1], m[2], m[3], m[4])
    let (g0, g1, g2, g3, g4) = (m[5], m[6], m[7], m[8], m[9])
    let (b0, b1, b2, b3, b4) = (m[10], m[11], m[12], m[13], m[14])
    let (a0, a1, a2, a3, a4) = (m[15], m[16], m[17], m[18], m[19])
    withMutablePixelBytes { bytes in
      var lastIn: (UInt8, UInt8, UInt8, UInt8)?
      var lastOut: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
      var index = 0
      while index + 3 < bytes.count {
        defer { index += 4 }
        let pixel = (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
        if pixel.3 == 0 && skipsTransparent { continue }
        if let last = lastIn, last == pixel {
          (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3]) = lastOut
          continue
        }
        let alpha = Float(pixel.3) / 255
        let unpremultiply: Float = alpha > 0 ? 1 / (alpha * 255) : 0
        let r = Float(pixel.0) * unpremultiply
        let g = Float(pixel.1) * unpremultiply
        let b = Float(pixel.2) * unpremultiply
        let a = min(max(a0 * r + a1 * g + a2 * b + a3 * alpha + a4, 0), 1)
        let red = min(max(r0 * r + r1 * g + r2 * b + r3 * alpha + r4, 0), 1)
        let green = min(max(g0 * r + g1 * g + g2 * b + g3 * alpha + g4, 0), 1)
        let blue = min(max(b0 * r + b1 * g + b2 * b + b3 * alpha + b4, 0), 1)
        lastIn = pixel
        lastOut = (
          UInt8(red * a * 255 + 0.5), UInt8(green * a * 255 + 0.5), UInt8(blue * a * 255 + 0.5),
          UInt8(a * 255 + 0.5)
        )
        (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3]) = lastOut
      }
    }
  }
}

extension Canvas {
  /// Rescales each pixel to the alpha of the same pixel in `coverage`, keeping its colour: after a
  /// blur, the colour averaged over what was covered, on exactly the original coverage (a normalised
  /// blur, for SwiftUI's `blur(radius:opaque: true)`).
  public mutating func normalizeColors(toCoverageOf coverage: Canvas) {
    precondition(coverage.width == width && coverage.height == height, "coverage of another size")
    let target = coverage.pixels
    withMutablePixelBytes { bytes in
      var index = 0
      while index + 3 < bytes.count {
        defer { index += 4 }
        let alpha = Float(bytes[index + 3])
        let wanted = Float(target[index + 3])
        guard alpha > 0, wanted > 0 else {
          for k in 0..<4 { bytes[index + k] = 0 }
          continue
        }
        let factor = wanted / alpha
        for k in 0..<3 { bytes[index + k] = UInt8(min(Float(bytes[index + k]) * factor, wanted) + 0.5) }
        bytes[index + 3] = target[index + 3]
      }
    }
  }
}
