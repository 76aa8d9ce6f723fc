import TintypeCore

extension Canvas {
  /// This canvas made `factor` times smaller on each side, each pixel the average of the
  /// `factor` × `factor` block it covers (area averaging, exact for premultiplied pixels, so edges
  /// and transparency stay clean); a partial block at the right or bottom edge averages what it has.
  /// A factor of 1 or less returns the canvas as it is.
  public func downsampled(by factor: Int) -> Canvas {
    guard factor > 1 else { return self }
    let width = (self.width + factor - 1) / factor
    let height = (self.height + factor - 1) / factor
    var result = [UInt8](repeating: 0, count: width * height * 4)
    let sourceWidth = self.width
    let sourceHeight = self.height
    // A whole block's mean by ⌈2^s / n⌉ and a shift: with every sum below 256 n and n < 256
    // (factor ≤ 15), the error stays under one level's 1 / n, so the quotient is the division's.
    let whole = factor <= 15 ? factor * factor : 0
    let reciprocal = whole > 0 ? ((1 << Self.reciprocalShift) + whole - 1) / whole : 0
    pixels.withUnsafeBufferPointer { source in
      result.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          let top = y * factor
          let bottom = min(top + factor, sourceHeight)
          for x in 0..<width {
            let left = x * factor
            let right = min(left + factor, sourceWidth)
            var sums = (0, 0, 0, 0)
            for row in top..<bottom {
              var offset = (row * sourceWidth + left) * 4
              for _ in left..<right {
                sums.0 += Int(source[offset])
                sums.1 += Int(source[offset + 1])
                sums.2 += Int(source[offset + 2])
                sums.3 += Int(source[offset + 3])
                offset += 4
              }
            }
            let count = (bottom - top) * (right - left)
            let half = count / 2
            let o = (y * width + x) * 4
            if count == whole {
              // Division by a multiply and a shift, exact for every sum a whole block can have.
              target[o] = UInt8(truncatingIfNeeded: ((sums.0 + half) &* reciprocal) >> Self.reciprocalShift)
              target[o + 1] = UInt8(
                truncatingIfNeeded: ((sums.1 + half) &* reciprocal) >> Self.reciprocalShift)
              target[o + 2] = UInt8(
                truncatingIfNeeded: ((sums.2 + half) &* reciprocal) >> Self.reciprocalShift)
              target[o + 3] = UInt8(
                truncatingIfNeeded: ((sums.3 + half) &* reciprocal) >> Self.reciprocalShift)
            } else {
              target[o] = UInt8((sums.0 + half) / count)
              target[o + 1] = UInt8((sums.1 + half) / count)
              target[o + 2] = UInt8((sums.2 + half) / count)
              target[o + 3] = UInt8((sums.3 + half) / count)
            }
          }
        }
      }
    }
    // The size is at most this canvas's, which passed the limits.
    return try! Canvas(width: width, height: height, pixels: result)
  }

  /// The shift of the block means' reciprocal.
  static let reciprocalShift = 24
}
