import Testing
import TintypeCore

@testable import TintypeText

let sentence = "Tintype renders WidgetKit widgets to PNG files without an Apple device, on Linux."

@Test func aLongSentenceWrapsIntoLinesNoWiderThanTheWidth() throws {
  let laidOut = try layout(sentence, width: 100)
  #expect(laidOut.lines.count >= 4)
  for line in laidOut.lines { #expect(line.width <= 100) }
  #expect(laidOut.size.width <= 100)
  #expect(!laidOut.isTruncated)
  // Every glyph of the text is on some line; only the spaces at line ends are dropped.
  let spaces = sentence.filter { $0 == " " }.count
  let glyphs = laidOut.glyphRuns.flatMap(\.glyphs).count
  #expect(glyphs >= sentence.count - spaces && glyphs <= sentence.count)
}

@Test func linesBreakAtSpacesNotInsideWords() throws {
  let laidOut = try layout("alpha beta gamma delta", width: try width(of: "gamma delta") + 1)
  #expect(laidOut.lines.count == 2)
  #expect(abs(laidOut.lines[0].width - (try width(of: "alpha beta"))) < 1e-6)
  #expect(abs(laidOut.lines[1].width - (try width(of: "gamma delta"))) < 1e-6)
}

@Test func aBreakMayFollowAHyphen() throws {
  let laidOut = try layout("well-known", width: max(try width(of: "well-"), try width(of: "known")) + 1)
  #expect(laidOut.lines.count == 2)
  #expect(abs(laidOut.lines[0].width - (try width(of: "well-"))) < 1e-6)
}

@Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
  let laidOut = try layout("Supercalifragilistic", width: 60)
  #expect(laidOut.lines.count > 1)
  for line in laidOut.lines { #expect(line.width <= 60) }
}

@Test func unconstrainedWidthGivesOneLine() throws {
  let laidOut = try layout(sentence)
  #expect(laidOut.lines.count == 1)
  #expect(laidOut.size.width == laidOut.lines[0].width)
  // Proposing the measured width back keeps the text on one line.
  #expect(try layout(sentence, width: laidOut.size.width).lines.count == 1)
}

@Test func aHardNewlineGivesTwoLines() throws {
  let laidOut = try layout("Reading\nGoals")
  #expect(laidOut.lines.count == 2)
  #expect(laidOut.lines[1].baseline > laidOut.lines[0].baseline)
  #expect(laidOut.size.width == max(try width(of: "Reading"), try width(of: "Goals")))
  #expect(try layout("a\n").lines.count == 2)
  #expect(try layout("").lines.isEmpty)
  #expect(try layout("").size == Size(width: 0, height: 0))
}

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-cjk (make setup)"))
func chineseBreaksBetweenAnyCharactersButKoreanAtSpaces() throws {
  let chinese = try layout("我们一起读书", width: 17 * 3.5)
  #expect(chinese.lines.count == 2)
  #expect(chinese.lines[0].glyphRuns.flatMap(\.glyphs).count == 3)
  // Korean keeps words whole: "안녕하세요 여러분" breaks at the space, not inside "안녕하세요".
  let korean = try layout("안녕하세요 여러분", width: 17 * 5.5)
  #expect(korean.lines.count == 2)
  #expect(korean.lines[0].glyphRuns.flatMap(\.glyphs).count == 5)
}

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-cjk (make setup)"))
func closingPunctuationNeverStartsALine() throws {
  let laidOut = try layout("我们读书。好", width: 17 * 4.2)
  #expect(laidOut.lines.count == 2)
  // "。" stays on the first line with "书" or goes down with it.
  #expect(laidOut.lines[1].glyphRuns.flatMap(\.glyphs).count >= 2)
}

@Test func lineHeightSetsTheBaselineToBaselineDistance() throws {
  var spec = run("One\nTwo\nThree")
  spec.font.lineHeight = 30
  let laidOut = try text.get().layout([spec], style: ParagraphStyle(), width: nil)
  #expect(laidOut.lines.count == 3)
  #expect(abs(laidOut.lines[1].baseline - laidOut.lines[0].baseline - 30) < 1e-9)
  #expect(abs(laidOut.lines[2].baseline - laidOut.lines[1].baseline - 30) < 1e-9)
  #expect(abs(laidOut.size.height - 90) < 1e-9)
  // The extra leading is split: the first baseline sits half of it below the natural ascent.
  let natural = try layout("One")
  let extra = 30 - natural.size.height
  #expect(abs(laidOut.firstBaseline - (natural.firstBaseline + extra / 2)) < 1e-9)
}

@Test func naturalLineHeightComesFromTheFaceAndLineSpacingIsAdded() throws {
  let one = try layout("One")
  let face = try #require(
    try text.get().face(BundledFaces.face(design: .default, weight: 400, italic: false)))
  let expected = Double(face.ascender - face.descender + face.lineGap) / Double(face.unitsPerEm) * 17
  #expect(abs(one.size.height - expected) < 1e-9)
  let spaced = try layout("One\nTwo", style: ParagraphStyle(lineSpacing: 5))
  #expect(abs(spaced.size.height - (2 * expected + 5)) < 1e-9)
}

@Test func minimumLinesReservesHeight() throws {
  let one = try layout("One")
  let reserved = try layout("One", style: ParagraphStyle(minimumLines: 3))
  #expect(reserved.lines.count == 1)
  #expect(abs(reserved.size.height - 3 * one.size.height) < 1e-9)
}

