/// Writes `JSONValue` as UTF-8 text, always the same bytes for the same value.
///
/// Whole numbers are written without a fraction; other numbers use Swift's shortest round-trip
/// form, which does not depend on the platform's C library or locale.
public enum JSONWriter {
  /// Pretty output: two-space indentation, one member per line, and `[1, 2]` kept inline for short
  /// arrays of numbers (points and colours stay readable).
  public static func write(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    write(value, into: &out, indent: pretty ? 0 : nil)
    if pretty { out.append(UInt8(ascii: "\n")) }
    return out
  }

  /// The text form of a number.
  public static func format(number: Double) -> String {
    // Every whole number that fits an Int64 is written as one; Swift's own form would write
    // "1000000000000000.0" from 1e15 up to 2^53.
    if number == number.rounded(), abs(number) < 0x1p63 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  private static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int?) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let n): out.append(contentsOf: format(number: n).utf8)
    case .string(let s): writeString(s, into: &out)
    case .array(let elements):
      if elements.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      let inline = elements.count <= 8 && elements.allSatisfy { if case .number = $0 { true } else { false } }
      out.append(UInt8(ascii: "["))
      for (i, element) in elements.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if let indent, !inline {
          newline(into: &out, indent: indent + 1)
        } else if i > 0, indent != nil {
          out.append(UInt8(ascii: " "))
        }
        write(element, into: &out, indent: indent.map { $0 + 1 })
      }
      if let indent, !inline { newline(into: &out, indent: indent) }
      out.append(UInt8(ascii: "]"))
    case .object(let object):
      if object.members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, member) in object.members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if let indent { newline(into: &out, indent: indent + 1) }
        writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        if indent != nil { out.append(UInt8(ascii: " ")) }
        write(member.value, into: &out, indent: indent.map { $0 + 1 })
      }
      if let indent { newline(into: &out, indent: indent) }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(into out: inout [UInt8], indent: Int) {
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  private static func writeString(_ string: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out.append(contentsOf: "\\\"".utf8)
      case "\\": out.append(contentsOf: "\\\\".utf8)
      case "\n": out.append(contentsOf: "\\n".utf8)
      case "\r": out.append(contentsOf: "\\r".utf8)
      case "\t": out.append(contentsOf: "\\t".utf8)
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default:
        out.append(contentsOf: String(scalar).utf8)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
