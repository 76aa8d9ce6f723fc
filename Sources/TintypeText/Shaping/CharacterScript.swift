import CHarfBuzz
import CUnicodeSupport

/// The coarse script of a character, as far as choosing a fallback face needs it: HarfBuzz's
/// script of its first scalar (Unicode's Scripts.txt), and the East Asian width of characters of
/// no script.
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
    switch hb_unicode_script(hb_unicode_funcs_get_default(), first.value) {
    case HB_SCRIPT_HANGUL: self = .hangul
    case HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA: self = .kana
    case HB_SCRIPT_HAN, HB_SCRIPT_BOPOMOFO: self = .han
    case HB_SCRIPT_HEBREW: self = .hebrew
    case HB_SCRIPT_ARABIC: self = .arabic
    default:
      // CJK punctuation and symbols (U+3000…), enclosed and compatibility forms and fullwidth
      // forms belong to no East Asian script but are drawn from a CJK face: wide characters go
      // with Han.
      // (Nothing below U+1100, the first Hangul jamo, is wide: Latin text skips the lookup.)
      if first.value >= 0x1100, tintype_is_east_asian_wide(first.value) != 0 {
        self = .han
        return
      }
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
