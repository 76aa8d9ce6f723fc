/// Where a value stands in a JSON file, by its path as findings write it
/// (`entries[0].views.systemSmall.children[1]`): the line and column (from 1) of its first character,
/// so that SARIF can point a code-scanning annotation at the view in the archive. The file is one the
/// archive decoder already accepted; anything unexpected gives nil, never a wrong place.
enum JSONLocation {
  enum Step: Equatable {
    case key(String)
    case index(Int)
  }

  /// The path's steps: `.key` after a dot or in `["…"]`, `.index` in `[n]`.
  static func steps(_ path: String) -> [Step]? {
    var steps: [Step] = []
    var characters = Array(path)[...]
    while let first = characters.first {
      if first == "." {
        characters = characters.dropFirst()
      } else if first == "[" {
        characters = characters.dropFirst()
        if characters.first == "\"" {
          characters = characters.dropFirst()
          guard let close = characters.firstIndex(of: "\"") else { return nil }
          steps.append(.key(String(characters[..<close])))
          characters = characters[close...].dropFirst()
          guard characters.first == "]" else { return nil }
          characters = characters.dropFirst()
        } else {
          guard let close = characters.firstIndex(of: "]"), let index = Int(String(characters[..<close]))
          else {
            return nil
          }
          steps.append(.index(index))
          characters = characters[close...].dropFirst()
        }
      } else {
        let end = characters.firstIndex { $0 == "." || $0 == "[" } ?? characters.endIndex
        steps.append(.key(String(characters[..<end])))
        characters = characters[end...]
      }
    }
    return steps
  }

  /// The line and column of the value at `path` in `bytes`.
  static func position(of path: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    guard let steps = steps(path) else { return nil }
    var scanner = Scanner(bytes: bytes)
    guard let offset = scanner.find(steps[...]) else { return nil }
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0

    mutating func space() {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    /// The offset of the value the steps lead to from the value here.
    mutating func find(_ steps: ArraySlice<Step>) -> Int? {
      space()
      guard let step = steps.first else { return offset < bytes.count ? offset : nil }
      guard offset < bytes.count else { return nil }
      switch (step, bytes[offset]) {
      case (.key(let key), UInt8(ascii: "{")):
        offset += 1
        while true {
          space()
          guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
          guard let name = string() else { return nil }
          space()
          guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
          offset += 1
          if name == key { return find(steps.dropFirst()) }
          guard skipValue() else { return nil }
          space()
          guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return nil }
          offset += 1
        }
      case (.index(let index), UInt8(ascii: "[")):
        offset += 1
        for _ in 0..<index {
          guard skipValue() else { return nil }
          space()
          guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return nil }
          offset += 1
        }
        return find(steps.dropFirst())
      default:
        return nil
      }
    }

    /// A string's contents (escapes kept as written: keys in archives are plain).
    mutating func string() -> String? {
      offset += 1
      let start = offset
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
        offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard offset < bytes.count else { return nil }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      offset += 1
      return text
    }

    /// Past one value.
    mutating func skipValue() -> Bool {
      space()
      guard offset < bytes.count else { return false }
      switch bytes[offset] {
      case UInt8(ascii: "\""): return string() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while offset < bytes.count {
          switch bytes[offset] {
          case UInt8(ascii: "\""):
            guard string() != nil else { return false }
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              offset += 1
              return true
            }
          default: break
          }
          offset += 1
        }
        return false
      default:
        while offset < bytes.count,
          ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
            .contains(bytes[offset])
        {
          offset += 1
        }
        return true
      }
    }
  }
}
