import Testing

@testable import TintypeText

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-cjk (make setup)"))
func hangulComesFromTheKoreanFallbackFace() throws {
  let system = try text.get()
  let laidOut = system.layout([run("안녕하세요")], style: ParagraphStyle(), width: nil)
  #expect(laidOut.missingCharacters.isEmpty)
  #expect(laidOut.size.width > 17 * 4)
  let runs = laidOut.glyphRuns
  #expect(runs.count == 1)
  #expect(runs[0].glyphs.count == 5)
  #expect(!runs[0].glyphs.contains(0))
  #expect(system.face(runs[0].face)?.familyName == "Noto Sans CJK KR")
}

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-color-emoji (make setup)"))
func emojiComeFromTheColourFace() throws {
  let system = try text.get()
  let laidOut = system.layout([run("📚🔥")], style: ParagraphStyle(), width: nil)
  #expect(laidOut.missingCharacters.isEmpty)
  #expect(laidOut.size.width > 17)
  let runs = laidOut.glyphRuns
  #expect(runs.count == 1)
  #expect(runs[0].isColor)
  #expect(runs[0].glyphs.count == 2)
  #expect(!runs[0].glyphs.contains(0))
}

@Test(.enabled(if: fallbackFontsInstalled, "needs the system fallback fonts (make setup)"))
func mixedTextSwitchesFacesOnlyWhereThePrimaryFaceLacksGlyphs() throws {
  let laidOut = try layout("Hi 안녕 📚!")
  #expect(laidOut.missingCharacters.isEmpty)
  let faces = laidOut.glyphRuns.map(\.face)
  #expect(faces.first == BundledFaces.face(design: .default, weight: 400, italic: false))
  #expect(Set(faces).count == 3)
  #expect(faces.last == faces.first)  // the "!" is back in Inter
}

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-cjk (make setup)"))
func hanTakesTheJapaneseFaceInTextWithKana() throws {
  let system = try text.get()
  let japanese = system.layout([run("ひらがなと漢字")], style: ParagraphStyle(), width: nil)
  let chinese = system.layout([run("汉字")], style: ParagraphStyle(), width: nil)
  #expect(japanese.glyphRuns.map { system.face($0.face)?.familyName } == ["Noto Sans CJK JP"])
  #expect(chinese.glyphRuns.map { system.face($0.face)?.familyName } == ["Noto Sans CJK SC"])
}

@Test func hebrewAndArabicComeFromTheBundledFaces() throws {
  let system = try text.get()
  let hebrew = system.layout([run("שלום")], style: ParagraphStyle(), width: nil)
  let arabic = system.layout([run("مرحبا")], style: ParagraphStyle(), width: nil)
  #expect(hebrew.missingCharacters.isEmpty)
  #expect(arabic.missingCharacters.isEmpty)
  #expect(hebrew.glyphRuns.map { system.face($0.face)?.familyName } == ["Noto Sans Hebrew"])
  #expect(arabic.glyphRuns.map { system.face($0.face)?.familyName } == ["Noto Sans Arabic"])
}

@Test func aDesignThatLacksACharacterFallsBackToInter() throws {
  // Quicksand has no Greek; Inter does.
  let system = try text.get()
  let laidOut = system.layout([run("Ωmega", design: .rounded)], style: ParagraphStyle(), width: nil)
  #expect(laidOut.missingCharacters.isEmpty)
  #expect(laidOut.glyphRuns.map { system.face($0.face)?.familyName } == ["Inter", "Quicksand"])
}

@Test func missingFallbackFontsMakeCharactersMissingNotErrors() throws {
  let nowhere = SystemFallbackFonts(
    cjkRegularPath: "/no/such/cjk.ttc", cjkBoldPath: "/no/such/cjk-bold.ttc", emojiPath: "/no/such/emoji.ttf")
  let system = try TextSystem(directory: FontDirectory.locate(), fallbacks: nowhere)
  let laidOut = system.layout([run("Hi 안녕 📚")], style: ParagraphStyle(), width: nil)
  #expect(laidOut.missingCharacters == ["안", "녕", "📚"])
  // Drawn as the primary face's .notdef glyph, so the text keeps its length.
  let glyphs = laidOut.glyphRuns.flatMap(\.glyphs)
  #expect(glyphs.count == 7)
  #expect(glyphs.filter { $0 == 0 }.count == 3)
  #expect(laidOut.faces == [BundledFaces.face(design: .default, weight: 400, italic: false)])
}

@Test(.enabled(if: fallbackFontsInstalled, "needs fonts-noto-color-emoji (make setup)"))
func aSymbolWithAnEmojiFormPrefersTheEmojiFaceToCJK() throws {
  // U+260E BLACK TELEPHONE defaults to text presentation; Inter lacks it, Noto Sans CJK has it.
  let laidOut = try layout("\u{260E}")
  #expect(laidOut.glyphRuns.map(\.isColor) == [true])
  #expect(try layout("\u{260E}\u{FE0E}").glyphRuns.map(\.isColor) == [false])
}
