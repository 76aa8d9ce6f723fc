import TintypeCore

/// A 4 × 5 colour matrix, as SVG's `feColorMatrix` and Core Image's `CIColorMatrix` use: each output
/// channel is a weighted sum of the straight (unpremultiplied) input channels, all in 0…1, plus a
/// constant. Row-major: `[r′ from (r, g, b, a, 1)], [g′ …], [b′ …], [a′ …]`.
public struct ColorMatrix: Hashable, Sendable {
  /// The 20 values, row by row.
  public var values: [Double]

  /// A matrix from its 20 values, row by row.
  public init(_ values: [Double]) {
    precondition(values.count == 20, "a colour matrix has 4 rows of 5")
    self.values = values
  }

  /// Leaves every colour as it is.
  public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// This matrix with its colour rows made the identity: only what it does to alpha is kept.
  public var alphaOnly: ColorMatrix {
    var copy = ColorMatrix.identity
    for column in 0..<5 { copy.values[15 + column] = values[15 + column] }
    return copy
  }

  /// Whether a fully transparent pixel stays fully transparent, so that it can be skipped.
  var keepsTransparency: Bool { values[18] == 0 && values[19] == 0 }
}

extension Canvas {
  /// Applies `matrix` to every pixel: unpremultiplied, transformed, clamped to 0…1, premultiplied
  /// again and rounded to the nearest level.
  public mutating func apply(_ matrix: ColorMatrix) {
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
