/// Reads PDF tokens and objects from bytes (ISO 32000-1 §7.2–7.3): numbers, names, literal and hex
/// strings, arrays, dictionaries, references and keywords. Shared by the file's objects and the page's
/// content stream, which use the same syntax.
struct PDFLexer {
  enum Token: Equatable {
    case number(Double)
    case name(String)
    case string([UInt8])
    case keyword(String)
    case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
  }

  let bytes: [UInt8]
  var position: Int

  init(_ bytes: [UInt8], position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
  }

  static func isDelimiter(_ byte: UInt8) -> Bool {
    // ( ) < > [ ] { } / %
    [40, 41, 60, 62, 91, 93, 123, 125, 47, 37].contains(byte)
  }

  var atEnd: Bool {
    mutating get {
      skipWhitespace()
      return position >= bytes.count
    }
  }

  /// Skips whitespace and `%` comments.
  mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isWhitespace(byte) {
        position += 1
      } else if byte == 37 {
        while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
      } else {
        return
      }
    }
  }

  /// The next token, or nil at the end.
  mutating func next() throws(PDFError) -> Token? {
    skipWhitespace()
    guard position < bytes.count else { return nil }
    let byte = bytes[position]
    switch byte {
    case 91:
      position += 1
      return .arrayStart
    case 93:
      position += 1
      return .arrayEnd
    case 60:
      if position + 1 < bytes.count, bytes[position + 1] == 60 {
        position += 2
        return .dictionaryStart
      }
      return .string(try hexString())
    case 62:
      if position + 1 < bytes.count, bytes[position + 1] == 62 {
        position += 2
        return .dictionaryEnd
      }
      throw PDFError("a stray \">\" at byte \(position)")
    case 40: return .string(try literalString())
    case 47: return .name(name())
    case 123, 125:
      // PostScript calculator braces, which only function objects use: read as keywords.
      position += 1
      return .keyword(byte == 123 ? "{" : "}")
    default:
      let start = position
      while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
        position += 1
      }
      // A delimiter that starts nothing (a stray ")"): one byte, so that reading always moves on.
      if position == start { position += 1 }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      if let number = Double(text),
        text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true
      {
        return .number(number)
      }
      return .keyword(text)
    }
  }

  private mutating func name() -> String {
    position += 1
    var result: [UInt8] = []
    while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
      if bytes[position] == 35, position + 2 < bytes.count,
        let value = UInt8(String(decoding: bytes[position + 1...position + 2], as: UTF8.self), radix: 16)
      {
        result.append(value)
        position += 3
      } else {
        result.append(bytes[position])
        position += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private mutating func literalString() throws(PDFError) -> [UInt8] {
    position += 1
    var result: [UInt8] = []
    var depth = 1
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case 40:
        depth += 1
        result.append(byte)
      case 41:
        depth -= 1
        if depth == 0 { return result }
        result.append(byte)
      case 92:
        guard position < bytes.count else { break }
        let escaped = bytes[position]
        position += 1
        switch escaped {
        case 110: result.append(10)
        case 114: result.append(13)
        case 116: result.append(9)
        case 98: result.append(8)
        case 102: result.append(12)
        case 48...55:
          var value = Int(escaped - 48)
          for _ in 0..<2 where position < bytes.count && (48...55).contains(bytes[position]) {
            value = value * 8 + Int(bytes[position] - 48)
            position += 1
          }
          result.append(UInt8(value & 0xFF))
        case 10: break
        case 13: if position < bytes.count, bytes[position] == 10 { position += 1 }
        default: result.append(escaped)
        }
      default: result.append(byte)
      }
    }
    throw PDFError("a string is not closed")
  }

  private mutating func hexString() throws(PDFError) -> [UInt8] {
    position += 1
    var digits: [UInt8] = []
    while position < bytes.count, bytes[position] != 62 {
      let byte = bytes[position]
      position += 1
      if Self.isWhitespace(byte) { continue }
      guard let value = UInt8(String(UnicodeScalar(byte)), radix: 16) else {
        throw PDFError("a hex string holds \"\(Character(UnicodeScalar(byte)))\"")
      }
      digits.append(value)
    }
    guard position < bytes.count else { throw PDFError("a hex string is not closed") }
    position += 1
    if digits.count % 2 == 1 { digits.append(0) }
    return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
  }

  /// The object that starts with `token`: arrays and dictionaries read to their end, `n g R` read as a
  /// reference. A keyword other than true, false and null is returned as nil, for the caller.
  mutating func value(startingWith token: Token, depth: Int = 0) throws(PDFError) -> PDFValue? {
    guard depth < 64 else { throw PDFError("objects nested more than 64 deep") }
    switch token {
    case .number(let number):
      // `12 0 R`: look ahead for a generation and R without consuming anything else.
      let saved = position
      if let object = number.pdfIndex, number == number.rounded(),
        case .number(let generation)? = try? next(),
        generation >= 0, case .keyword("R")? = try? next()
      {
        return .reference(object)
      }
      position = saved
      return .number(number)
    case .name(let name): return .name(name)
    case .string(let bytes): return .string(bytes)
    case .keyword("true"): return .bool(true)
    case .keyword("false"): return .bool(false)
    case .keyword("null"): return .null
    case .keyword: return nil
    case .arrayStart:
      var items: [PDFValue] = []
      while true {
        guard let token = try next() else { throw PDFError("an array is not closed") }
        if token == .arrayEnd { return .array(items) }
        guard let item = try value(startingWith: token, depth: depth + 1) else {
          throw PDFError("an array holds the keyword \(token)")
        }
        items.append(item)
      }
    case .dictionaryStart:
      var entries: [String: PDFValue] = [:]
      while true {
        guard let token = try next() else { throw PDFError("a dictionary is not closed") }
        if token == .dictionaryEnd { return .dictionary(entries) }
        guard case .name(let key) = token else { throw PDFError("a dictionary key is not a name") }
        guard let valueToken = try next(), let item = try value(startingWith: valueToken, depth: depth + 1)
        else {
          throw PDFError("the dictionary entry /\(key) has no value")
        }
        entries[key] = item
      }
    case .arrayEnd, .dictionaryEnd:
      throw PDFError("a stray \(token == .arrayEnd ? "]" : ">>")")
    }
  }
}
