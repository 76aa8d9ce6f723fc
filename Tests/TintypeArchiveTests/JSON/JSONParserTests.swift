import Testing
import TintypeArchive

private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

/// The message of the syntax error `text` raises, `nil` if it parses.
private func syntaxError(_ bytes: [UInt8]) -> String? {
  do {
    _ = try JSONParser.parse(bytes)
    return nil
  } catch {
    return error.description
  }
}

private func syntaxError(_ text: String) -> String? { syntaxError(Array(text.utf8)) }

@Test func stringEscapesAndSurrogatePairsDecode() throws {
  #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
  #expect(try parse(#""caf\u00e9 \u00E9""#) == .string("café é"))
  #expect(try parse(#""\ud83d\udcda books""#) == .string("📚 books"))
  #expect(try parse(#""\u0000""#) == .string("\u{0}"))
  // Raw UTF-8 passes through, including characters outside the Basic Multilingual Plane.
  #expect(try parse("\"한글 📚\"") == .string("한글 📚"))
}

@Test func badStringsAreRejectedWithTheirPosition() {
  #expect(syntaxError(#""\ud83d""#) == #"1:8: invalid JSON: unpaired surrogate in \u escape"#)
  #expect(syntaxError(#""\ud83d\u0041""#) == #"1:14: invalid JSON: unpaired surrogate in \u escape"#)
  #expect(syntaxError(#""\udcda""#) == #"1:8: invalid JSON: invalid \u escape"#)
  #expect(syntaxError(#""\x""#) == #"1:4: invalid JSON: invalid escape '\x'"#)
  #expect(syntaxError(#""\u12g4""#) == #"1:6: invalid JSON: invalid hex digit in \u escape"#)
  #expect(syntaxError("\"tab\there\"") == "1:5: invalid JSON: control character in a string")
  #expect(syntaxError("\"open") == "1:6: invalid JSON: unterminated string")
  // Reported where the string's run of raw bytes ends.
  #expect(syntaxError([0x22, 0xC3, 0x28, 0x22]) == "1:4: invalid JSON: invalid UTF-8 in a string")
}

@Test func numbersFollowTheJSONGrammar() throws {
  #expect(try parse("1e3") == .number(1000))
  #expect(try parse("-1.5E-2") == .number(-0.015))
  #expect(try parse("2E+2") == .number(200))
  #expect(try parse("0.1") == .number(0.1))
  #expect(try parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
  guard case .number(let zero) = try parse("-0") else {
    Issue.record("-0 is a number")
    return
  }
  #expect(zero == 0 && zero.sign == .minus)
}

@Test(arguments: [
  ("01", "1:3: invalid JSON: leading zero in a number"),
  ("-01", "1:4: invalid JSON: leading zero in a number"),
  ("00", "1:3: invalid JSON: leading zero in a number"),
  ("1.", "1:3: invalid JSON: expected digits after '.'"),
  (".5", "1:1: invalid JSON: unexpected character '.'"),
  ("+1", "1:1: invalid JSON: unexpected character '+'"),
  ("-", "1:2: invalid JSON: expected digits in a number"),
  ("1e", "1:3: invalid JSON: expected digits in an exponent"),
  ("1e+", "1:4: invalid JSON: expected digits in an exponent"),
  ("1e309", "1:6: invalid JSON: number out of range: 1e309"),
  ("0x10", "1:2: invalid JSON: unexpected content after the JSON value"),
  ("NaN", "1:1: invalid JSON: unexpected character 'N'"),
])
func malformedNumbersAreRejected(text: String, message: String) {
  #expect(syntaxError(text) == message)
}

@Test func aByteOrderMarkIsSkippedOnlyAtTheStart() throws {
  #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object(JSONObject()))
  // Columns count from after the mark.
  #expect(syntaxError([0xEF, 0xBB, 0xBF] + Array("{,}".utf8)) == "1:2: invalid JSON: expected a string key")
  #expect(syntaxError(Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) != nil)
}

@Test func onlyWhitespaceMayFollowTheValue() throws {
  #expect(try parse(" \t\r\n{\"a\": [true, false, null]} \n ") == ["a": [true, false, nil]])
  #expect(syntaxError("{} {}") == "1:4: invalid JSON: unexpected content after the JSON value")
  #expect(syntaxError("[1] x") == "1:5: invalid JSON: unexpected content after the JSON value")
  #expect(syntaxError("[1],") == "1:4: invalid JSON: unexpected content after the JSON value")
  #expect(syntaxError("tru") == "1:4: invalid JSON: expected 'true'")
  #expect(syntaxError("[1,]") == "1:4: invalid JSON: unexpected character ']'")
  #expect(syntaxError("{\"a\" 1}") == "1:6: invalid JSON: expected ':'")
}

@Test func columnsCountCharactersNotBytes() {
  #expect(syntaxError("[\"é📚\", x]") == "1:8: invalid JSON: unexpected character 'x'")
  #expect(syntaxError("[\n  1,\n  x]") == "3:3: invalid JSON: unexpected character 'x'")
}

@Test func nestingIsLimited() throws {
  let depth = JSONParser.maximumDepth
  let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  _ = try parse(deepest)
  let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
  #expect(syntaxError(tooDeep) == "1:513: invalid JSON: nesting deeper than 512 levels")
  let objects =
    String(repeating: #"{"a":"#, count: depth + 1) + "1" + String(repeating: "}", count: depth + 1)
  #expect(syntaxError(objects)?.hasSuffix("invalid JSON: nesting deeper than 512 levels") == true)
}

@Test func objectsKeepTheirKeyOrder() throws {
  guard case .object(let object) = try parse(#"{"b": 1, "a": 2, "c": {"z": 0, "y": 1}}"#) else {
    Issue.record("an object parses as an object")
    return
  }
  #expect(object.keys == ["b", "a", "c"])
  guard case .object(let inner)? = object["c"] else {
    Issue.record("c is an object")
    return
  }
  #expect(inner.keys == ["z", "y"])
}
