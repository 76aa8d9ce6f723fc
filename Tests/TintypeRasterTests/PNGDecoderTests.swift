import Testing

@testable import TintypeRaster

@Test func decodesAPaletteImageWithTransparency() throws {
  let fixture = PNGFixture(
    width: 3, height: 2, bitDepth: 8, colorType: .palette,
    rows: [[0, 1, 2], [2, 1, 0]],
    palette: [(255, 0, 0), (0, 0, 255), (10, 20, 30)],
    transparency: [255, 0])  // entry 1 transparent; entries past the list are opaque
  let canvas = try PNGDecoder().decode(fixture.bytes)
  #expect(canvas.width == 3 && canvas.height == 2)
  #expect(canvas[0, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  #expect(canvas[1, 0] == .clear)
  #expect(canvas[2, 0] == Pixel(red: 10, green: 20, blue: 30, alpha: 255))
  #expect(canvas[0, 1] == Pixel(red: 10, green: 20, blue: 30, alpha: 255))
}

@Test func decodesAPackedTwoBitPalette() throws {
  // Four pixels at 2 bits each fill one byte: indices 3, 2, 1, 0.
  let fixture = PNGFixture(
    width: 4, height: 1, bitDepth: 2, colorType: .palette, rows: [[0b11_10_01_00]],
    palette: [(0, 0, 0), (85, 85, 85), (170, 170, 170), (255, 255, 255)])
  let canvas = try PNGDecoder().decode(fixture.bytes)
  #expect((0..<4).map { canvas[$0, 0].red } == [255, 170, 85, 0])
}

@Test func decodesSixteenBitRGB() throws {
  // Each 16-bit sample is v × 257, whose exact 8-bit value is v.
  let samples: [[UInt16]] = [[0, 32_896, 65_535], [257, 514, 771]]
  let fixture = PNGFixture(
    width: 1, height: 2, bitDepth: 16, colorType: .rgb,
    rows: samples.map { $0.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } })
  let canvas = try PNGDecoder().decode(fixture.bytes)
  #expect(canvas[0, 0] == Pixel(red: 0, green: 128, blue: 255, alpha: 255))
  #expect(canvas[0, 1] == Pixel(red: 1, green: 2, blue: 3, alpha: 255))
}

@Test func decodesSixteenBitRGBAAndPremultiplies() throws {
  let fixture = PNGFixture(
    width: 1, height: 1, bitDepth: 16, colorType: .rgba,
    rows: [[0xFF, 0xFF, 0x80, 0x80, 0, 0, 0x80, 0x80]])
  let canvas = try PNGDecoder().decode(fixture.bytes)
  // Straight (255, 128, 0) at alpha 128 premultiplies to (128, 64, 0).
  #expect(canvas[0, 0] == Pixel(red: 128, green: 64, blue: 0, alpha: 128))
}

@Test func decodesGreyAndGreyWithTransparency() throws {
  let grey = PNGFixture(
    width: 2, height: 1, bitDepth: 8, colorType: .grey, rows: [[0, 200]], transparency: [0, 0])
  let greyCanvas = try PNGDecoder().decode(grey.bytes)
  #expect(greyCanvas[0, 0] == .clear)  // tRNS names grey 0 transparent
  #expect(greyCanvas[1, 0] == Pixel(red: 200, green: 200, blue: 200, alpha: 255))

  let greyAlpha = PNGFixture(width: 1, height: 1, bitDepth: 8, colorType: .greyAlpha, rows: [[255, 51]])
  #expect(try PNGDecoder().decode(greyAlpha.bytes)[0, 0] == Pixel(red: 51, green: 51, blue: 51, alpha: 51))
}

@Test func decodesRGBWithATransparentColour() throws {
  let fixture = PNGFixture(
    width: 2, height: 1, bitDepth: 8, colorType: .rgb, rows: [[1, 2, 3, 4, 5, 6]],
    transparency: [0, 4, 0, 5, 0, 6])
  let canvas = try PNGDecoder().decode(fixture.bytes)
  #expect(canvas[0, 0] == Pixel(red: 1, green: 2, blue: 3, alpha: 255))
  #expect(canvas[1, 0] == .clear)
}

@Test func decodesAnInterlacedImageLikeItsProgressiveTwin() throws {
  let width = 11
  let height = 9
  let rows: [[UInt8]] = (0..<height).map { y in
    (0..<width).flatMap { x -> [UInt8] in [UInt8(x * 20), UInt8(y * 25), 7, 255] }
  }
  let plain = PNGFixture(width: width, height: height, bitDepth: 8, colorType: .rgba, rows: rows)
  var interlaced = plain
  interlaced.interlaced = true
  #expect(plain.bytes != interlaced.bytes)
  let expected = try PNGDecoder().decode(plain.bytes)
  #expect(try PNGDecoder().decode(interlaced.bytes) == expected)
  #expect(expected[10, 8] == Pixel(red: 200, green: 200, blue: 7, alpha: 255))
}

@Test func garbageIsAnErrorNotACrash() {
  #expect(throws: PNGError.self) { try PNGDecoder().decode([]) }
  #expect(throws: PNGError.self) { try PNGDecoder().decode(Array("not a png at all".utf8)) }
  #expect(throws: PNGError.self) {
    try PNGDecoder().decode((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 31) })
  }
}

@Test func truncatedAndCorruptPNGsAreErrors() throws {
  let png = try PNGEncoder().encode(try sampleCanvas())
  #expect(throws: PNGError.self) { try PNGDecoder().decode(Array(png.prefix(png.count / 2))) }
  var corrupt = png
  corrupt[corrupt.count / 2] ^= 0xFF  // breaks the IDAT checksum or the deflate stream
  #expect(throws: PNGError.self) { try PNGDecoder().decode(corrupt) }
}

@Test func oversizedHeaderIsRefusedBeforeDecoding() {
  // The header claims 20000 × 1 px; the limit is named and no pixel data is needed to find out.
  let fixture = PNGFixture(width: 20_000, height: 1, bitDepth: 8, colorType: .grey, rows: [[]])
  #expect(throws: PNGError.imageTooLarge(.dimensionTooLarge(width: 20_000, height: 1, limit: 16_384))) {
    try PNGDecoder().decode(fixture.bytes)
  }
}
