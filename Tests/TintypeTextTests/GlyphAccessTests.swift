import Testing
import TintypeCore

@testable import TintypeText

@Test func outlinesAreInPointsWithYDown() throws {
  let system = try text.get()
  let laidOut = system.layout([run("H")], style: ParagraphStyle(), width: nil)
  let glyphRun = laidOut.glyphRuns[0]
  let outline = system.outline(of: glyphRun.glyphs[0], face: glyphRun.face, size: 17)
  #expect(!outline.isEmpty)
  guard case .moveTo = outline.elements.first else {
    Issue.record("an outline starts with moveTo")
    return
  }
  #expect(outline.elements.last == .close)
  let points = outline.elements.compactMap { element -> Point? in
    if case .lineTo(let point) = element { return point }
    if case .moveTo(let point) = element { return point }
    return nil
  }
  // "H" stands on the baseline and rises about a cap height (0.7 em) above it: y is negative.
  let top = try #require(points.map(\.y).min())
  let bottom = try #require(points.map(\.y).max())
  #expect(abs(bottom) < 0.01)
  #expect(top < -17 * 0.6 && top > -17 * 0.8)
  // Twice the size, twice the outline.
  let large = system.outline(of: glyphRun.glyphs[0], face: glyphRun.face, size: 34)
  #expect(large == outline.scaled(by: 2))
}

@Test func curvedGlyphsHaveCurves() throws {
  let system = try text.get()
  for design in FontSpec.Design.allCases {
    let glyphRun = system.layout([run("o", design: design)], style: ParagraphStyle(), width: nil).glyphRuns[0]
    let outline = system.outline(of: glyphRun.glyphs[0], face: glyphRun.face, size: 17)
    #expect(
      outline.elements.contains {
        if case .quadTo = $0 { return true }
        if case .cubicTo = $0 { return true }
        return false
      })
  }
}

@Test func aSpaceHasNoOutlineAndOutlineFacesNoColourImage() throws {
  let system = try text.get()
  let glyphRun = system.layout([run("a b")], style: ParagraphStyle(), width: nil).glyphRuns[0]
  #expect(system.outline(of: glyphRun.glyphs[1], face: glyphRun.face, size: 17).isEmpty)
  #expect(system.colorImage(of: glyphRun.glyphs[0], face: glyphRun.face, size: 17) == nil)
  #expect(system.outline(of: 1, face: FaceID(path: "/no/such/font.ttf"), size: 17).isEmpty)
}

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-color-emoji (make setup)"))
func emojiComeAsPremultipliedColourImagesScaledFromTheirStrike() throws {
  let system = try text.get()
  let glyphRun = system.layout([run("📚")], style: ParagraphStyle(), width: nil).glyphRuns[0]
  let image = try #require(system.colorImage(of: glyphRun.glyphs[0], face: glyphRun.face, size: 17))
  #expect(image.width > 100 && image.height > 100)  // the 109 px strike
  #expect(abs(image.scale - 17.0 / 109) < 1e-9)
  #expect(image.pixels.count == image.width * image.height * 4)
  // Drawn at 17 pt the image is about an em tall, mostly above the baseline.
  #expect(abs(Double(image.height) * image.scale - 17) < 4)
  #expect(image.bearingY < 0)
  // Premultiplied: no channel exceeds alpha; and the picture is not blank.
  var opaque = 0
  for pixel in stride(from: 0, to: image.pixels.count, by: 4) {
    let alpha = image.pixels[pixel + 3]
    #expect(
      image.pixels[pixel] <= alpha && image.pixels[pixel + 1] <= alpha && image.pixels[pixel + 2] <= alpha)
    if alpha == 255 { opaque += 1 }
  }
  #expect(opaque > image.width * image.height / 4)
}
