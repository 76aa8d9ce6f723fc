import Testing

@testable import TintypeText

@Test func kerningPullsAVTogether() throws {
  let face = try #require(
    try text.get().face(BundledFaces.face(design: .default, weight: 400, italic: false)))
  let a = try face.advance(ofGlyph: #require(face.glyphIndex(for: "A")), pixelSize: 17)
  let v = try face.advance(ofGlyph: #require(face.glyphIndex(for: "V")), pixelSize: 17)
  let shaped = try width(of: "AV")
  #expect(shaped < a + v)
  #expect(shaped > (a + v) * 0.8)
}

@Test func shapingIsConsistentWithLigatures() throws {
  // Whether or not Inter forms an "fi" ligature, the pair measures the same alone and inside a word,
  // and a ligature, if formed, is one glyph for two characters.
  let pair = try layout("fi")
  let glyphs = pair.glyphRuns.flatMap(\.glyphs)
  #expect(glyphs.count == 1 || glyphs.count == 2)
  #expect(!glyphs.contains(0))
  let fif = try width(of: "fif")
  let f = try width(of: "f")
  #expect(abs(fif - (pair.size.width + f)) < 0.5)
}

@Test func trackingAddsOneAmountPerCharacterIncludingTheLast() throws {
  let plain = try text.get().layout([run("Tint")], style: ParagraphStyle(), width: nil)
  var spaced = run("Tint")
  spaced.tracking = 2
  let tracked = try text.get().layout([spaced], style: ParagraphStyle(), width: nil)
  // n characters gain n × tracking: the space after the last one counts too (4 × 2 pt).
  #expect(abs(tracked.size.width - plain.size.width - 8) < 1e-9)
  var kerned = run("Tint")
  kerned.kerning = 1.5
  let withKerning = try text.get().layout([kerned], style: ParagraphStyle(), width: nil)
  #expect(abs(withKerning.size.width - plain.size.width - 6) < 1e-9)
}

@Test func monospacedDigitsMakeEveryDigitTheSameWidth() throws {
  var ones = run("1111")
  var eights = run("8888")
  #expect(try width(of: "1111") != width(of: "8888"))
  ones.font.monospacedDigit = true
  eights.font.monospacedDigit = true
  let system = try text.get()
  let a = system.layout([ones], style: ParagraphStyle(), width: nil).size.width
  let b = system.layout([eights], style: ParagraphStyle(), width: nil).size.width
  #expect(abs(a - b) < 1e-9)
}

@Test func boldIsWiderThanRegular() throws {
  let system = try text.get()
  let regular = system.layout([run("Reading goal")], style: ParagraphStyle(), width: nil)
  let bold = system.layout([run("Reading goal", weight: 700)], style: ParagraphStyle(), width: nil)
  #expect(bold.size.width > regular.size.width)
  #expect(bold.faces != regular.faces)
}

@Test(arguments: FontSpec.Design.allCases)
func eachDesignLoadsItsOwnFace(design: FontSpec.Design) throws {
  let system = try text.get()
  let laidOut = system.layout([run("Hello", design: design)], style: ParagraphStyle(), width: nil)
  let face = try #require(laidOut.faces.first)
  let expected = [
    "default": "Inter", "rounded": "Quicksand", "serif": "Noto Serif", "monospaced": "JetBrains Mono",
  ]
  #expect(system.face(face)?.familyName == expected[design.rawValue])
  #expect(laidOut.missingCharacters.isEmpty)
  #expect(!laidOut.glyphRuns.flatMap(\.glyphs).contains(0))
}

@Test func monospacedTextHasOneAdvanceForEveryCharacter() throws {
  let system = try text.get()
  let narrow = system.layout([run("iiii", design: .monospaced)], style: ParagraphStyle(), width: nil)
  let wide = system.layout([run("WWWW", design: .monospaced)], style: ParagraphStyle(), width: nil)
  #expect(abs(narrow.size.width - wide.size.width) < 1e-9)
}

@Test func largerTextIsProportionallyWider() throws {
  let small = try width(of: "Reading Log", size: 17)
  let large = try width(of: "Reading Log", size: 34)
  #expect(abs(large - 2 * small) < 1e-6)
}

@Test func aMissingCharacterIsReportedAndDrawnAsNotdef() throws {
  // A private-use scalar from plane 16: no bundled or fallback face has it (Inter maps some of
  // U+E000… to its own glyphs).
  let laidOut = try layout("a\u{10FFFD}b")
  #expect(laidOut.missingCharacters == ["\u{10FFFD}"])
  let glyphs = laidOut.glyphRuns.flatMap(\.glyphs)
  #expect(glyphs.count == 3)
  #expect(glyphs.contains(0))
  #expect(laidOut.size.width > (try width(of: "ab")))
}

@Test func textWithEveryCharacterCoveredReportsNothingMissing() throws {
  #expect(try layout("Reading Goals — 12 of 20 books").missingCharacters.isEmpty)
}
