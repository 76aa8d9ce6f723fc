/// Xcode's pseudolanguages (the scheme's "App Language" options): text a widget will meet in other
/// languages, without a translation. A render in one shows whether the layout holds when every
/// localized string is twice as long, accented above and below the Latin letters, bounded so that a
/// cut is visible, or set right to left.
public enum PseudoLanguage: String, ArchiveEnum {
  /// Every string twice ("Reading goal Reading goal"), as long as the longest languages run.
  case doubleLength
  /// Every Latin letter with a diacritic ("Ŕéáđíñĝ ĝöáļ"): clipped accents and tight line heights show.
  case accented
  /// Every string between "[# " and " #]": a string cut short loses its closing mark.
  case bounded
  /// The layout mirrored, as in a right-to-left language; the strings stay as written.
  case rightToLeft

  /// `text` as the pseudolanguage shows it. Strings without a letter (numbers, dates' digits,
  /// "–") are left alone, as Xcode leaves text that is not a word.
  public func transform(_ text: String) -> String {
    guard text.contains(where: \.isLetter) else { return text }
    switch self {
    case .doubleLength: return text + " " + text
    case .accented: return Self.accented(text)
    case .bounded: return "[# " + text + " #]"
    case .rightToLeft: return text
    }
  }

  /// Whether the pseudolanguage lays the widget out right to left.
  public var isRightToLeft: Bool { self == .rightToLeft }

  /// `text` with each Latin letter that has an accented form replaced by it.
  public static func accented(_ text: String) -> String {
    String(text.map { accents[$0] ?? $0 })
  }

  private static let accents: [Character: Character] = {
    let plain = Array("aAbBcCdDeEgGhHiIjJkKlLnNoOrRsStTuUwWyYzZ")
    let marked = Array("áÅƀßçÇđĐéÉĝĜĥĤíÍĵĴķĶļĻñÑöÖŕŔšŠţŢûÛŵŴýÝžŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
