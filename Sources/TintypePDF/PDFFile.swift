import CZlib

/// A PDF file's objects, found by reading the file from start to end rather than through its
/// cross-reference table: icon files are small, and a scan also reads files whose offsets are wrong
/// (a hand-edited or concatenated file). Objects in object streams (PDF 1.5) are read too; a later
/// definition of a number replaces an earlier one, as incremental updates do.
struct PDFFile {
  private(set) var objects: [Int: PDFValue] = [:]
  /// The trailer's `/Root`, when the file has a trailer dictionary.
  private(set) var root: Int?

  /// The most bytes one stream may decode to.
  static let maximumStreamBytes = 16 * 1_048_576

  init(bytes: [UInt8]) throws(PDFError) {
    guard bytes.starts(with: Array("%PDF-".utf8)) else { throw PDFError("not a PDF (no %PDF- header)") }
    var lexer = PDFLexer(bytes, position: 5)
    // The last two numbers read, for `n g obj`.
    var previous: [Double] = []
    while let token = try lexer.next() {
      switch token {
      case .number(let number):
        previous = Array((previous + [number]).suffix(2))
        continue
      case .keyword("obj") where previous.count == 2:
        guard let number = previous[0].pdfIndex else { throw PDFError("an object number is not a count") }
        guard let first = try lexer.next(), let value = try lexer.value(startingWith: first) else {
          throw PDFError("object \(number) has no value")
        }
        objects[number] = try Self.streamIfAny(after: value, lexer: &lexer)
      case .keyword("trailer"):
        if let first = try lexer.next(),
          case .dictionary(let trailer)? = try lexer.value(startingWith: first),
          case .reference(let number)? = trailer["Root"]
        {
          root = number
        }
      case .dictionaryStart, .arrayStart:
        // A value outside any object (an xref stream's dictionary is inside one): read past it.
        _ = try lexer.value(startingWith: token)
      default: break
      }
      previous = []
    }
    for (number, value) in objects {
      guard case .stream(let dictionary, _) = value, dictionary["Type"]?.name == "ObjStm" else { continue }
      try readObjectStream(value, number: number)
    }
    if root == nil {
      // A cross-reference stream holds the trailer's entries in its own dictionary.
      root =
        objects.values.lazy.compactMap { value -> Int? in
          guard case .stream(let dictionary, _) = value, dictionary["Type"]?.name == "XRef",
            case .reference(let number)? = dictionary["Root"]
          else { return nil }
          return number
        }.first
    }
  }

  /// `value`, or the stream it heads when `stream` follows: the bytes up to `endstream`, by `/Length`
  /// when it is direct and right, else by searching.
  private static func streamIfAny(after value: PDFValue, lexer: inout PDFLexer) throws(PDFError) -> PDFValue {
    guard case .dictionary(let dictionary) = value else { return value }
    let saved = lexer.position
    guard case .keyword("stream")? = try lexer.next() else {
      lexer.position = saved
      return value
    }
    let bytes = lexer.bytes
    var start = lexer.position
    if start < bytes.count, bytes[start] == 13 { start += 1 }
    if start < bytes.count, bytes[start] == 10 { start += 1 }
    let marker = Array("endstream".utf8)
    func endsAt(_ end: Int) -> Bool {
      var index = end
      while index < bytes.count, PDFLexer.isWhitespace(bytes[index]) { index += 1 }
      return bytes[index...].starts(with: marker)
    }
    var end: Int
    if let length = dictionary["Length"]?.number?.pdfIndex, start + length <= bytes.count,
      endsAt(start + length)
    {
      end = start + length
    } else {
      guard let found = Self.find(marker, in: bytes, from: start) else {
        throw PDFError("a stream has no endstream")
      }
      end = found
      // The end-of-line before `endstream` is not part of the data.
      if end > start, bytes[end - 1] == 10 { end -= 1 }
      if end > start, bytes[end - 1] == 13 { end -= 1 }
    }
    lexer.position = end
    guard case .keyword("endstream")? = try lexer.next() else { throw PDFError("a stream has no endstream") }
    return .stream(dictionary, Array(bytes[start..<end]))
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// The objects packed in an object stream: `N` pairs of number and offset, then the objects.
  private mutating func readObjectStream(_ stream: PDFValue, number: Int) throws(PDFError) {
    let data = try decoded(stream)
    guard let dictionary = stream.dictionary, let count = dictionary["N"]?.number?.pdfIndex,
      let first = dictionary["First"]?.number?.pdfIndex, first <= data.count
    else { throw PDFError("object stream \(number) has no /N or /First") }
    var header = PDFLexer(Array(data[..<first]))
    for _ in 0..<count {
      guard case .number(let objectNumber)? = try header.next(), let object = objectNumber.pdfIndex,
        case .number(let offsetNumber)? = try header.next(), let offset = offsetNumber.pdfIndex,
        first + offset < data.count
      else { throw PDFError("object stream \(number) has a bad header") }
      var lexer = PDFLexer(data, position: first + offset)
      guard objects[object] == nil, let token = try lexer.next(),
        let value = try lexer.value(startingWith: token)
      else { continue }
      objects[object] = value
    }
  }

  /// `value` with a reference followed (up to a chain of 32).
  func resolve(_ value: PDFValue?) -> PDFValue? {
    var current = value
    for _ in 0..<32 {
      guard case .reference(let number)? = current else { return current }
      current = objects[number]
    }
    return nil
  }

  /// The dictionary `value` is or refers to.
  func dictionary(_ value: PDFValue?) -> [String: PDFValue]? { resolve(value)?.dictionary }

  /// A stream's bytes with its filters undone: none, or `FlateDecode` (the one content streams use).
  func decoded(_ value: PDFValue?) throws(PDFError) -> [UInt8] {
    guard case .stream(let dictionary, let bytes)? = resolve(value) else {
      throw PDFError("expected a stream")
    }
    let filters: [String]
    switch resolve(dictionary["Filter"]) {
    case .name(let name)?: filters = [name]
    case .array(let names)?: filters = names.compactMap { resolve($0)?.name }
    default: filters = []
    }
    var data = bytes
    for filter in filters {
      guard filter == "FlateDecode" || filter == "Fl" else {
        throw PDFError("the \(filter) filter is not read (only FlateDecode)")
      }
      data = try Self.inflate(data)
    }
    return data
  }

  /// zlib's inflate over a whole buffer, bounded by `maximumStreamBytes`.
  static func inflate(_ input: [UInt8]) throws(PDFError) -> [UInt8] {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw PDFError("zlib could not start")
    }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var input = input
    var status: Int32 = Z_OK
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = UInt32(source.count)
      repeat {
        chunk.withUnsafeMutableBufferPointer { target in
          stream.next_out = target.baseAddress
          stream.avail_out = UInt32(target.count)
          status = CZlib.inflate(&stream, Z_NO_FLUSH)
          output.append(contentsOf: target[0..<(target.count - Int(stream.avail_out))])
        }
      } while status == Z_OK && output.count <= maximumStreamBytes
        && (stream.avail_in > 0 || stream.avail_out == 0)
    }
    guard output.count <= maximumStreamBytes else {
      throw PDFError("a stream decodes to more than \(maximumStreamBytes) bytes")
    }
    // Some writers end a stream without zlib's trailer: what was decoded is kept.
    guard status == Z_STREAM_END || status == Z_OK || (status == Z_BUF_ERROR && !output.isEmpty) else {
      throw PDFError("a compressed stream is damaged (zlib \(status))")
    }
    return output
  }
}
