import Foundation
import TintypeStringCatalog

/// Looking a `Text("key")` up as SwiftUI does when the view is archived: in the environment's string
/// tables (`EnvironmentValues.stringTables`) and locale, with the pseudo-locale applied last.
enum TextLocalization {
  /// The key's text in the current environment, or `nil` to show the key as written (no tables, no
  /// such key, or interpolated views, which are kept as views).
  static func localized(_ key: LocalizedStringKey, table: String?) -> String? {
    let environment = EnvironmentValues.current
    var text: String?
    if let tables = environment.stringTables {
      if !key.hasViewSegments {
        text = tables.localized(
          key.formatKey, table: table, locale: environment.locale, arguments: key.arguments)
      }
      reportMissingTranslation(of: key, table: table, in: tables, locale: environment.locale)
    }
    if PseudoLocale.isPseudo(environment.locale) {
      // The pseudo-locale stretches every localizable text, translated or not.
      let plain =
        text
        ?? key.segments.map { segment -> String in
          if case .literal(let literal) = segment { return literal }
          return ""
        }.joined()
      return key.hasViewSegments ? nil : PseudoLocale.transform(plain)
    }
    return text
  }

  /// A key shown untranslated in a locale that is not the development language becomes a
  /// `missingTranslation` warning of the archive. Keys with no letters (`"%lld"`, `"–"`) are left
  /// alone, as are the pseudo-locale (which translates nothing) and `Text(verbatim:)`, which is
  /// never looked up.
  private static func reportMissingTranslation(
    of key: LocalizedStringKey, table: String?, in tables: StringTables, locale: Locale
  ) {
    guard !PseudoLocale.isPseudo(locale) else { return }
    let hasLetters = key.segments.contains { segment in
      if case .literal(let literal) = segment { return literal.contains(where: \.isLetter) }
      return false
    }
    guard hasLetters else { return }
    if key.hasViewSegments {
      // Not looked up at all (see `localized`): in another language it shows as the code wrote it,
      // which must not pass silently.
      guard tables.translates(into: locale, table: table) else { return }
      let language = locale.identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
      ArchiveWarnings.report(
        ArchiveWarning(
          .missingTranslation, view: "Text",
          message: "\"\(key.formatKey)\" interpolates a Text or a styled date, which is not looked up in the"
            + " string tables yet: the \"\(language)\" render shows it as the code writes it"))
      return
    }
    guard let missing = tables.missingTranslation(key.formatKey, table: table, locale: locale) else { return }
    ArchiveWarnings.report(ArchiveWarning(.missingTranslation, view: "Text", message: missing.description))
  }
}

/// A pseudo-locale that shows what translation will do before translators do: every letter accented
/// (so text that is not localized stands out, unaccented), each text about 40 % longer, in brackets
/// (so truncation shows). Named as Android and Windows name theirs: `en-XA`; also `pseudo`.
public enum PseudoLocale {
  /// The identifier to render with.
  public static let identifier = "en-XA"

  /// Whether `locale` is the pseudo-locale.
  public static func isPseudo(_ locale: Locale) -> Bool {
    let id = locale.identifier.replacingOccurrences(of: "_", with: "-").lowercased()
    return id == "en-xa" || id == "pseudo"
  }

  /// `text` accented and lengthened, format specifiers left alone.
  public static func transform(_ text: String) -> String {
    var out = ""
    var letters = 0
    for character in text {
      if let accented = accents[character] {
        out.append(accented)
        letters += 1
      } else {
        out.append(character)
        if character.isLetter { letters += 1 }
      }
    }
    // About 40 % longer, as German and Finnish often are, padded with a repeated marker.
    let padding = Int((Double(letters) * 0.4).rounded(.up))
    return "[" + out + (padding > 0 ? " " + String(repeating: "·", count: padding) : "") + "]"
  }

  static let accents: [Character: Character] = {
    let plain = Array("aAbBcCdDeEgGhHiIjJkKlLnNoOrRsStTuUwWyYzZ")
    let marked = Array("áÅƀßçÇđĐéÉĝĜĥĤíÍĵĴķĶļĻñÑöÖŕŔšŠţŢûÛŵŴýÝžŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
