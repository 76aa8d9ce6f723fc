import Testing

@testable import TintypeText

/// One cache for the whole test run, as a renderer would keep one.
let faces = Result { try FaceCache(directory: FontDirectory.locate()) }

@Test(
  arguments: InterFaces.files.keys.sorted { ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0) })
func everyInterFaceLoads(descriptor: FaceDescriptor) throws {
  let face = try faces.get().face(for: descriptor)
  #expect(face.familyName == "Inter")
  #expect(face.styleName.contains("Italic") == descriptor.italic)
  #expect(face.unitsPerEm > 0)
  #expect(face.ascender > 0)
  #expect(face.descender < 0)
  #expect(face.lineGap >= 0)
  #expect(face.glyphCount > 1000)
  #expect(face.glyphIndex(for: "A") != nil)
}

@Test func eachBundledFileIsItsOwnWeight() throws {
  let regular = try faces.get().face(for: FaceDescriptor(weight: 400))
  let bold = try faces.get().face(for: FaceDescriptor(weight: 700))
  let boldItalic = try faces.get().face(for: FaceDescriptor(weight: 700, italic: true))
  #expect(regular.styleName == "Regular")
  #expect(bold.styleName == "Bold")
  #expect(boldItalic.styleName == "Bold Italic")
}

@Test func theCacheLoadsEachFileOnce() throws {
  let cache = try faces.get()
  #expect(try cache.face(for: FaceDescriptor()) === cache.face(atRelativePath: "Inter/Inter-Regular.otf"))
}

@Test func aCharacterTheFontLacksHasNoGlyph() throws {
  let face = try faces.get().face(for: FaceDescriptor())
  #expect(face.glyphIndex(for: "한") == nil)  // Hangul comes from a fallback font
}

@Test func wideLettersAdvanceFurtherThanNarrowOnes() throws {
  let face = try faces.get().face(for: FaceDescriptor())
  let w = try face.advance(ofGlyph: #require(face.glyphIndex(for: "W")), pixelSize: 17)
  let i = try face.advance(ofGlyph: #require(face.glyphIndex(for: "i")), pixelSize: 17)
  #expect(w > i)
  #expect(i > 0)
  #expect(w < 17 * 1.5)
}

@Test func advancesScaleWithSizeAndKeepTheirFraction() throws {
  let face = try faces.get().face(for: FaceDescriptor())
  let glyph = try #require(face.glyphIndex(for: "W"))
  let small = try face.advance(ofGlyph: glyph, pixelSize: 17)
  let large = try face.advance(ofGlyph: glyph, pixelSize: 34)
  #expect(abs(large - 2 * small) < 0.01)
  #expect(try face.advance(ofGlyph: glyph, pixelSize: 17) == small)
  // Unhinted: a width that would round to whole pixels under hinting keeps its fraction.
  let sizes = [11.0, 13, 15, 17, 20, 22]
  #expect(
    try sizes.contains {
      try face.advance(ofGlyph: glyph, pixelSize: $0).rounded() != face.advance(ofGlyph: glyph, pixelSize: $0)
    })
}

@Test func boldIsAtLeastAsWideAsRegular() throws {
  let regular = try faces.get().face(for: FaceDescriptor(weight: 400))
  let bold = try faces.get().face(for: FaceDescriptor(weight: 700))
  let regularW = try regular.advance(ofGlyph: #require(regular.glyphIndex(for: "W")), pixelSize: 17)
  let boldW = try bold.advance(ofGlyph: #require(bold.glyphIndex(for: "W")), pixelSize: 17)
  #expect(boldW >= regularW)
}

@Test(arguments: [0.0, -3, .nan, .infinity])
func pixelSizesThatAreNotPositiveAreRefused(size: Double) throws {
  let face = try faces.get().face(for: FaceDescriptor())
  let glyph = try #require(face.glyphIndex(for: "A"))
  #expect(throws: FontError.self) { try face.advance(ofGlyph: glyph, pixelSize: size) }
}

@Test func aGlyphPastTheEndIsAnError() throws {
  let face = try faces.get().face(for: FaceDescriptor())
  #expect(throws: FontError.self) { try face.advance(ofGlyph: UInt32(face.glyphCount + 10), pixelSize: 17) }
}

@Test func aMissingFileIsAnErrorNamingThePath() {
  let path = "/no/such/dir/Missing-Regular.otf"
  #expect(throws: FontError.fileNotFound(path: path)) { try FontFace(path: path) }
  #expect(FontError.fileNotFound(path: path).description.contains(path))
}

@Test func aFileThatIsNotAFontIsAnErrorNamingThePath() throws {
  let path = try FontDirectory.locate().path(of: "Inter/LICENSE.txt")
  #expect {
    try FontFace(path: path)
  } throws: { error in
    guard case FontError.unreadableFont(let failing, _) = error else { return false }
    return failing == path && "\(error)".contains(path)
  }
}

@Test func aWeightWithNoFileIsAnError() throws {
  #expect(throws: FontError.noFace(FaceDescriptor(weight: 450))) {
    try faces.get().face(for: FaceDescriptor(weight: 450))
  }
}
