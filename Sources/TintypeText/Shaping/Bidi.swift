/// A simple bidirectional model: enough to set Hebrew and Arabic inside left-to-right text and the
/// reverse, not the full Unicode Bidirectional Algorithm (UAX #9).
///
/// What it does:
/// - Each character is strongly left-to-right (letters of left-to-right scripts, and all digits),
///   strongly right-to-left (Hebrew, Arabic and the other right-to-left blocks), or neutral
///   (spaces, punctuation, symbols, emoji).
/// - A neutral takes the direction of the strong characters on both sides when they agree, and the
///   paragraph's base direction otherwise (UAX #9 rules N1 and N2); the paragraph's start and end
///   count as the base direction.
/// - Levels are 0 for left-to-right and 1 for right-to-left in a left-to-right paragraph; 1 for
///   right-to-left and 2 for left-to-right in a right-to-left one. Each line is put in visual order
///   by reversing runs at or above each level, highest first (rule L2).
/// What it leaves out: explicit embeddings and isolates (U+202A…U+202E, U+2066…U+2069), weak types
/// other than digits (so "-5" in Hebrew text may sit on the wrong side), mirrored brackets, and
/// per-line whitespace resets (trailing spaces are dropped from lines instead).
enum Bidi {
  /// The direction class of a character.
  enum Direction: Hashable, Sendable {
    case leftToRight, rightToLeft, neutral
  }

  /// The direction class of a user-perceived character, from its first scalar.
  static func direction(of character: Character) -> Direction {
    guard let first = character.unicodeScalars.first else { return .neutral }
    let value = first.value
    if first.properties.numericType == .decimal { return .leftToRight }
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return .rightToLeft
    default:
      switch first.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark:
        return .leftToRight
      default:
        return .neutral
      }
    }
  }

  /// The embedding level of each character of one paragraph.
  static func levels(of directions: [Direction], rightToLeft: Bool) -> [UInt8] {
    let base: Direction = rightToLeft ? .rightToLeft : .leftToRight
    var resolved = directions
    var index = 0
    while index < resolved.count {
      guard resolved[index] == .neutral else {
        index += 1
        continue
      }
      var end = index
      while end < resolved.count && resolved[end] == .neutral { end += 1 }
      let before = index > 0 ? resolved[index - 1] : base
      let after = end < resolved.count ? resolved[end] : base
      let direction = before == after ? before : base
      for neutral in index..<end { resolved[neutral] = direction }
      index = end
    }
    return resolved.map { direction in
      switch (rightToLeft, direction) {
      case (false, .rightToLeft): return 1
      case (false, _): return 0
      case (true, .leftToRight): return 2
      case (true, _): return 1
      }
    }
  }

  /// The visual order of items with embedding levels `levels`: indices, left to right.
  static func visualOrder(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else {
      return order
    }
    var level = highest
    while level >= lowestOdd {
      var index = 0
      while index < order.count {
        guard levels[order[index]] >= level else {
          index += 1
          continue
        }
        var end = index
        while end < order.count && levels[order[end]] >= level { end += 1 }
        order[index..<end].reverse()
        index = end
      }
      level -= 1
    }
    return order
  }
}
