import Testing

@testable import TintypeText

/// `allowsTightening(true)`: a line that would be cut is drawn whole, its characters closer
/// together, when it is at most `ParagraphLayout.tighteningFactor` (5 %) wider than its space.
@Suite struct TighteningTests {
  let title = "Pride and Prejudice"

  func tight(_ width: Double, lineLimit: Int = 1) throws -> TextLayout {
    try layout(title, width: width, style: ParagraphStyle(lineLimit: lineLimit, allowsTightening: true))
  }

  @Test func aLineAFewPercentTooWideIsPulledInInsteadOfCut() throws {
    let natural = try width(of: title)
    let space = natural / 1.04
    let laidOut = try tight(space)
    #expect(!laidOut.isTruncated)
    #expect(abs(laidOut.size.width - space) < 1e-9, "\(laidOut.size.width) in \(space)")
    // Every glyph is kept, none is an ellipsis, and they keep their order left to right.
    let whole = try layout(title)
    #expect(laidOut.glyphRuns.flatMap(\.glyphs) == whole.glyphRuns.flatMap(\.glyphs))
    let xs = laidOut.glyphRuns.flatMap(\.positions).map(\.x)
    #expect(xs == xs.sorted())
    // Each gap gives the same: the last glyph moves in by the whole difference.
    let wholeXs = whole.glyphRuns.flatMap(\.positions).map(\.x)
    let gaps = Double(title.count - 1)
    for (index, (a, b)) in zip(xs, wholeXs).enumerated() {
      #expect(abs((b - a) - (natural - space) / gaps * Double(index)) < 1e-9, "glyph \(index)")
    }
  }

  @Test func aLineMoreThanFivePercentTooWideIsCutAsBefore() throws {
    let natural = try width(of: title)
    let laidOut = try tight(natural / 1.06)
    let cut = try layout(title, width: natural / 1.06, style: ParagraphStyle(lineLimit: 1))
    #expect(laidOut.isTruncated)
    #expect(laidOut == cut)
  }

  @Test func withoutTheModifierTheLineIsCut() throws {
    let natural = try width(of: title)
    #expect(try layout(title, width: natural / 1.04, style: ParagraphStyle(lineLimit: 1)).isTruncated)
  }

  @Test func theLastOfSeveralLinesIsTightenedToo() throws {
    // "Emma" alone on its hard line, then the title a little too wide for the second line.
    let space = try width(of: title) / 1.03
    let laidOut = try layout(
      "Emma\n" + title, width: space, style: ParagraphStyle(lineLimit: 2, allowsTightening: true))
    #expect(laidOut.lines.count == 2 && !laidOut.isTruncated, "\(laidOut.lines.map(\.width))")
    #expect(abs(laidOut.lines[1].width - space) < 1e-9)
    #expect(laidOut.lines[0] == (try layout("Emma\n" + title, width: space)).lines[0])
  }

  @Test func tighteningCannotBringBackALaterHardLine() throws {
    let space = try width(of: title) / 1.03
    let laidOut = try layout(
      title + "\nEmma", width: space, style: ParagraphStyle(lineLimit: 1, allowsTightening: true))
    #expect(laidOut.isTruncated)
  }

  @Test func textThatFitsIsLeftAlone() throws {
    let natural = try width(of: title)
    #expect(
      try tight(natural + 10) == (try layout(title, width: natural + 10, style: ParagraphStyle(lineLimit: 1)))
    )
  }
}
