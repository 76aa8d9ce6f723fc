import Testing

@testable import TintypeRaster

@Test func newCanvasIsTransparent() throws {
  let canvas = try Canvas(width: 3, height: 2)
  #expect(canvas.pixels.count == 3 * 2 * 4)
  #expect(canvas[2, 1] == .clear)
}

@Test func pixelsAreAddressedByColumnAndRow() throws {
  var canvas = try Canvas(width: 3, height: 2)
  canvas[2, 1] = Pixel(red: 1, green: 2, blue: 3, alpha: 4)
  #expect(canvas[2, 1] == Pixel(red: 1, green: 2, blue: 3, alpha: 4))
  #expect(Array(canvas.pixels[20..<24]) == [1, 2, 3, 4])
}

@Test(arguments: [(0, 10), (10, 0), (-1, 10), (10, -5)])
func emptySizesAreRefused(width: Int, height: Int) {
  #expect(throws: CanvasError.emptySize(width: width, height: height)) {
    try Canvas(width: width, height: height)
  }
}

@Test func sidesOverTheLimitAreRefusedNamingIt() {
  #expect(throws: CanvasError.dimensionTooLarge(width: 16_385, height: 1, limit: 16_384)) {
    try Canvas(width: 16_385, height: 1)
  }
  let error = CanvasError.dimensionTooLarge(width: 16_385, height: 1, limit: 16_384)
  #expect(error.description.contains("16384"))
}

@Test func pixelCountOverTheLimitIsRefusedBeforeAllocating() {
  // 16384 × 8192 is within the side limit but twice the pixel limit; it must fail without allocating
  // the 512 MiB it would need.
  #expect(throws: CanvasError.tooManyPixels(width: 16_384, height: 8_192, limit: 64 * 1024 * 1024)) {
    try Canvas(width: 16_384, height: 8_192)
  }
}

@Test func pixelCountAtTheLimitIsAccepted() throws {
  try CanvasLimits.check(width: 8_192, height: 8_192)
}

@Test func pixelBufferOfTheWrongSizeIsRefused() {
  #expect(throws: CanvasError.pixelBufferSize(expected: 16, actual: 15)) {
    try Canvas(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
  }
}

@Test func downsamplingAveragesEachBlock() throws {
  // 3 × 2 pixels: a 2 × 2 block of red and green, and a partial column of blue.
  let pixels: [UInt8] = [
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0,
  ]
  let canvas = try Canvas(width: 3, height: 2, pixels: pixels)
  let small = canvas.downsampled(by: 2)
  #expect(small.width == 2 && small.height == 1)
  #expect(small[0, 0] == Pixel(red: 128, green: 128, blue: 0, alpha: 255))
  // The edge block averages the two pixels it has: blue and transparent.
  #expect(small[1, 0] == Pixel(red: 0, green: 0, blue: 128, alpha: 128))
  #expect(canvas.downsampled(by: 1).pixels == canvas.pixels)
}

/// A block's mean is the rounded integer division, for every factor and every level a block can
/// sum to (whole blocks are divided by a reciprocal multiply).
@Test(arguments: [2, 3, 4, 5, 7, 15, 16])
func downsamplingRoundsEveryBlockAsDivisionDoes(factor: Int) throws {
  // Pixels whose blocks sum to every remainder: a ramp of premultiplied grey and alpha levels,
  // with a partial block at the right and the bottom.
  let width = factor * 23 + 1
  let height = factor * 5 + 2
  var pixels = [UInt8](repeating: 0, count: width * height * 4)
  var level = 0
  for index in stride(from: 0, to: pixels.count, by: 4) {
    level = (level * 73 + 41) % 256
    pixels[index + 3] = UInt8(level)
    pixels[index] = UInt8(level / 2)
    pixels[index + 1] = UInt8(level * 3 / 4)
    pixels[index + 2] = UInt8(level)
  }
  // Full blocks of 255 make the largest sum.
  for y in 0..<factor { for x in 0..<factor { for k in 0..<4 { pixels[(y * width + x) * 4 + k] = 255 } } }
  let canvas = try Canvas(width: width, height: height, pixels: pixels)
  let small = canvas.downsampled(by: factor)
  for y in 0..<small.height {
    for x in 0..<small.width {
      var sums = [0, 0, 0, 0]
      let rows = (y * factor)..<min(y * factor + factor, height)
      let columns = (x * factor)..<min(x * factor + factor, width)
      for row in rows {
        for column in columns { for k in 0..<4 { sums[k] += Int(pixels[(row * width + column) * 4 + k]) } }
      }
      let count = rows.count * columns.count
      let expected = sums.map { UInt8(($0 + count / 2) / count) }
      let got = small[x, y]
      #expect([got.red, got.green, got.blue, got.alpha] == expected, "block (\(x), \(y))")
    }
  }
  #expect(small[0, 0] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
}
