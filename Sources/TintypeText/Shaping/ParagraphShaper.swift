/// Turns runs into a `ShapedParagraph`: splits hard lines, picks a face for every character through
/// the cascade list, resolves bidi levels, cuts the text into items and shapes each with HarfBuzz.
struct ParagraphShaper {
  let cascade: CascadeList

  /// The horizontal ellipsis that marks truncated text.
  static let ellipsis: Unicode.Scalar = "\u{2026}"

  func shape(_ runs: [TextRun], rightToLeft: Bool) -> ShapedParagraph {
    var paragraph = ShapedParagraph(
      runs: runs, hardLines: [], faces: [], primaryFaces: [], ellipses: [], missingCharacters: [],
      isRightToLeft: rightToLeft)
    var faceSlots = FaceSlots()
    var missing = MissingScalars()
    paragraph.primaryFaces = runs.map { run in
      guard let (id, face) = cascade.primaryFace(for: run.font) else { return -1 }
      return faceSlots.slot(for: id, face: face)
    }
    let region = Self.preferredRegion(runs)
    for (text, lineRun) in Self.hardLines(of: runs) {
      paragraph.hardLines.append(
        shapeHardLine(
          text, run: lineRun, runs: runs, rightToLeft: rightToLeft, region: region,
          primaryFaces: paragraph.primaryFaces,
          faceSlots: &faceSlots, missing: &missing))
    }
    paragraph.ellipses = runs.indices.map { index in
      shapeEllipsis(
        run: index, runs: runs, rightToLeft: rightToLeft, region: region,
        primaryFaces: paragraph.primaryFaces,
        faceSlots: &faceSlots)
    }
    paragraph.faces = faceSlots.faces
    paragraph.missingCharacters = missing.scalars
    return paragraph
  }

  // MARK: Hard lines

  /// The characters between hard line breaks with the run of each, and the run each line belongs
  /// to. Empty text has no lines; a trailing line break starts an empty last line.
  static func hardLines(of runs: [TextRun]) -> [(text: [(Character, Int)], run: Int)] {
    var lines: [(text: [(Character, Int)], run: Int)] = []
    var current: [(Character, Int)] = []
    var currentRun = 0
    var sawAnything = false
    for (index, run) in runs.enumerated() {
      for character in run.text {
        if current.isEmpty && !sawAnything { currentRun = index }
        sawAnything = true
        if isHardBreak(character) {
          lines.append((current, current.first?.1 ?? currentRun))
          current = []
          currentRun = index
        } else {
          current.append((character, index))
        }
      }
    }
    if sawAnything { lines.append((current, current.first?.1 ?? currentRun)) }
    return lines
  }

  static func isHardBreak(_ character: Character) -> Bool {
    switch character {
    case "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return true
    default: return false
    }
  }

  /// Which regional CJK face Han characters use: Japanese when the text has kana, Korean when it
  /// has Hangul, Simplified Chinese otherwise (the system language being English).
  static func preferredRegion(_ runs: [TextRun]) -> SystemFallbackFonts.Region {
    var sawHangul = false
    for run in runs {
      for character in run.text {
        switch CharacterScript(character) {
        case .kana: return .japanese
        case .hangul: sawHangul = true
        default: break
        }
      }
    }
    return sawHangul ? .korean : .simplifiedChinese
  }

  // MARK: One hard line

