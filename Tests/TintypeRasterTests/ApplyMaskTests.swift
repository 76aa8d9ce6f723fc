import Testing
import TintypeCore

@testable import TintypeRaster

/// Clipping in place gives the same pixels as drawing into a layer and compositing it with the mask.
@Test func applyingAMaskInPlaceMatchesCompositingALayer() throws {
  var drawn = try Canvas(width: 40, height: 30)
  var square = Path()
  square.addRect(Rect(x: 2.5, y: 3.25, width: 30, height: 20))
  drawn.fill(square, with: .solid(RGBAColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.8)))
  var circle = Path()
  circle.addEllipse(in: Rect(x: 5, y: 2, width: 26, height: 26))
  let mask = try Mask(filling: circle, width: 40, height: 30)

  var inPlace = drawn
  inPlace.apply(mask)
  var composited = try Canvas(width: 40, height: 30)
  composited.composite(drawn, mask: mask)
  #expect(inPlace == composited)
  #expect(inPlace[0, 0].alpha == 0)
  #expect(inPlace[18, 15] == drawn[18, 15])
}
