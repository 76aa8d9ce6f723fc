/// A strict JSON (RFC 8259) parser producing `JSONValue`, with line and column in its errors.
///
/// Limits nesting so that hostile input cannot exhaust the stack.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 512

  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0

  /// Parses a whole document; trailing content other than whitespace is an error.
  public static func parse(_ data: some Sequence<UInt8>) throws(ArchiveError) -> JSONValue {
    var parser = JSONParser(bytes: Array(data))
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.offset < parser.bytes.count {
      throw parser.error("unexpected content after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    // Skip a UTF-8 byte order mark, which some editors write.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      self.bytes = Array(bytes.dropFirst(3))
    } else {
      self.bytes = bytes
    }
  }

  private func error(_ message: String) -> ArchiveError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return ArchiveError(line: line, column: column, "invalid JSON: " + message)
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(ArchiveError) -> JSONValue {
    guard offset < bytes.count else { throw error("unexpected end of input") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[offset])))'")
    }
  }

  private mutating func expectLiteral(_ literal: String) throws(ArchiveError) {
    for byte in literal.utf8 {
      guard offset < bytes.count, bytes[offset] == byte else { throw error("expected '\(literal)'") }
      offset += 1
    }
  }

  private mutating func enter() throws(ArchiveError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(ArchiveError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    offset += 1
    var object = JSONObject()
    var seen = Set<String>()
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw error("expected a string key")
      }
      let key = try parseString()
      if !seen.insert(key).inserted { throw error("duplicate key \(ArchiveError.quoted(key))") }
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw error("expected ':'") }
      offset += 1
      skipWhitespace()
      // The key is known to be new: appended without the subscript's search, so an object with
      // many keys parses in linear time.
      object.appendNew(key, try parseValue())
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
      } else if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(object)
      } else {
        throw error("expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(ArchiveError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
      } else if bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']'")
      }
    }
  }

  private mutating func parseString() throws(ArchiveError) -> String {
    offset += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = offset
    func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView)
      throws(ArchiveError)
    {
      guard runStart < end else { return }
      guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
        throw parser.error("invalid UTF-8 in a string")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while true {
      guard offset < bytes.count else { throw error("unterminated string") }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        try flush(self, upTo: offset, into: &scalars)
        offset += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        try flush(self, upTo: offset, into: &scalars)
        offset += 1
        guard offset < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code) {
            // A surrogate pair spells one scalar outside the Basic Multilingual Plane.
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
              bytes[offset + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            offset += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        runStart = offset
        continue
      }
      offset += 1
    }
  }

  private mutating func parseHex4() throws(ArchiveError) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  private mutating func parseNumber() throws(ArchiveError) -> Double {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    func digits(_ parser: inout JSONParser) -> Int {
      let begin = parser.offset
      while parser.offset < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
      {
        parser.offset += 1
      }
      return parser.offset - begin
    }
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw error("expected digits in a number") }
    if integerDigits > 1, bytes[start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)] == UInt8(ascii: "0") {
      throw error("leading zero in a number")
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits(&self) > 0 else { throw error("expected digits after '.'") }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      guard digits(&self) > 0 else { throw error("expected digits in an exponent") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw error("number out of range: \(text)") }
    return value
  }
}
