import Testing

@testable import TintypeText

private func glyphs(_ layout: TextLayout) -> [GlyphID] { layout.glyphRuns.flatMap(\.glyphs) }

@Test func tailTruncationEndsWithAnEllipsisThatFits() throws {
  let ellipsis = try ellipsisGlyph()
  let laidOut = try layout(sentence, width: 120, style: ParagraphStyle(lineLimit: 1))
  #expect(laidOut.lines.count == 1)
  #expect(laidOut.isTruncated)
  #expect(laidOut.lines[0].width <= 120)
  #expect(laidOut.lines[0].width > 100)
  #expect(glyphs(laidOut).last == ellipsis)
  #expect(glyphs(laidOut).filter { $0 == ellipsis }.count == 1)
}

@Test func headTruncationPutsTheEllipsisFirst() throws {
  let ellipsis = try ellipsisGlyph()
  let laidOut = try layout(sentence, width: 120, style: ParagraphStyle(lineLimit: 1, truncation: .head))
  #expect(laidOut.isTruncated)
  #expect(laidOut.lines[0].width <= 120)
  #expect(glyphs(laidOut).first == ellipsis)
  // The end of the text is kept.
  let end = try layout("Linux.")
  #expect(Array(glyphs(laidOut).suffix(6)) == glyphs(end))
}

@Test func middleTruncationPutsTheEllipsisBetweenStartAndEnd() throws {
  let ellipsis = try ellipsisGlyph()
  let laidOut = try layout(sentence, width: 120, style: ParagraphStyle(lineLimit: 1, truncation: .middle))
  #expect(laidOut.isTruncated)
  #expect(laidOut.lines[0].width <= 120)
  let all = glyphs(laidOut)
  let index = try #require(all.firstIndex(of: ellipsis))
  #expect(index > 2 && index < all.count - 3)
  #expect(Array(all.prefix(3)) == glyphs(try layout("Tin")))
  #expect(Array(all.suffix(3)) == glyphs(try layout("ux.")))
}

@Test func lineLimitKeepsTheFirstLinesAndTruncatesTheLast() throws {
  let ellipsis = try ellipsisGlyph()
  let full = try layout(sentence, width: 100)
  let limited = try layout(sentence, width: 100, style: ParagraphStyle(lineLimit: 2))
  #expect(full.lines.count > 2)
  #expect(limited.lines.count == 2)
  #expect(limited.lines[0] == full.lines[0])
  #expect(limited.lines[1].width <= 100)
  #expect(glyphs(limited).last == ellipsis)
}

@Test func textThatFitsIsNotTruncated() throws {
  let ellipsis = try ellipsisGlyph()
  let laidOut = try layout("Short", width: 200, style: ParagraphStyle(lineLimit: 1))
  #expect(!laidOut.isTruncated)
  #expect(!glyphs(laidOut).contains(ellipsis))
}

@Test func aLineLimitOnHardLinesAddsAnEllipsisWithoutAWidth() throws {
  let ellipsis = try ellipsisGlyph()
  let laidOut = try layout("First\nSecond", style: ParagraphStyle(lineLimit: 1))
  #expect(laidOut.lines.count == 1)
  #expect(laidOut.isTruncated)
  #expect(glyphs(laidOut).last == ellipsis)
}

@Test func minimumScaleFactorShrinksUntilTheTextFits() throws {
  let natural = try width(of: "Reading Goals")
  let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
  let laidOut = try layout("Reading Goals", width: natural * 0.8, style: style)
  #expect(!laidOut.isTruncated)
  #expect(laidOut.scaleFactorApplied < 1)
  #expect(laidOut.scaleFactorApplied >= 0.79 && laidOut.scaleFactorApplied <= 0.81)
  #expect(laidOut.size.width <= natural * 0.8)
  #expect(laidOut.glyphRuns[0].size == 17 * laidOut.scaleFactorApplied)
  // One step larger would not have fitted.
  #expect(natural * (laidOut.scaleFactorApplied + 0.01) > natural * 0.8 - 1e-9)
}

@Test func minimumScaleFactorNeverGoesBelowTheFactorAndThenTruncates() throws {
  let natural = try width(of: "Reading Goals")
  let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
  let laidOut = try layout("Reading Goals", width: natural * 0.3, style: style)
  #expect(laidOut.scaleFactorApplied == 0.5)
  #expect(laidOut.isTruncated)
  #expect(laidOut.size.width <= natural * 0.3)
  #expect(laidOut.glyphRuns[0].size == 8.5)
}

@Test func withoutAWidthNothingShrinks() throws {
  let laidOut = try layout("Reading Goals", style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5))
  #expect(laidOut.scaleFactorApplied == 1)
}