  private func shapeHardLine(
    _ text: [(Character, Int)], run lineRun: Int, runs: [TextRun], rightToLeft: Bool,
    region: SystemFallbackFonts.Region, primaryFaces: [Int], faceSlots: inout FaceSlots,
    missing: inout MissingScalars
  ) -> HardLine {
    var scalars: [UInt32] = []
    var graphemeOfScalar: [Int] = []
    var graphemeStart: [Int] = []
    var faces: [Int] = []
    var scripts: [UInt32?] = []
    var graphemes: [Grapheme] = []
    for (index, (character, run)) in text.enumerated() {
      let script = CharacterScript(character)
      let drawn = character.unicodeScalars.map { $0 == "\t" ? " " : $0 }
      graphemeStart.append(scalars.count)
      for scalar in drawn {
        scalars.append(scalar.value)
        graphemeOfScalar.append(index)
      }
      faces.append(
        chooseFace(
          for: drawn, script: script, font: runs[run].font, primary: primaryFaces[run], region: region,
          faceSlots: &faceSlots, missing: &missing))
      scripts.append(drawn.lazy.compactMap(HarfBuzzShaper.script(of:)).first)
      graphemes.append(
        Grapheme(
          run: run, item: 0, level: 0, isSpace: LineBreakOpportunities.hangs(character), breakAfter: false,
          advance: 0))
    }
    // Each grapheme takes the level of its first scalar, and may break after it where a break is
    // allowed before the next one's first scalar.
    let scalarLevels = Bidi.levels(of: scalars, direction: rightToLeft ? .rightToLeft : .leftToRight).levels
    let breaks = LineBreakOpportunities.opportunities(scalars)
    let levels = graphemeStart.map { scalarLevels[$0] }
    let resolvedScripts = Self.resolve(scripts)
    for index in graphemes.indices {
      graphemes[index].level = levels[index]
      if index + 1 < graphemes.count { graphemes[index].breakAfter = breaks[graphemeStart[index + 1]] }
    }

    var items: [ShapedItem] = []
    var start = 0
    while start < graphemes.count {
      var end = start + 1
      while end < graphemes.count && graphemes[end].run == graphemes[start].run && faces[end] == faces[start]
        && levels[end] == levels[start] && resolvedScripts[end] == resolvedScripts[start]
      {
        end += 1
      }
      let run = runs[graphemes[start].run]
      let face = faceSlots.faces[faces[start]].face
      let scalarEnd = end < graphemeStart.count ? graphemeStart[end] : scalars.count
      let shaped = HarfBuzzShaper.shape(
        scalars, range: graphemeStart[start]..<scalarEnd, font: face.shapingFont,
        rightToLeft: levels[start] % 2 == 1,
        script: resolvedScripts[start], features: HarfBuzzShaper.features(for: run))
      let glyphs = Self.glyphs(
        shaped, graphemeOfScalar: graphemeOfScalar, graphemes: start..<end, run: run,
        unitScale: run.font.size / Double(face.unitsPerEm))
      for glyph in glyphs { graphemes[glyph.grapheme].advance += glyph.advance }
      for index in start..<end { graphemes[index].item = items.count }
      items.append(
        ShapedItem(
          run: graphemes[start].run, face: faces[start], level: levels[start], graphemes: start..<end,
          glyphs: glyphs))
      start = end
    }
    return HardLine(graphemes: graphemes, items: items, run: lineRun)
  }

  /// The face for one grapheme: the first in the cascade that has every glyph it needs, or the
  /// run's primary face (drawing .notdef) with the uncovered scalars reported.
  private func chooseFace(
    for scalars: [Unicode.Scalar], script: CharacterScript, font: FontSpec, primary: Int,
    region: SystemFallbackFonts.Region, faceSlots: inout FaceSlots, missing: inout MissingScalars
  ) -> Int {
    // Default-ignorable scalars (joiners, variation selectors, tags) and controls draw nothing, so
    // a face need not have them.
    let needed = scalars.filter { scalar in
      !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .control
    }
    if script != .emoji, primary >= 0,
      needed.allSatisfy({ faceSlots.faces[primary].face.glyphIndex(for: $0) != nil })
    {
      return primary
    }
    var loaded: [FontFace] = []
    for id in cascade.faces(for: font, script: script, preferredRegion: region) {
      guard let face = cascade.load(id) else { continue }
      if needed.allSatisfy({ face.glyphIndex(for: $0) != nil }) { return faceSlots.slot(for: id, face: face) }
      loaded.append(face)
    }
    for scalar in needed where !loaded.contains(where: { $0.glyphIndex(for: scalar) != nil }) {
      missing.insert(scalar)
    }
    // Keep whatever the primary face can draw; the rest shapes to its .notdef glyph.
    if primary >= 0 { return primary }
    let fallback = cascade.primaryFace(for: FontSpec(size: font.size))
    return fallback.map { faceSlots.slot(for: $0.0, face: $0.1) } ?? 0
  }

