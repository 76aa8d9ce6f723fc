/// The coarse script of a character, as far as choosing a fallback face and breaking lines need it.
enum CharacterScript: Hashable, Sendable {
  /// Anything drawn from the emoji face: emoji presentation by default, or asked for with U+FE0F.
  case emoji
  /// Hangul syllables and jamo.
  case hangul
  /// Hiragana and katakana.
  case kana
  /// Han ideographs and CJK punctuation and symbols.
  case han
  /// Hebrew.
  case hebrew
  /// Arabic (and the scripts written with it).
  case arabic
  /// A symbol that has an emoji form but defaults to text presentation (❤, ☀, ✈): drawn by the
  /// text face if it has one, else by the emoji face before any CJK face, as iOS does.
  case symbol
  /// Everything else, Latin among it.
  case other

  /// The script of a user-perceived character, judged by its first scalar.
  init(_ character: Character) {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else {
      self = .other
      return
    }
    if Self.asksForEmoji(character) {
      self = .emoji
      return
    }
    switch first.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
      self = .hangul
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F:
      self = .kana
    case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3190...0x31EF, 0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF65, 0x20000...0x3FFFF:
      self = .han
    case 0x0590...0x05FF, 0xFB1D...0xFB4F:
      self = .hebrew
    case 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      self = .arabic
    default:
      // Digits, "#" and "*" have the Emoji property only as keycap bases; U+FE0E asks for text.
      let asksForText = scalars.contains { $0.value == 0xFE0E }
      self = first.properties.isEmoji && first.value > 0x7F && !asksForText ? .symbol : .other
    }
  }

  /// Whether the character should come from the emoji face even if the text face has a glyph.
  private static func asksForEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
    if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
    guard let first = scalars.first else { return false }
    // Keycap bases (digits, # and *) have no emoji presentation of their own.
    return first.properties.isEmojiPresentation
  }
}
