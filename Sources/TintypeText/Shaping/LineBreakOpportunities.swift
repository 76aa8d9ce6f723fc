import CUnicodeSupport

/// Where a line may break: Unicode's line breaking algorithm (UAX #14) as ICU implements it, with
/// its default rules (strict Japanese: small kana and the prolonged sound mark never start a line),
/// and one tailoring of Tintype's.
///
/// The tailoring: Korean breaks at spaces, not between syllables, as SwiftUI's default
/// (word-priority) strategy sets it — no break between two Hangul characters, nor between Hangul
/// and a letter or digit (CSS calls this `word-break: keep-all`). UAX #14 itself allows a break
/// between any two Hangul syllables.
///
/// A word wider than the whole line still breaks between characters; that is `LineBreaker`'s.
enum LineBreakOpportunities {
  /// Whether a line may break before each scalar of one hard line, with the tailoring: the first
  /// is always false.
  static func opportunities(_ scalars: [UInt32]) -> [Bool] {
    keepingKoreanWords(uax14(scalars), scalars: scalars)
  }

  /// Whether UAX #14 allows a break before each scalar (ICU's root rules, so nothing depends on the
  /// machine's locale); the first is always false. A mandatory break (after a line feed) counts
  /// as an opportunity.
  static func uax14(_ scalars: [UInt32]) -> [Bool] {
    var utf16: [UInt16] = []
    var starts: [Int] = []
    utf16.reserveCapacity(scalars.count)
    for value in scalars {
      starts.append(utf16.count)
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      utf16.append(contentsOf: scalar.utf16)
    }
    var allowed = [UInt8](repeating: 0, count: utf16.count + 1)
    let opened = utf16.withUnsafeBufferPointer { text in
      allowed.withUnsafeMutableBufferPointer { marks in
        tintype_line_breaks(text.baseAddress, Int32(text.count), marks.baseAddress)
      }
    }
    guard opened != 0 else { return Array(repeating: false, count: scalars.count) }
    return starts.enumerated().map { index, start in index > 0 && allowed[start] != 0 }
  }

  /// `allowed` without the breaks Korean keeps inside its words.
  static func keepingKoreanWords(_ allowed: [Bool], scalars: [UInt32]) -> [Bool] {
    var kept = allowed
    for index in scalars.indices.dropFirst() where kept[index] {
      let before = scalars[index - 1]
      let after = scalars[index]
      let hangulBefore = tintype_is_hangul_for_breaking(before) != 0
      let hangulAfter = tintype_is_hangul_for_breaking(after) != 0
      if (hangulBefore && (hangulAfter || tintype_is_alphanumeric_for_breaking(after) != 0))
        || (hangulAfter && tintype_is_alphanumeric_for_breaking(before) != 0)
      {
        kept[index] = false
      }
    }
    return kept
  }

  /// Whether `character` is breaking white space, which hangs at a line end (is not counted
  /// against the width, and is not drawn there). The no-break spaces (U+00A0, U+2007, U+202F)
  /// are not; a tab is turned into a space before shaping.
  static func hangs(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return spaces.contains(first.value)
  }

  private static let spaces: Set<UInt32> = [
    0x09, 0x20, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009, 0x200A,
    0x205F, 0x3000,
  ]
}
