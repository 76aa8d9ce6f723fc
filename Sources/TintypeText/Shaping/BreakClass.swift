/// What a user-perceived character means for line breaking: a small subset of UAX #14.
///
/// The model (documented here because Apple's line breaker is not):
/// - Latin, Cyrillic, Greek, Hangul and other spaced scripts break at spaces and after hyphens
///   ("well-" | "known"), never inside a word unless a single word is wider than the line, when it
///   breaks between characters (as SwiftUI does). Korean breaks at spaces like SwiftUI's default
///   (word-priority) strategy, not between syllables.
/// - Han, kana and emoji break before and after every character, except that closing punctuation,
///   small kana and the prolonged sound mark never start a line and opening brackets never end one
///   (a basic kinsoku rule).
/// - An em dash allows a break on both sides; a zero-width space allows one after it.
struct BreakClass: Hashable, Sendable {
  /// Breaking white space: a break may follow it, and it hangs (is not counted) at a line end.
  var isSpace = false
  /// Breaks are allowed before and after (CJK ideographs, kana, emoji).
  var isIdeographic = false
  /// Never starts a line (closing punctuation, small kana).
  var noBreakBefore = false
  /// Never ends a line (opening punctuation).
  var noBreakAfter = false
  /// A hyphen: a break may follow it when a word precedes it.
  var isHyphen = false
  /// An em dash or zero-width space: a break may follow (and for the dash precede) it.
  var isBreakPoint = false
  /// An ASCII or other decimal digit (no break between a hyphen and a number: "-5", "2-3").
  var isDigit = false

  init(_ character: Character, script: CharacterScript) {
    guard let first = character.unicodeScalars.first else { return }
    let value = first.value
    isSpace = Self.spaces.contains(value)
    isIdeographic = script == .han || script == .kana || script == .emoji
    noBreakBefore = Self.closing.contains(value)
    noBreakAfter = Self.opening.contains(value)
    isHyphen = value == 0x2D || value == 0x2010 || value == 0x2012 || value == 0x2013
    isBreakPoint = value == 0x2014 || value == 0x200B
    isDigit = first.properties.numericType == .decimal
    if noBreakBefore || noBreakAfter { isIdeographic = false }
  }

  /// Whether a line may break between `before` and `after`, given the character before `before`.
  static func allowsBreak(between before: BreakClass, and after: BreakClass, previous: BreakClass?) -> Bool {
    // Spaces stay with the line they end, so the break comes after the last of them.
    if after.isSpace { return false }
    if after.noBreakBefore { return false }
    if before.isSpace || before.isBreakPoint || after.isBreakPoint { return true }
    if before.noBreakAfter { return false }
    if before.isHyphen { return !after.isDigit && previous.map { !$0.isSpace && !$0.isHyphen } ?? false }
    return before.isIdeographic || after.isIdeographic
  }

  /// Breaking spaces (not the no-break spaces U+00A0, U+2007, U+202F); tab is turned into a space
  /// before shaping.
  private static let spaces: Set<UInt32> = [
    0x09, 0x20, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009, 0x200A,
    0x205F, 0x3000,
  ]

  /// Characters that never start a line: closing punctuation, marks that end a sentence, small
  /// kana, iteration marks and the prolonged sound mark.
  private static let closing: Set<UInt32> = {
    var set: Set<UInt32> = []
    for scalar in ")]},.!?:;%\u{2019}\u{201D}\u{2026}\u{203C}\u{2047}\u{2048}\u{2049}".unicodeScalars {
      set.insert(scalar.value)
    }
    for scalar in "、。，．・：；？！）」』】〕〉》〙〛｝］｠｡､ーゝゞヽヾ々〻〆゛゜〜".unicodeScalars {
      set.insert(scalar.value)
    }
    for scalar in "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ".unicodeScalars {
      set.insert(scalar.value)
    }
    return set
  }()

  /// Characters that never end a line: opening brackets and quotes.
  private static let opening: Set<UInt32> = {
    var set: Set<UInt32> = []
    for scalar in "([{\u{2018}\u{201C}「『（【〔〈《〘〚｛［｟｢".unicodeScalars { set.insert(scalar.value) }
    return set
  }()
}
