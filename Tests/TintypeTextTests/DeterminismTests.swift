import Testing

@testable import TintypeText

private let mixed = [
  run("Reading Goals: 12 of 20 books — well-known favourites, "),
  TextRun(
    text: "안녕 📚 שלום", font: FontSpec(weight: 700, size: 15), tracking: 0.5, underline: true, attribute: 2),
  run(" and a long tail of words to wrap."),
]

@Test func layingOutTwiceGivesTheSameResult() throws {
  let style = ParagraphStyle(lineLimit: 3, alignment: .center, lineSpacing: 2)
  let first = try text.get().layout(mixed, style: style, width: 150)
  // A fresh system has empty caches: the result must not depend on them.
  let second = try TextSystem().layout(mixed, style: style, width: 150)
  #expect(first == second)
}

@Test func layingOutFromManyThreadsGivesTheSameResult() async throws {
  let system = try TextSystem()
  let widths: [Double?] = [nil, 80, 120, 150, 200, 320]
  let expected = try widths.map { try TextSystem().layout(mixed, style: ParagraphStyle(), width: $0) }
  let results = await withTaskGroup(of: (Int, TextLayout).self) { group in
    for round in 0..<8 {
      for (index, width) in widths.enumerated() {
        group.addTask {
          // Alternate directions so that threads start on different widths.
          let index = round % 2 == 0 ? index : widths.count - 1 - index
          return (index, system.layout(mixed, style: ParagraphStyle(), width: widths[index]))
        }
        _ = width
      }
    }
    var results: [(Int, TextLayout)] = []
    for await result in group { results.append(result) }
    return results
  }
  #expect(results.count == 48)
  for (index, layout) in results { #expect(layout == expected[index]) }
}
