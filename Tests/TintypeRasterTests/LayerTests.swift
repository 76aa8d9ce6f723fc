import Testing

@testable import TintypeRaster

@Test func layerOpacityHalvesAlpha() throws {
  let layer = try Canvas.make(width: 10, height: 10) { $0.fill(.rect(0, 0, 10, 10), with: red) }
  var canvas = try Canvas(width: 10, height: 10)
  canvas.composite(layer, opacity: 0.5)
  #expect(canvas[5, 5] == Pixel(red: 128, green: 0, blue: 0, alpha: 128))
}

@Test func groupOpacityAppliesToTheGroupNotEachShape() throws {
  // Two overlapping opaque squares at 50 %: as a group the overlap is 50 %, drawn one by one 75 %.
  let layer = try Canvas.make(width: 30, height: 10) {
    $0.fill(.rect(0, 0, 20, 10), with: white)
    $0.fill(.rect(10, 0, 20, 10), with: white)
  }
  var grouped = try Canvas(width: 30, height: 10)
  grouped.composite(layer, opacity: 0.5)
  let separate = try Canvas.make(width: 30, height: 10) {
    $0.fill(.rect(0, 0, 20, 10), with: white, opacity: 0.5)
    $0.fill(.rect(10, 0, 20, 10), with: white, opacity: 0.5)
  }
  #expect(grouped.alpha(15, 5) == 128)
  #expect(separate.alpha(15, 5) == 192)
}

@Test func aLayerMaskAndOffsetPlaceTheLayer() throws {
  let layer = try Canvas.make(width: 4, height: 4) { $0.fill(.rect(0, 0, 4, 4), with: white) }
  let mask = try Mask(filling: .rect(0, 0, 12, 20), width: 20, height: 20)
  var canvas = try Canvas(width: 20, height: 20)
  canvas.composite(layer, x: 10, y: 3, mask: mask)
  #expect(canvas.alpha(10, 3) == 255)
  #expect(canvas.alpha(11, 6) == 255)
  #expect(canvas.alpha(12, 3) == 0)  // masked out
  #expect(canvas.alpha(9, 3) == 0)
  #expect(canvas.alpha(10, 7) == 0)
  // Layers partly off the canvas are cut, not trapped on.
  canvas.composite(layer, x: -2, y: 18)
  #expect(canvas.alpha(1, 19) == 255)
}
