import TintypeCore

extension Canvas {
  /// Applies `matrix` to every pixel: unpremultiplied, transformed, clamped to 0…1, premultiplied
  /// again and rounded to the nearest level. The identity changes no level of a premultiplied pixel,
  /// so it is not applied (the accented and vibrant modes keep only an effect's alpha row, which
  /// for most effects is the identity's).
  public mutating func apply(_ matrix: ColorMatrix) {
    if matrix == .identity { return }
    let m = matrix.values.map(Float.init)
    let skipsTransparent = matrix.keepsTransparency
    withMutablePixelBytes { bytes in
      var index = 0
      while index + 3 < bytes.count {
        defer { index += 4 }
        let alpha = Float(bytes[index + 3]) / 255
        if alpha == 0 && skipsTransparent { continue }
        let unpremultiply: Float = alpha > 0 ? 1 / (alpha * 255) : 0
        let r = Float(bytes[index]) * unpremultiply
        let g = Float(bytes[index + 1]) * unpremultiply
        let b = Float(bytes[index + 2]) * unpremultiply
        func row(_ k: Int) -> Float {
          min(max(m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * alpha + m[k + 4], 0), 1)
        }
        let a = row(15)
        bytes[index] = UInt8(row(0) * a * 255 + 0.5)
        bytes[index + 1] = UInt8(row(5) * a * 255 + 0.5)
        bytes[index + 2] = UInt8(row(10) * a * 255 + 0.5)
        bytes[index + 3] = UInt8(a * 255 + 0.5)
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
