import Testing

@testable import TintypeRaster

/// A canvas with opaque pixels of many colours, a transparent band and half-transparent pixels.
func sampleCanvas(width: Int = 37, height: Int = 23) throws -> Canvas {
  var canvas = try Canvas(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      switch y % 3 {
      case 0:
        canvas[x, y] = Pixel(
          red: UInt8(x * 7 % 256), green: UInt8(y * 11 % 256), blue: UInt8((x * y) % 256), alpha: 255)
      case 1:
        canvas[x, y] = .clear
      default:
        canvas[x, y] = Pixel(red: UInt8(x % 128), green: 0, blue: 64, alpha: 128)
      }
    }
  }
  return canvas
}

/// The chunk types of a PNG, in order.
func chunkTypes(_ png: [UInt8]) -> [String] {
  var types: [String] = []
  var offset = 8
  while offset + 8 <= png.count {
    let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
    offset += 12 + length
  }
  return types
}

@Test func encodingStartsWithThePNGSignature() throws {
  let png = try PNGEncoder().encode(try sampleCanvas())
  #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
}

@Test func encodingTheSameCanvasTwiceGivesIdenticalBytes() throws {
  let canvas = try sampleCanvas()
  #expect(try PNGEncoder().encode(canvas) == PNGEncoder().encode(canvas))
}

@Test func outputIsTaggedSRGBAndCarriesNoTime() throws {
  let types = chunkTypes(try PNGEncoder().encode(try sampleCanvas()))
  #expect(types.first == "IHDR")
  #expect(types.last == "IEND")
  #expect(types.contains("sRGB"))
  #expect(types.contains("gAMA") && types.contains("cHRM"))  // for readers that predate sRGB
  #expect(!types.contains("tIME"))
  #expect(!types.contains { ["tEXt", "zTXt", "iTXt"].contains($0) })
}

@Test func headerSaysEightBitRGBA() throws {
  let png = try PNGEncoder().encode(try sampleCanvas(width: 5, height: 4))
  // IHDR data follows the signature (8), length (4) and type (4).
  #expect(Array(png[16..<24]) == [0, 0, 0, 5, 0, 0, 0, 4])
  #expect(png[24] == 8)  // bit depth
  #expect(png[25] == 6)  // colour type RGBA
  #expect(png[28] == 0)  // not interlaced
}

@Test func compressionSettingsChangeTheBytesButNotThePixels() throws {
  let canvas = try sampleCanvas(width: 200, height: 120)
  let fast = try PNGEncoder().encode(canvas)
  let small = try PNGEncoder(compressionLevel: 9, filters: .all).encode(canvas)
  #expect(fast != small)
  #expect(try PNGDecoder().decode(small) == canvas)
}

@Test(arguments: [-1, 10])
func compressionLevelOutsideZlibsRangeIsRefused(level: Int) throws {
  #expect(throws: PNGError.compressionLevelOutOfRange(level)) {
    try PNGEncoder(compressionLevel: level).encode(try sampleCanvas())
  }
}