  /// Scripts for HarfBuzz: characters of no particular script (spaces, digits, punctuation) take
  /// the script before them, or after them at the start of a line.
  static func resolve(_ scripts: [UInt32?]) -> [UInt32] {
    var resolved: [UInt32] = []
    var current = scripts.lazy.compactMap { $0 }.first ?? HarfBuzzShaper.commonScript
    for script in scripts {
      if let script { current = script }
      resolved.append(current)
    }
    return resolved
  }

  /// HarfBuzz's glyphs converted to points at scale 1, with the run's tracking and kerning added
  /// after each grapheme.
  ///
  /// A glyph cluster may cover several graphemes (a ligature); it then gets the spacing of all of
  /// them, on its last glyph, so that n graphemes always gain n × (tracking + kerning), the last
  /// one included. In a right-to-left item the last glyph in visual order is the cluster's
  /// leftmost, so the extra space falls on the other side of each grapheme; widths are the same.
  static func glyphs(
    _ shaped: [HarfBuzzShaper.Glyph], graphemeOfScalar: [Int], graphemes: Range<Int>, run: TextRun,
    unitScale: Double
  ) -> [ShapedGlyph] {
    var glyphs = shaped.map { glyph in
      ShapedGlyph(
        id: glyph.id, grapheme: graphemeOfScalar[min(glyph.cluster, graphemeOfScalar.count - 1)],
        advance: Double(glyph.xAdvance) * unitScale, xOffset: Double(glyph.xOffset) * unitScale,
        yOffset: Double(glyph.yOffset) * unitScale)
    }
    let spacing = run.tracking + run.kerning
    guard spacing != 0, !glyphs.isEmpty else { return glyphs }
    let clusterStarts = Set(glyphs.map(\.grapheme)).sorted()
    for (position, start) in clusterStarts.enumerated() {
      let next = position + 1 < clusterStarts.count ? clusterStarts[position + 1] : graphemes.upperBound
      guard let last = glyphs.indices.last(where: { glyphs[$0].grapheme == start }) else { continue }
      glyphs[last].advance += spacing * Double(next - start)
    }
    return glyphs
  }

  // MARK: Ellipsis

  private func shapeEllipsis(
    run index: Int, runs: [TextRun], rightToLeft: Bool, region: SystemFallbackFonts.Region,
    primaryFaces: [Int],
    faceSlots: inout FaceSlots
  ) -> ShapedItem {
    let run = runs[index]
    var ignored = MissingScalars()
    let face = chooseFace(
      for: [Self.ellipsis], script: .other, font: run.font, primary: primaryFaces[index], region: region,
      faceSlots: &faceSlots, missing: &ignored)
    let level: UInt8 = rightToLeft ? 1 : 0
    guard face < faceSlots.faces.count else {
      return ShapedItem(run: index, face: face, level: level, graphemes: 0..<1, glyphs: [])
    }
    let font = faceSlots.faces[face].face
    let shaped = HarfBuzzShaper.shape(
      [Self.ellipsis.value], range: 0..<1, font: font.shapingFont, rightToLeft: rightToLeft,
      script: HarfBuzzShaper.commonScript, features: HarfBuzzShaper.features(for: run))
    let glyphs = Self.glyphs(
      shaped, graphemeOfScalar: [0], graphemes: 0..<1, run: run,
      unitScale: run.font.size / Double(font.unitsPerEm))
    return ShapedItem(run: index, face: face, level: level, graphemes: 0..<1, glyphs: glyphs)
  }
}

/// The faces a paragraph uses, each with a stable slot number in order of first use.
struct FaceSlots {
  private(set) var faces: [ShapedFace] = []
  private var slots: [FaceID: Int] = [:]

  mutating func slot(for id: FaceID, face: FontFace) -> Int {
    if let slot = slots[id] { return slot }
    faces.append(ShapedFace(id: id, face: face))
    slots[id] = faces.count - 1
    return faces.count - 1
  }
}

/// Scalars no face could draw, each once, in order of first appearance.
struct MissingScalars {
  private(set) var scalars: [Unicode.Scalar] = []
  private var seen: Set<Unicode.Scalar> = []

  mutating func insert(_ scalar: Unicode.Scalar) {
    if seen.insert(scalar).inserted { scalars.append(scalar) }
  }
}
