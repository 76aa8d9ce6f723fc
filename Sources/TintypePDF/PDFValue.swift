/// A PDF object (ISO 32000-1 §7.3): the values a file's objects and content streams are made of.
indirect enum PDFValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case name(String)
  case string([UInt8])
  case array([PDFValue])
  case dictionary([String: PDFValue])
  /// `12 0 R`: an indirect object, by number.
  case reference(Int)
  /// A stream: its dictionary and its bytes as stored (still encoded).
  case stream([String: PDFValue], [UInt8])

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var name: String? {
    if case .name(let value) = self { return value }
    return nil
  }

  var array: [PDFValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The dictionary of a dictionary or of a stream.
  var dictionary: [String: PDFValue]? {
    switch self {
    case .dictionary(let value), .stream(let value, _): return value
    default: return nil
    }
  }
}

extension Double {
  /// The number as an object number, length or offset: a whole number from 0 to `Int32.max`, else
  /// nil (a hostile file may write 1e300 where a length goes, which must not trap).
  var pdfIndex: Int? {
    guard isFinite, self >= 0, self <= Double(Int32.max) else { return nil }
    return Int(self)
  }

  /// The number as one of `count` choices (a line cap, a join), clamped.
  func pdfChoice(_ count: Int) -> Int {
    guard isFinite else { return 0 }
    return Int(Swift.min(Double(count - 1), Swift.max(0, self)))
  }
}
