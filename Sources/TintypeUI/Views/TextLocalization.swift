import Foundation
import TintypeStringCatalog

/// Looking a `Text("key")` up as SwiftUI does when the view is archived: in the environment's string
/// tables (`EnvironmentValues.stringTables`) and locale, with the pseudo-locale applied last.
enum TextLocalization {
  /// The key's text in the current environment, or `nil` to show the key as written (no tables, no
  /// such key). A key with interpolated views (`"Updated \(Text(date, style: .time))"`, the key
  /// Xcode extracts as `"Updated %@"`) comes back with each view's marker where the translation
  /// puts it (`InterpolatedViews`).
  static func localized(_ key: LocalizedStringKey, table: String?) -> String? {
    let environment = EnvironmentValues.current
    var text: String?
    if let tables = environment.stringTables {
      text = tables.localized(
        key.formatKey, table: table, locale: environment.locale, arguments: key.arguments)
      reportMissingTranslation(of: key, table: table, in: tables, locale: environment.locale)
    }
    if PseudoLocale.isPseudo(environment.locale) {
      // The pseudo-locale stretches every localizable text, translated or not; views stay views.
      return PseudoLocale.transform(text ?? plainText(key))
    }
    if let pseudo = environment.pseudoLanguage {
      // An Xcode pseudolanguage changes every localizable text, translated or not, as the pseudo-locale does.
      return pseudo.transform(text ?? plainText(key))
    }
    return text
  }

  /// The key's literal text, each interpolated view's marker in its place.
  private static func plainText(_ key: LocalizedStringKey) -> String {
    var index = 0
    return key.segments.map { segment -> String in
      if case .literal(let literal) = segment { return literal }
      defer { index += 1 }
      return InterpolatedViews.marker(index)
    }.joined()
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
    guard let missing = tables.missingTranslation(key.formatKey, table: table, locale: locale) else { return }
    ArchiveWarnings.report(ArchiveWarning(.missingTranslation, view: "Text", message: missing.description))
  }
}

/// Views interpolated in a localized string key (`Text`, styled dates): each is the key's `%@`
/// argument with a marker for its value, so a translation may move them ("Mis à jour %@",
/// "%2$@ … %1$@"); the looked-up text is then cut at the markers and the views put back, each with
/// its own content and modifiers.
enum InterpolatedViews {
  /// The first marker: Supplementary Private Use Area-A, which no translation writes.
  private static let firstMarker: UInt32 = 0xF0000

  /// The marker of the view at `index`.
  static func marker(_ index: Int) -> String {
    String(Character(Unicode.Scalar(firstMarker + UInt32(index))!))
  }

  /// One stretch of a looked-up text: literal text, or the view a marker stands for.
  enum Piece {
    case literal(String)
    case view(Text)
  }

  /// `text` cut at its markers, in order.
  static func pieces(_ text: String, views: [Text]) -> [Piece] {
    var pieces: [Piece] = []
    var literal = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let index = Int(scalar.value) - Int(firstMarker)
      guard views.indices.contains(index) else {
        literal.append(scalar)
        continue
      }
      if !literal.isEmpty { pieces.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
      pieces.append(.view(views[index]))
    }
    if !literal.isEmpty { pieces.append(.literal(String(literal))) }
    return pieces
  }

  /// `text` cut at its markers, each replaced with its view: a `Text` of the parts in order.
  static func text(_ text: String, views: [Text]) -> Text {
    let parts = pieces(text, views: views).map { piece -> Text in
      switch piece {
      case .literal(let string): Text(content: .verbatim(string))
      case .view(let view): view
      }
    }
    if parts.count == 1 { return parts[0] }
    return Text(content: .concatenation(parts.map(\.node)))
  }

  /// `text` with each marker replaced by its view's plain text (for `String(localized:)`).
  static func plainText(_ text: String, views: [Text]) -> String {
    pieces(text, views: views).map { piece in
      switch piece {
      case .literal(let string): string
      case .view(let view): view.plainText
      }
    }.joined()
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
    let letters = text.filter(\.isLetter).count
    let out = PseudoLanguage.accented(text)
    // About 40 % longer, as German and Finnish often are, padded with a repeated marker.
    let padding = Int((Double(letters) * 0.4).rounded(.up))
    return "[" + out + (padding > 0 ? " " + String(repeating: "·", count: padding) : "") + "]"
  }
}
