import CUnicodeSupport

/// The Unicode Bidirectional Algorithm (UAX #9), by FriBidi: embedding levels for one paragraph,
/// and the visual order of a line's pieces from their levels (rule L2).
///
/// FriBidi resolves explicit embeddings and isolates, weak and neutral types, paired brackets and
/// the paragraph end's whitespace (L1). A line's own trailing spaces are not reset to the
/// paragraph level: line breaking drops them from the line instead, so they are never drawn.
enum Bidi {
  /// A paragraph's base direction.
  enum Direction: Sendable {
    case leftToRight, rightToLeft
    /// From its first strong character (rules P2 and P3), left to right when it has none.
    case automatic
  }

  /// The embedding level of each scalar of one paragraph, and the paragraph's level.
  static func levels(of scalars: [UInt32], direction: Direction) -> (levels: [UInt8], paragraph: UInt8) {
    let code: Int32 =
      switch direction {
      case .leftToRight: Int32(TINTYPE_BIDI_LTR)
      case .rightToLeft: Int32(TINTYPE_BIDI_RTL)
      case .automatic: Int32(TINTYPE_BIDI_AUTO)
      }
    var levels = [UInt8](repeating: 0, count: scalars.count)
    let paragraph = scalars.withUnsafeBufferPointer { text in
      levels.withUnsafeMutableBufferPointer { out in
        tintype_bidi_levels(text.baseAddress, Int32(text.count), code, out.baseAddress)
      }
    }
    guard paragraph >= 0 else {
      // FriBidi could not allocate: everything at the base level, in logical order.
      let base: UInt8 = direction == .rightToLeft ? 1 : 0
      return (Array(repeating: base, count: scalars.count), base)
    }
    return (levels, UInt8(paragraph))
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
