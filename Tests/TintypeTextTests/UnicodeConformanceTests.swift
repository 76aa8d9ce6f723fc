import Foundation
import Testing

@testable import TintypeText

// Unicode's own conformance files (Debian's unicode-data, which `make setup` installs), run
// through the bidi and line-breaking calls the paragraph shaper makes. The counts are what this
// machine's libraries (FriBidi 1.0.8, ICU 72 on Unicode 15.0) pass; a change of library or of our
// wrapping that loses a case fails here.

private let unicodeData = "/usr/share/unicode"
private let lineBreakTestPath = "\(unicodeData)/auxiliary/LineBreakTest.txt"
private let bidiCharacterTestPath = "\(unicodeData)/BidiCharacterTest.txt"

/// One case of LineBreakTest.txt: the scalars, and whether a break is allowed before each.
private struct LineBreakCase {
  var scalars: [UInt32]
  var breaksBefore: [Bool]
  var line: Int
}

private func lineBreakCases() throws -> [LineBreakCase] {
  let text = try String(contentsOfFile: lineBreakTestPath, encoding: .utf8)
  var cases: [LineBreakCase] = []
  for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let content = raw.prefix { $0 != "#" }
    var scalars: [UInt32] = []
    var marks: [Bool] = []
    for token in content.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      switch token {
      case "×": marks.append(false)
      case "÷": marks.append(true)
      default: scalars.append(try #require(UInt32(token, radix: 16), "line \(number + 1): \(token)"))
      }
    }
    guard !scalars.isEmpty else { continue }
    // marks[0] is before the first scalar and marks[n] after the last: neither is a choice.
    marks[0] = false
    cases.append(
      LineBreakCase(scalars: scalars, breaksBefore: Array(marks[0..<scalars.count]), line: number + 1))
  }
  return cases
}

@Test(
  .enabled(if: FileManager.default.fileExists(atPath: lineBreakTestPath), "needs unicode-data (make setup)"))
func lineBreakingPassesUnicodesConformanceFile() throws {
  let cases = try lineBreakCases()
  let failures = cases.filter { LineBreakOpportunities.uax14($0.scalars) != $0.breaksBefore }.map(\.line)
  // ICU tailors two rules where the file tests them untailored: numbers are kept together by the
  // regular expression UAX #14 itself suggests for LB25 (section 8.2, example 7: ",0", ".35 cents",
  // "a.2"), and a hyphen at the start of text stays with the letter after it ("-#", as Unicode
  // 15.1's rule LB20.1 later made standard). These 22 cases, and no others, differ. 7,632 of 7,654 pass
  // (99.7 %); before the library (a hand-written subset of UAX #14) 5,232 did (68.4 %).
  let numberTailoring = [
    2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431, 2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581,
    7583,
    7584, 7585, 7586, 7587,
  ]
  #expect(cases.count == 7_654)
  #expect(failures == numberTailoring)
}

/// One case of BidiCharacterTest.txt.
private struct BidiCase {
  var scalars: [UInt32]
  var direction: Bidi.Direction
  var paragraphLevel: UInt8
  /// nil where rule X9 removes the character.
  var levels: [UInt8?]
  var visualOrder: [Int]
  var line: Int
}

private func bidiCases() throws -> [BidiCase] {
  let text = try String(contentsOfFile: bidiCharacterTestPath, encoding: .utf8)
  var cases: [BidiCase] = []
  for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    guard !raw.hasPrefix("#"), !raw.isEmpty else { continue }
    let fields = raw.split(separator: ";", omittingEmptySubsequences: false)
    try #require(fields.count >= 5, "line \(number + 1)")
    let direction: Bidi.Direction =
      switch fields[1] {
      case "0": .leftToRight
      case "1": .rightToLeft
      default: .automatic
      }
    cases.append(
      BidiCase(
        scalars: try fields[0].split(separator: " ").map { try #require(UInt32($0, radix: 16)) },
        direction: direction, paragraphLevel: try #require(UInt8(fields[2])),
        levels: fields[3].split(separator: " ").map { UInt8($0) },
        visualOrder: try fields[4].split(separator: " ").map { try #require(Int($0)) }, line: number + 1))
  }
  return cases
}

@Test(
  .enabled(
    if: FileManager.default.fileExists(atPath: bidiCharacterTestPath), "needs unicode-data (make setup)"))
func bidiPassesUnicodesConformanceFile() throws {
  let cases = try bidiCases()
  var levelFailures: [Int] = []
  var orderFailures: [Int] = []
  for test in cases {
    let (levels, paragraph) = Bidi.levels(of: test.scalars, direction: test.direction)
    let kept = test.levels.indices.filter { test.levels[$0] != nil }
    if paragraph != test.paragraphLevel || kept.contains(where: { levels[$0] != test.levels[$0] }) {
      levelFailures.append(test.line)
    }
    let order = Bidi.visualOrder(levels: kept.map { levels[$0] }).map { kept[$0] }
    if order != test.visualOrder { orderFailures.append(test.line) }
  }
  // Before the library (strong and neutral classes only): 77,085 of 91,707 (84.1 %) levels,
  // 77,113 orders.
  #expect(cases.count == 91_707)
  #expect(
    levelFailures.isEmpty, "levels: \(levelFailures.count) fail, first at line \(levelFailures.first ?? 0)")
  #expect(
    orderFailures.isEmpty, "order: \(orderFailures.count) fail, first at line \(orderFailures.first ?? 0)")
}

@Test func koreanKeepsItsWordsWholeWhereUAX14WouldBreakBetweenSyllables() {
  let scalars = "오늘 3개 읽기".unicodeScalars.map(\.value)
  let uax14 = LineBreakOpportunities.uax14(scalars)
  let tailored = LineBreakOpportunities.opportunities(scalars)
  // UAX #14 allows a break between the two syllables of 오늘 (index 1) and between 3 and 개.
  #expect(uax14[1] && uax14[4])
  #expect(tailored.indices.filter { tailored[$0] } == [3, 6])
}

@Test func breakOpportunitiesFollowUAX14ForPunctuationAndNumbers() {
  func breaks(_ string: String) -> [Int] {
    let found = LineBreakOpportunities.opportunities(string.unicodeScalars.map(\.value))
    return found.indices.filter { found[$0] }
  }
  #expect(breaks("well-known") == [5])
  #expect(breaks("-5 or 2-3") == [3, 6])
  #expect(breaks("see (this)") == [4])
  #expect(breaks("wait…") == [])
  #expect(breaks("a\u{2014}b") == [1, 2])
  #expect(breaks("日本語。") == [1, 2])
}
