import Foundation

/// Locales as renders name them: BCP 47 (`de-DE`) or ICU (`de_DE`) identifiers of a language this
/// system's ICU has data for. An unknown language is an error, not a silent US English render.
public enum KnownLocales {
  /// Language codes ICU has data for ("en", "de", "ar", …).
  public static let languages: Set<String> = Set(
    Locale.availableIdentifiers.compactMap { $0.split(separator: "_").first.map { String($0).lowercased() } })

  /// The identifier with `-` as separator (`pt-BR`), or `nil` when its language is unknown. The
  /// pseudo-locale `en-XA` is known.
  public static func canonical(_ text: String) -> String? {
    let bcp = text.replacingOccurrences(of: "_", with: "-")
    let language = String(bcp.split(separator: "-").first ?? "").lowercased()
    guard !language.isEmpty, languages.contains(language) || bcp.lowercased() == "pseudo" else { return nil }
    return bcp
  }

  /// Whether the locale's language is written right to left (Hebrew, Arabic, Persian, Urdu, …), as a
  /// device set to it lays widgets out.
  public static func isRightToLeft(_ identifier: String) -> Bool {
    Locale.Language(identifier: identifier).characterDirection == .rightToLeft
  }
}
