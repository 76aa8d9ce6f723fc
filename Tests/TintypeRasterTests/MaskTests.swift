import Testing
import TintypeCore

@testable import TintypeRaster

@Test func aClipMaskLimitsDrawing() throws {
  let clip = try Mask(filling: .rect(0, 0, 10.5, 20), width: 20, height: 20)
  let canvas = try Canvas.make(width: 20, height: 20) { $0.fill(.rect(0, 0, 20, 20), with: red, clip: clip) }
  #expect(canvas.alpha(5, 5) == 255)
  #expect((127...128).contains(canvas.alpha(10, 5)))
  #expect(canvas.alpha(11, 5) == 0)
  #expect(canvas.alpha(19, 19) == 0)
}

@Test func intersectedMasksShowOnlyWhatBothShow() throws {
  let left = try Mask(filling: .rect(0, 0, 12, 20), width: 20, height: 20)
  let top = try Mask(filling: .rect(0, 0, 20, 8), width: 20, height: 20)
  let both = left.intersected(with: top)
  #expect(both[5, 5] == 255)
  #expect(both[15, 5] == 0)
  #expect(both[5, 15] == 0)
  #expect(both.totalCoverage == 12 * 8)
  let half = try Mask(width: 20, height: 20, coverage: 128)
  #expect(both.intersected(with: half)[5, 5] == 128)
  #expect(both.inverted()[15, 15] == 255)
}

@Test func aMaskFromACanvasTakesItsAlpha() throws {
  let canvas = try Canvas.make(width: 4, height: 1) {
    $0.fill(.rect(0, 0, 2, 1), with: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
  }
  #expect(Mask(alphaOf: canvas).coverage == [128, 128, 0, 0])
}
