import Testing
import TintypeCore

@testable import TintypeRaster

/// A 1 × 1 canvas of one premultiplied pixel.
private func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) throws -> Canvas {
  var canvas = try Canvas(width: 1, height: 1)
  canvas[0, 0] = Pixel(red: r, green: g, blue: b, alpha: a)
  return canvas
}

private func blended(_ source: Canvas, over destination: Canvas, _ mode: BlendMode) -> Pixel {
  var canvas = destination
  canvas.composite(source, blendMode: mode)
  return canvas[0, 0]
}

@Test func separableModesFollowTheirFormulas() throws {
  let red = try pixel(255, 0, 0)
  let grey = try pixel(128, 128, 128)
  #expect(blended(red, over: grey, .multiply) == Pixel(red: 128, green: 0, blue: 0, alpha: 255))
  #expect(blended(red, over: grey, .screen) == Pixel(red: 255, green: 128, blue: 128, alpha: 255))
  #expect(blended(red, over: grey, .darken) == Pixel(red: 128, green: 0, blue: 0, alpha: 255))
  #expect(blended(red, over: grey, .lighten) == Pixel(red: 255, green: 128, blue: 128, alpha: 255))
  #expect(blended(red, over: grey, .difference) == Pixel(red: 127, green: 128, blue: 128, alpha: 255))
  #expect(blended(red, over: grey, .normal) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
}

@Test func luminosityKeepsTheBackdropsColourAndTakesTheSourcesLightness() throws {
  let white = try pixel(255, 255, 255)
  let blue = try pixel(0, 0, 255)
  let result = blended(white, over: blue, .luminosity)
  // The backdrop's hue at the source's luminosity: a light blue, never grey.
  #expect(result.blue == 255 && result.red > 150 && result.red == result.green)
}

@Test func porterDuffOperatorsMoveCoverage() throws {
  let opaque = try pixel(0, 0, 255)
  let half = try pixel(0, 128, 0, 128)
  #expect(blended(half, over: opaque, .destinationOut).alpha == 127)
  #expect(blended(half, over: opaque, .sourceAtop).alpha == 255)
  #expect(
    blended(opaque, over: try pixel(0, 0, 0, 0), .destinationOver)
      == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
  #expect(blended(try pixel(100, 0, 0), over: try pixel(100, 0, 0), .plusLighter).red == 200)
  #expect(blended(try pixel(200, 255, 255), over: try pixel(200, 255, 255), .plusDarker).red == 145)
}

@Test func aTransparentSourceLeavesTheBackdropInEveryMode() throws {
  let backdrop = try pixel(10, 20, 30, 200)
  let clear = try Canvas(width: 1, height: 1)
  for mode in [BlendMode.multiply, .hue, .destinationOut, .plusDarker, .sourceAtop] {
    #expect(blended(clear, over: backdrop, mode) == backdrop[0, 0])
  }
}

@Test func everyRasterModeHasTheArchivesName() {
  // The renderer maps archived modes to these by name.
  let names = Set(BlendMode.allCases.map(\.rawValue))
  #expect(names.count == 21 && names.contains("plusDarker") && names.contains("luminosity"))
}
