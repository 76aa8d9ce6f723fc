import Foundation
import TintypeArchive

/// An app's localized strings, read from its string files as Xcode builds them: string catalogs
/// (`Localizable.xcstrings`, every language in one file, with plural and device variations and
/// substitutions), and per-language `xx.lproj/Localizable.strings` and `.stringsdict`. A table is a
/// file's base name (`Localizable` unless `Text(_:tableName:)` says otherwise).
///
/// A key with no value for the locale's language falls back to the region-less language (`de-AT` →
/// `de`), then the catalog's development language (`sourceLanguage`, whose plural variations the key
/// may have), then the key itself.
public final class StringTables: Sendable {
  /// table → language → key → value.
  let tables: [String: [String: [String: LocalizedValue]]]
  /// table → the development language its catalog names.
  let sourceLanguages: [String: String]
  /// table → the keys its catalog marks "don't translate" (`shouldTranslate: false`).
  let untranslatable: [String: Set<String>]
  /// The languages any table has.
  public let languages: [String]
  /// The files read.
  public let files: [URL]

  /// Reads `paths`: string files, or folders searched (recursively) for them. A malformed file is an
  /// `ArchiveError` naming it and the JSON path (or line) of the fault.
  public init(paths: [URL]) throws {
    var files: [URL] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
        throw ArchiveError(path: .root, "no such string file or folder", file: path.path)
      }
      if isDirectory.boolValue {
        let found = (FileManager.default.enumerator(atPath: path.path)?.allObjects as? [String] ?? [])
          .filter { StringTables.isStringFile(URL(fileURLWithPath: $0)) && !$0.contains(".build/") }
          .sorted()
        files += found.map { path.appendingPathComponent($0) }
      } else {
        files.append(path)
      }
    }
    var tables: [String: [String: [String: LocalizedValue]]] = [:]
    var sourceLanguages: [String: String] = [:]
    var untranslatable: [String: Set<String>] = [:]
    for file in files {
      let table = file.deletingPathExtension().lastPathComponent
      switch file.pathExtension.lowercased() {
      case "xcstrings":
        let catalog = try StringCatalogFile.read(file)
        if let source = catalog.sourceLanguage { sourceLanguages[table] = sourceLanguages[table] ?? source }
        untranslatable[table, default: []].formUnion(catalog.untranslatable)
        for (language, values) in catalog.values {
          tables[table, default: [:]][language, default: [:]].merge(values) { old, _ in old }
        }
      case "strings", "stringsdict":
        let folder = file.deletingLastPathComponent()
        guard folder.pathExtension.lowercased() == "lproj" else {
          throw ArchiveError(
            path: .root, "a .\(file.pathExtension) file belongs in a language folder such as de.lproj",
            file: file.path)
        }
        let language = folder.deletingPathExtension().lastPathComponent
        let values =
          file.pathExtension.lowercased() == "strings"
          ? try StringsFile.read(file) : try StringsDictFile.read(file)
        // A .stringsdict entry wins over the .strings entry of the same key, as in a built app.
        tables[table, default: [:]][language, default: [:]].merge(values) { old, new in
          if case .substituted = new { return new }
          return old
        }
      default:
        throw ArchiveError(
          path: .root, "not a string file (.xcstrings, .strings or .stringsdict)", file: file.path)
      }
    }
    self.tables = tables
    self.sourceLanguages = sourceLanguages
    self.untranslatable = untranslatable
    self.files = files
    languages = Array(Set(tables.values.flatMap(\.keys))).sorted()
  }

  static func isStringFile(_ url: URL) -> Bool {
    ["xcstrings", "strings", "stringsdict"].contains(url.pathExtension.lowercased())
  }

  /// The localized text of `key` in `locale`, its specifiers filled from `arguments` with numbers
  /// written as `locale` writes them (`StringFormat`); `nil` when no
  /// table has the key for the language (the caller shows the key's own text).
  public func localized(
    _ key: String, table: String? = nil, locale: Locale, arguments: [FormatArgument] = [],
    device: String = "iphone"
  ) -> String? {
    let name = table ?? "Localizable"
    guard let languages = tables[name] else { return nil }
    // The locale's language, then the development language (whose plural variations a key may have).
    for language in StringTables.candidates(for: locale) + (sourceLanguages[name].map { [$0] } ?? []) {
      if let value = languages[language]?[key] {
        let rule = String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        return value.resolve(arguments, language: rule, device: device, locale: locale)
      }
    }
    return nil
  }

  /// The development language of `table`: its catalog's `sourceLanguage`, else English, Xcode's
  /// default development region (a table of `.lproj` files does not name one).
  public func developmentLanguage(of table: String? = nil) -> String {
    sourceLanguages[table ?? "Localizable"] ?? "en"
  }

  /// Why `key` shows untranslated in `locale`, or `nil` when it does not: the table exists, the
  /// locale's language is not the table's development language, the key is not marked "don't
  /// translate", and no language `localized(_:table:locale:)` tries for the locale has it (the
  /// development language's text, or the key, is shown instead).
  public func missingTranslation(_ key: String, table: String? = nil, locale: Locale) -> MissingTranslation? {
    let name = table ?? "Localizable"
    guard let languages = tables[name], translates(into: locale, table: name),
      untranslatable[name]?.contains(key) != true
    else { return nil }
    let candidates = StringTables.candidates(for: locale)
    let language = candidates.last ?? locale.identifier
    let development = developmentLanguage(of: name)
    if candidates.contains(where: { languages[$0]?[key] != nil }) { return nil }
    return MissingTranslation(
      key: key, table: name, language: language, developmentLanguage: development,
      tableHasLanguage: candidates.contains { languages[$0] != nil })
  }

  /// Whether a text of `table` shown in `locale` needs a translation: the table exists and the
  /// locale's language is not its development language.
  public func translates(into locale: Locale, table: String? = nil) -> Bool {
    let name = table ?? "Localizable"
    guard tables[name] != nil else { return false }
    let base = { (identifier: String) in
      String(identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }
    return base(locale.identifier) != base(developmentLanguage(of: name))
  }

  /// The language folders to try for `locale`, most specific first: `pt-BR`, `pt_BR`, `pt`.
  static func candidates(for locale: Locale) -> [String] {
    let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
    let parts = identifier.split(separator: "-").map(String.init)
    var names: [String] = []
    if parts.count > 1 {
      let script = parts.dropFirst().first { $0.count == 4 }
      if let script { names.append("\(parts[0])-\(script)") }
      names += [identifier, identifier.replacingOccurrences(of: "-", with: "_")]
      if let region = parts.last, region != script { names.append("\(parts[0])-\(region)") }
    }
    names.append(parts.first ?? identifier)
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}

/// A key with no value in the language a render asked for (`StringTables.missingTranslation`).
public struct MissingTranslation: Hashable, Sendable, CustomStringConvertible {
  /// The key as looked up (`%lld steps` for `"\(count) steps"`).
  public var key: String
  /// The table (`Localizable`).
  public var table: String
  /// The locale's language (`de`).
  public var language: String
  /// The table's development language, whose text is shown (`en`).
  public var developmentLanguage: String
  /// Whether the table has any value in `language` (if not, every key of it is untranslated).
  public var tableHasLanguage: Bool

  /// "no "de" translation of "Next meeting" in Localizable; the "en" text is shown".
  public var description: String {
    let whole = tableHasLanguage ? "" : " (it has no \"\(language)\" values at all)"
    return
      "no \"\(language)\" translation of \"\(key)\" in \(table)\(whole); the \"\(developmentLanguage)\" text is shown"
  }
}