@Test(arguments: [ParagraphStyle.Alignment.leading, .center, .trailing])
func linesAlignWithinTheWidestLine(alignment: ParagraphStyle.Alignment) throws {
  let laidOut = try layout("A much longer line\nShort", style: ParagraphStyle(alignment: alignment))
  let (long, short) = (laidOut.lines[0], laidOut.lines[1])
  #expect(long.x == 0)
  switch alignment {
  case .leading: #expect(short.x == 0)
  case .center: #expect(abs(short.x - (long.width - short.width) / 2) < 1e-9)
  case .trailing: #expect(abs(short.x + short.width - long.width) < 1e-9)
  }
  #expect(laidOut.lines[1].glyphRuns[0].positions[0].x >= short.x)
}

@Test func rightToLeftParagraphsAlignLeadingToTheRight() throws {
  let laidOut = try layout("A much longer line\nShort", style: ParagraphStyle(isRightToLeft: true))
  #expect(abs(laidOut.lines[1].x + laidOut.lines[1].width - laidOut.size.width) < 1e-9)
}

@Test func hebrewInsideEnglishIsSetRightToLeft() throws {
  let system = try text.get()
  let laidOut = system.layout([run("abc שלום def")], style: ParagraphStyle(), width: nil)
  let runs = laidOut.glyphRuns
  #expect(runs.count == 3)
  #expect(system.face(runs[1].face)?.familyName == "Noto Sans Hebrew")
  // HarfBuzz returns the Hebrew glyphs in visual order: the last letter (ם) is drawn leftmost.
  let hebrew = try #require(system.face(runs[1].face))
  #expect(runs[1].glyphs.first == hebrew.glyphIndex(for: "ם"))
  #expect(runs[1].glyphs.last == hebrew.glyphIndex(for: "ש"))
  #expect(runs[0].positions[0].x < runs[1].positions[0].x)
  #expect(runs[1].positions[0].x < runs[2].positions[0].x)
}

@Test func englishInsideAHebrewParagraphKeepsItsOrderButMovesLeft() throws {
  let system = try text.get()
  let laidOut = system.layout([run("שלום abc")], style: ParagraphStyle(isRightToLeft: true), width: nil)
  let runs = laidOut.glyphRuns
  #expect(runs.count == 2)
  // In a right-to-left paragraph the first word (Hebrew) is on the right.
  #expect(system.face(runs[0].face)?.familyName == "Inter")
  #expect(system.face(runs[1].face)?.familyName == "Noto Sans Hebrew")
}

@Test func underlineAndStrikethroughSpanTheirRun() throws {
  var decorated = run("Read")
  decorated.underline = true
  decorated.strikethrough = true
  decorated.attribute = 7
  let laidOut = try text.get().layout([run("To "), decorated], style: ParagraphStyle(), width: nil)
  let decorations = laidOut.lines[0].decorations
  #expect(decorations.count == 2)
  let underline = try #require(decorations.first { $0.kind == .underline })
  let strike = try #require(decorations.first { $0.kind == .strikethrough })
  #expect(underline.attribute == 7)
  let read = laidOut.glyphRuns.flatMap(\.positions)[3]  // "T", "o", " ", then "R"
  #expect(abs(underline.frame.x - read.x) < 1e-9)
  #expect(abs(underline.frame.maxX - laidOut.size.width) < 1e-9)
  #expect(underline.frame.y > laidOut.firstBaseline)  // below the baseline
  #expect(strike.frame.y < laidOut.firstBaseline)  // above it
  #expect(underline.frame.height > 0 && strike.frame.height > 0)
}

@Test func baselineOffsetRaisesGlyphsAndGrowsTheLine() throws {
  var raised = run("2")
  raised.baselineOffset = 6
  let plain = try layout("x2")
  let laidOut = try text.get().layout([run("x"), raised], style: ParagraphStyle(), width: nil)
  #expect(abs(laidOut.size.height - plain.size.height - 6) < 1e-9)
  // Same face, size and attribute: one glyph run, with the raised glyph 6 pt higher.
  let positions = laidOut.glyphRuns.flatMap(\.positions)
  #expect(positions.count == 2)
  #expect(abs(positions[1].y - (positions[0].y - 6)) < 1e-9)
}

@Test func arabicLettersJoin() throws {
  let system = try text.get()
  let laidOut = system.layout([run("مرحبا")], style: ParagraphStyle(isRightToLeft: true), width: nil)
  let glyphRun = try #require(laidOut.glyphRuns.first)
  let face = try #require(system.face(glyphRun.face))
  // Shaped right to left, the word's first letter is drawn last (rightmost), in its initial form,
  // not the isolated form the character map gives.
  let meem = try #require(face.glyphIndex(for: "م"))
  #expect(glyphRun.glyphs.count == 5)
  #expect(glyphRun.glyphs.last != meem)
  #expect(!glyphRun.glyphs.contains(0))
}

@Test func aTruncatedRightToLeftLineEndsWithTheEllipsisOnTheLeft() throws {
  let hebrew = String(repeating: "שלום עולם ", count: 8)
  let laidOut = try layout(hebrew, width: 100, style: ParagraphStyle(lineLimit: 1, isRightToLeft: true))
  #expect(laidOut.isTruncated)
  #expect(laidOut.lines[0].width <= 100)
  let ellipsis = try ellipsisGlyph()
  let first = try #require(laidOut.glyphRuns.first)
  #expect(first.glyphs.first == ellipsis)
  #expect(first.positions.first?.x == laidOut.lines[0].x)
}
