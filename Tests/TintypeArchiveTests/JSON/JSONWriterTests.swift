import Foundation
import Testing
import TintypeArchive

private func text(_ value: JSONValue, pretty: Bool = true) -> String {
  String(decoding: JSONWriter.write(value, pretty: pretty), as: UTF8.self)
}

@Test func theSameValueWritesTheSameBytes() throws {
  let archive = ArchiveFixtures.fullArchive
  #expect(archive.jsonData() == archive.jsonData())
  #expect(JSONWriter.write(archive.archiveJSON) == JSONWriter.write(try JSONParser.parse(archive.jsonData())))
}

@Test func keysAreWrittenInTheirOrder() {
  #expect(text(.object(JSONObject([("b", 1), ("a", 2)]))) == "{\n  \"b\": 1,\n  \"a\": 2\n}\n")
  #expect(text(.object(JSONObject([("a", 2), ("b", 1)]))) == "{\n  \"a\": 2,\n  \"b\": 1\n}\n")
  // Equal as values (order is presentation), different as text.
  #expect(JSONValue.object(JSONObject([("b", 1), ("a", 2)])) == .object(JSONObject([("a", 2), ("b", 1)])))
}

@Test func prettyOutputIsIndentedWithShortNumberArraysInline() {
  let value: JSONValue = [
    "point": [0.5, 1], "empty": [], "none": [:], "nine": [1, 2, 3, 4, 5, 6, 7, 8, 9], "mixed": [1, "a"],
  ]
  let expected = """
    {
      "point": [0.5, 1],
      "empty": [],
      "none": {},
      "nine": [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9
      ],
      "mixed": [
        1,
        "a"
      ]
    }

    """
  #expect(text(value) == expected)
  #expect(
    text(value, pretty: false)
      == #"{"point":[0.5,1],"empty":[],"none":{},"nine":[1,2,3,4,5,6,7,8,9],"mixed":[1,"a"]}"#)
}

@Test func numbersAreWrittenShortAndRoundTrip() throws {
  #expect(JSONWriter.format(number: 1) == "1")
  #expect(JSONWriter.format(number: 16.0) == "16")
  #expect(JSONWriter.format(number: -0.0) == "0")
  #expect(JSONWriter.format(number: -3) == "-3")
  #expect(JSONWriter.format(number: 0.1) == "0.1")
  #expect(JSONWriter.format(number: 1.5) == "1.5")
  #expect(JSONWriter.format(number: 999_999_999_999_999) == "999999999999999")
  #expect(JSONWriter.format(number: 1e15) == "1000000000000000")
  #expect(JSONWriter.format(number: -9_007_199_254_740_992) == "-9007199254740992")
  #expect(JSONWriter.format(number: 0x1p62) == "4611686018427387904")
  #expect(JSONWriter.format(number: 1e19) == "1e+19")
  #expect(JSONWriter.format(number: 1e-7) == "1e-07")
  for number in [
    0.1, 0.2 + 0.1, 1.0 / 3, -2.5e-300, 1.7976931348623157e308, Double.leastNonzeroMagnitude, 1e15, 1e300,
    123.456, 128.0 / 255,
  ] {
    let written = JSONWriter.format(number: number)
    #expect(try JSONParser.parse(Array(written.utf8)) == .number(number), "\(written)")
  }
}

@Test func stringsAreEscapedOnlyWhereJSONRequires() throws {
  let value: JSONValue = .string(
    "quote \" backslash \\ slash / newline \n return \r tab \t bell \u{07} unit \u{1F} é 📚 \u{2028}")
  let written = text(value, pretty: false)
  #expect(
    written
      == #""quote \" backslash \\ slash / newline \n return \r tab \t bell \u0007 unit \u001f é 📚 "#
      + "\u{2028}\"")
  #expect(try JSONParser.parse(Array(written.utf8)) == value)
}
