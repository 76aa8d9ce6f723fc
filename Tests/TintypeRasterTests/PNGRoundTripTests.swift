import Testing

@testable import TintypeRaster

@Test func opaquePixelsSurviveARoundTripExactly() throws {
  var canvas = try Canvas(width: 256, height: 3)
  for x in 0..<256 {
    canvas[x, 0] = Pixel(red: UInt8(x), green: UInt8(255 - x), blue: UInt8(x / 2), alpha: 255)
    canvas[x, 1] = Pixel(red: UInt8(x), green: UInt8(x), blue: UInt8(x), alpha: 255)
    canvas[x, 2] = Pixel(red: 255, green: 0, blue: UInt8(x), alpha: 255)
  }
  let decoded = try PNGDecoder().decode(try PNGEncoder().encode(canvas))
  #expect(decoded.width == 256)
  #expect(decoded.height == 3)
  #expect(decoded == canvas)
}

@Test func transparentPixelsSurviveARoundTripExactly() throws {
  var canvas = try sampleCanvas()
  canvas[0, 0] = .clear
  let decoded = try PNGDecoder().decode(try PNGEncoder().encode(canvas))
  for y in stride(from: 1, to: canvas.height, by: 3) {
    for x in 0..<canvas.width {
      #expect(decoded[x, y] == .clear)
    }
  }
  #expect(decoded[0, 0] == .clear)
}

@Test func everyPremultipliedPixelSurvivesARoundTrip() throws {
  // Row a holds alpha a with colour values 0...a: every valid premultiplied pixel. Straightening
  // and premultiplying again both round to nearest, which brings each one back exactly.
  var canvas = try Canvas(width: 256, height: 256)
  for alpha in 0..<256 {
    for value in 0..<256 {
      let colour = UInt8(min(value, alpha))
      canvas[value, alpha] = Pixel(
        red: colour, green: colour / 2, blue: UInt8(alpha) - colour, alpha: UInt8(alpha))
    }
  }
  let decoded = try PNGDecoder().decode(try PNGEncoder().encode(canvas))
  #expect(decoded == canvas)
}

@Test func halfTransparentPixelsAreStoredWithStraightAlpha() throws {
  var canvas = try Canvas(width: 1, height: 1)
  canvas[0, 0] = Pixel(red: 100, green: 50, blue: 0, alpha: 128)
  let png = try PNGEncoder(compressionLevel: 0, filters: .unfiltered).encode(canvas)
  // Level 0 stores the row as is: filter byte 0, then R G B A. 100 / (128 / 255) ≈ 199.2.
  let row: [UInt8] = [0, 199, 100, 0, 128]
  #expect(png.indices.contains { png[$0...].starts(with: row) })
}
