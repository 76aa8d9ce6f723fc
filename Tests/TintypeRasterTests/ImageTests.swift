import Testing
import TintypeCore

@testable import TintypeRaster

/// A small image with every kind of pixel: opaque, translucent and transparent, all premultiplied.
private func sampleImage(width: Int, height: Int) throws -> Canvas {
  var image = try Canvas(width: width, height: height)
  var seed: UInt32 = 12_345
  for y in 0..<height {
    for x in 0..<width {
      seed = seed &* 1_103_515_245 &+ 12_345
      let alpha = UInt8(truncatingIfNeeded: seed >> 16)
      let channel = { (shift: UInt32) in UInt8(UInt32(alpha) * (seed >> shift & 0xFF) / 255) }
      image[x, y] = Pixel(red: channel(3), green: channel(11), blue: channel(19), alpha: alpha)
    }
  }
  return image
}

@Test func anImageDrawnOneToOneReproducesItsPixelsExactly() throws {
  let image = try sampleImage(width: 17, height: 13)
  let canvas = try Canvas.make(width: 40, height: 30) { $0.draw(image, at: Point(x: 5, y: 7)) }
  for y in 0..<30 {
    for x in 0..<40 {
      let inside = (5..<22).contains(x) && (7..<20).contains(y)
      #expect(canvas[x, y] == (inside ? image[x - 5, y - 7] : .clear), "pixel \(x), \(y)")
    }
  }
}

@Test func anImageDrawnOverABackgroundBlendsSourceOver() throws {
  let image = try Canvas(width: 1, height: 1, pixels: [64, 0, 0, 128])
  let canvas = try Canvas.make(width: 2, height: 2) {
    $0.fill(.rect(0, 0, 2, 2), with: .solid(RGBAColor(red: 0, green: 0, blue: 1)))
    $0.draw(image, transform: .translation(x: 1, y: 1))
  }
  #expect(canvas[1, 1] == Pixel(red: 64, green: 0, blue: 127, alpha: 255))
  #expect(canvas[0, 0] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
}

private func checkerboard(size: Int, cell: Int = 1) throws -> Canvas {
  var image = try Canvas(width: size, height: size)
  for y in 0..<size {
    for x in 0..<size where (x / cell + y / cell).isMultiple(of: 2) {
      image[x, y] = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    }
  }
  for y in 0..<size {
    for x in 0..<size where !(x / cell + y / cell).isMultiple(of: 2) {
      image[x, y] = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
    }
  }
  return image
}

@Test func enlargedImagesAreSmoothByDefaultAndBlockyWithoutInterpolation() throws {
  let image = try checkerboard(size: 2)
  let smooth = try Canvas.make(width: 40, height: 40) {
    $0.draw(image, in: Rect(x: 0, y: 0, width: 40, height: 40))
  }
  let blocky = try Canvas.make(width: 40, height: 40) {
    $0.draw(image, in: Rect(x: 0, y: 0, width: 40, height: 40), interpolation: .none)
  }
  let smoothRow = (0..<40).map { Int(smooth[$0, 5].red) }
  let blockyRow = (0..<40).map { Int(blocky[$0, 5].red) }
  #expect(Set(blockyRow) == [0, 255])
  #expect(Set(smoothRow).count > 10)
  let largestStep = zip(smoothRow, smoothRow.dropFirst()).map { abs($0 - $1) }.max() ?? 0
  #expect(largestStep < 40)
}

@Test func shrinkingByMoreThanTwiceAveragesInsteadOfAliasing() throws {
  // Stripes two white, one black, shrunk 8×: each canvas pixel should be the mean of the 8 × 8 block
  // it covers (five or six white columns of eight), where point sampling lands on a few columns.
  var image = try Canvas(width: 96, height: 96)
  for y in 0..<96 {
    for x in 0..<96 {
      let level: UInt8 = x % 3 == 2 ? 0 : 255
      image[x, y] = Pixel(red: level, green: level, blue: level, alpha: 255)
    }
  }
  let target = Rect(x: 0, y: 0, width: 12, height: 12)
  let filtered = try Canvas.make(width: 12, height: 12) { $0.draw(image, in: target, interpolation: .high) }
  let sampled = try Canvas.make(width: 12, height: 12) { $0.draw(image, in: target, interpolation: .low) }
  for column in 0..<12 {
    let white = (8 * column..<8 * column + 8).filter { $0 % 3 != 2 }.count
    let mean = Double(white) * 255 / 8
    #expect(abs(Double(filtered[column, 6].red) - mean) <= 1, "column \(column)")
  }
  let sampledRow = (0..<12).map { Int(sampled[$0, 6].red) }
  #expect(sampledRow.max()! - sampledRow.min()! > 100)
}

@Test func aTranslucentImageKeepsItsPremultipliedPixelsWhenScaled() throws {
  let image = try Canvas(width: 2, height: 1, pixels: [128, 0, 0, 128, 0, 0, 0, 0])
  let canvas = try Canvas.make(width: 20, height: 4) {
    $0.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 4))
  }
  for x in 0..<20 {
    #expect(canvas[x, 2].red == canvas[x, 2].alpha)
  }
}

@Test func aGlyphMaskPaintsItsCoverageAtAPosition() throws {
  let glyph = try Mask(width: 3, height: 2, coverage: [0, 128, 255, 255, 64, 0])
  let canvas = try Canvas.make(width: 10, height: 10) { $0.draw(glyph, x: 4, y: 5, with: red) }
  #expect(canvas[5, 5] == Pixel(red: 128, green: 0, blue: 0, alpha: 128))
  #expect(canvas[6, 5].alpha == 255)
  #expect(canvas[4, 6].alpha == 255)
  #expect(canvas[5, 6].alpha == 64)
  #expect(canvas[4, 5].alpha == 0)
  #expect(canvas.totalCoverage * 255 == 128 + 255 + 255 + 64)
  // Partly off the canvas: the visible part is drawn, nothing traps.
  let clipped = try Canvas.make(width: 10, height: 10) { $0.draw(glyph, x: -2, y: 9, with: red) }
  #expect(clipped[0, 9].alpha == 255)
}
