import Foundation

/// CLDR plural categories for whole numbers, by language: which of a string's plural variations
/// (`zero`, `one`, `two`, `few`, `many`, `other`) a count selects.
///
/// The rules are CLDR's integer rules for the languages apps most often ship (the table below); any
/// other language uses `one` for 1 and `other` otherwise. Apple's own addition: a `zero` variation,
/// when a string has one, is used for 0 in every language (UNCONFIRMED for languages whose CLDR rules
/// have no zero; it is how English `.stringsdict` files behave on device).
public enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other
}

/// The plural rule of a language.
public enum PluralRules {
  /// The category of `count` in `language` (a language code: "en", "ru", "ar").
  public static func category(of count: Int, language: String) -> PluralCategory {
    let n = abs(count)
    let mod10 = n % 10
    let mod100 = n % 100
    switch language.lowercased() {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
      return .other
    case "fr", "pt", "hy", "kab":
      return n == 0 || n == 1 ? .one : .other
    case "ru", "uk", "be":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      if n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      if n == 1 { return .one }
      return (2...4).contains(n) ? .few : .other
    case "ar":
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(mod100) { return .few }
        if (11...99).contains(mod100) { return .many }
        return .other
      }
    case "he", "iw":
      if n == 1 { return .one }
      return n == 2 ? .two : .other
    case "lv":
      if n == 0 || (11...19).contains(mod100) { return .zero }
      return mod10 == 1 && mod100 != 11 ? .one : .other
    case "ro":
      if n == 1 { return .one }
      return n == 0 || (1...19).contains(mod100) ? .few : .other
    case "hr", "sr", "bs":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .other
    default:
      return n == 1 ? .one : .other
    }
  }

  /// The variation to use from those a string has: `zero` for 0 when present, then the language's
  /// category, then `other`.
  static func choose(_ count: Int, language: String, from available: Set<PluralCategory>) -> PluralCategory {
    if count == 0, available.contains(.zero) { return .zero }
    let category = category(of: count, language: language)
    return available.contains(category) ? category : .other
  }
}
