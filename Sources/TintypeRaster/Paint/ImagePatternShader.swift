import TintypeCore

/// Shades an image pattern: nearest or bilinear sampling at canvas pixel centres, from a mipmap level
/// when `.high` interpolation shrinks the image by more than 2×.
struct ImagePatternShader: SpanShader {
  let image: PackedImage
  let mapping: PixelMapping?
  let nearest: Bool
  /// Set for an unscaled move by whole pixels: pixels are copied, never resampled.
  let integerOffset: (x: Int, y: Int)?

  init(_ pattern: ImagePattern) {
    var image = PackedImage(pattern.image)
    var transform = pattern.transform
    nearest = pattern.interpolation == .none
    integerOffset =
      transform.isIntegerTranslation ? (Int(transform.tx), Int(transform.ty)) : nil

    if pattern.interpolation == .high, integerOffset == nil, let inverse = transform.inverted {
      // Image pixels per canvas pixel along the canvas axes.
      var shrink = max(
        (inverse.a * inverse.a + inverse.b * inverse.b).squareRoot(),
        (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot())
      // Past 2× the level nearest in scale is used (log2 of the shrink, rounded), leaving a residual
      // scale between 0.71 and 1.41 for the bilinear filter, which it handles without aliasing.
      while shrink > (shrink > 2 ? 2.0.squareRoot() : .infinity), image.width > 1 || image.height > 1 {
        let half = image.halved()
        // Level pixel space = image pixel space scaled by the size ratio, before `transform`.
        let scale = Transform.scale(
          x: Double(image.width) / Double(half.width), y: Double(image.height) / Double(half.height))
        transform = scale.concatenating(transform)
        image = half
        shrink /= 2
      }
    }
    self.image = image
    mapping = PixelMapping(inverting: transform)
  }

  var isOpaque: Bool { mapping != nil && image.isOpaque }

  func rowColor(y: Int) -> UInt32? { mapping == nil ? 0 : nil }

  func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
    guard let mapping else {
      colors.update(repeating: 0, count: count)
      return
    }
    let width = image.width
    let height = image.height
    image.withPixels { pixels in
      if let offset = integerOffset {
        let row = pixels.baseAddress! + min(max(y - offset.y, 0), height - 1) * width
        // The image column under colors[0]; columns inside the image are copied as a block, and the
        // edge pixels continue either side.
        let first = x - offset.x
        let leading = min(max(-first, 0), count)
        let inside = min(max(width - max(first, 0), 0), count - leading)
        colors.update(repeating: row[0], count: leading)
        (colors + leading).update(from: row + max(first, 0), count: inside)
        (colors + leading + inside).update(repeating: row[width - 1], count: count - leading - inside)
        return
      }
      let (u0, v0) = mapping.map(x: x, y: y)
      let stepU = mapping.stepXx
      let stepV = mapping.stepXy
      if nearest {
        for index in 0..<count {
          let column = Self.floor(u0 + Double(index) * stepU, limit: width).whole
          let row = Self.floor(v0 + Double(index) * stepV, limit: height).whole
          colors[index] = pixels[min(max(row, 0), height - 1) * width + min(max(column, 0), width - 1)]
        }
        return
      }
      for index in 0..<count {
        // Texel centres sit at half-integers, so the four nearest surround (u − ½, v − ½).
        let (u, fractionX) = Self.floor(u0 + Double(index) * stepU - 0.5, limit: width)
        let (v, fractionY) = Self.floor(v0 + Double(index) * stepV - 0.5, limit: height)
        let weightX = UInt64(fractionX * 256 + 0.5)
        let weightY = UInt64(fractionY * 256 + 0.5)
        let column0 = min(max(u, 0), width - 1)
        let column1 = min(max(u + 1, 0), width - 1)
        let row0 = min(max(v, 0), height - 1) * width
        let row1 = min(max(v + 1, 0), height - 1) * width
        colors[index] = Self.bilinear(
          pixels[row0 + column0], pixels[row0 + column1], pixels[row1 + column0], pixels[row1 + column1],
          weightX: weightX, weightY: weightY)
      }
    }
  }

  /// The floor of `value` and the fraction above it, with `value` first clamped to −1 ... `limit`
  /// (NaN to −1) so that the conversion cannot trap; callers clamp the index to the image. Truncating
  /// a value made non-negative avoids a libm `floor` call per pixel.
  @inline(__always)
  static func floor(_ value: Double, limit: Int) -> (whole: Int, fraction: Double) {
    var clamped = value
    if !(clamped > -1) { clamped = -1 }
    if clamped > Double(limit) { clamped = Double(limit) }
    let whole = Int(clamped + 1) - 1
    return (whole, clamped - Double(whole))
  }

  /// Spreads a pixel's four bytes into 16-bit lanes of a UInt64, so that all four channels are
  /// weighted by one multiply.
  @inline(__always)
  private static func lanes(_ color: UInt32) -> UInt64 {
    let c = UInt64(color)
    return (c & 0xFF) | (c & 0xFF00) << 8 | (c & 0xFF_0000) << 16 | (c & 0xFF00_0000) << 24
  }

  /// Bilinear blend of four pixels (top left, top right, bottom left, bottom right) with weights in
  /// 256ths, each stage rounded to nearest. Weights of 0 reproduce a pixel exactly, and because every
  /// channel gets the same weights, premultiplied inputs give premultiplied output.
  @inline(__always)
  static func bilinear(
    _ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32,
    weightX: UInt64, weightY: UInt64
  ) -> UInt32 {
    let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    let half: UInt64 = 0x0080_0080_0080_0080
    let top = (lanes(topLeft) &* (256 - weightX) &+ lanes(topRight) &* weightX &+ half) >> 8 & mask
    let bottom =
      (lanes(bottomLeft) &* (256 - weightX) &+ lanes(bottomRight) &* weightX &+ half) >> 8 & mask
    let blended = (top &* (256 - weightY) &+ bottom &* weightY &+ half) >> 8 & mask
    return UInt32(truncatingIfNeeded: blended & 0xFF)
      | UInt32(truncatingIfNeeded: blended >> 8 & 0xFF00)
      | UInt32(truncatingIfNeeded: blended >> 16 & 0xFF_0000)
      | UInt32(truncatingIfNeeded: blended >> 24 & 0xFF00_0000)
  }
}
