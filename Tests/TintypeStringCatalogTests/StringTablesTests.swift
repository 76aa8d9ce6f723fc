import Foundation
import Testing
import TintypeArchive
import TintypeUI

@testable import TintypeStringCatalog

/// String catalogs, `.strings` and `.stringsdict` read as a built app reads them; `Text("key")`
/// looked up in the environment's locale; plural rules; the pseudo-locale.
@Suite struct StringTablesTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Reading goal": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Leseziel"}},
                                           "ar": {"stringUnit": {"state": "translated", "value": "هدف القراءة"}}}},
        "%lld pages": {"localizations": {
          "en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld page"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld pages"}}}}},
          "de": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld Seite"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld Seiten"}}}}},
          "ru": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld страница"}},
            "few": {"stringUnit": {"state": "translated", "value": "%lld страницы"}},
            "many": {"stringUnit": {"state": "translated", "value": "%lld страниц"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld страницы"}}}}}}},
        "%@ read %lld books": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "%1$@ hat %#@books@ gelesen"},
                 "substitutions": {"books": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"state": "translated", "value": "ein Buch"}},
                   "other": {"stringUnit": {"state": "translated", "value": "%arg Bücher"}}}}}}}}},
        "Tap to open": {"localizations": {"en": {"variations": {"device": {
          "applewatch": {"stringUnit": {"state": "translated", "value": "Tap"}},
          "other": {"stringUnit": {"state": "translated", "value": "Tap to open"}}}}}}},
        "Untranslated": {"localizations": {"de": {"stringUnit": {"state": "new", "value": ""}}}}
      }}
      """, "Localizable.xcstrings")
  }

  @discardableResult
  private func write(_ text: String, _ path: String) throws -> URL {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  private func tables() throws -> StringTables { try StringTables(paths: [folder]) }

  @Test func aKeyIsLookedUpByLanguageWithRegionFallback() throws {
    let tables = try tables()
    #expect(tables.localized("Reading goal", locale: Locale(identifier: "de_DE")) == "Leseziel")
    #expect(tables.localized("Reading goal", locale: Locale(identifier: "de-AT")) == "Leseziel")
    #expect(tables.localized("Reading goal", locale: Locale(identifier: "fr_FR")) == nil)
    // No French: the development language's plural, not the key's text.
    #expect(
      tables.localized("%lld pages", locale: Locale(identifier: "fr_FR"), arguments: [.int(1)]) == "1 page")
    #expect(tables.localized("Untranslated", locale: Locale(identifier: "de")) == nil)
    #expect(tables.languages == ["ar", "de", "en", "ru"])
  }

  @Test(arguments: [
    ("en", 1, "1 page"), ("en", 2, "2 pages"), ("en", 0, "0 pages"), ("de", 1, "1 Seite"),
    ("de", 5, "5 Seiten"),
    ("ru", 1, "1 страница"), ("ru", 3, "3 страницы"), ("ru", 5, "5 страниц"), ("ru", 21, "21 страница"),
    ("ru", 11, "11 страниц"),
  ])
  func pluralsFollowTheLanguagesRules(language: String, count: Int, expected: String) throws {
    #expect(
      try tables().localized("%lld pages", locale: Locale(identifier: language), arguments: [.int(count)])
        == expected)
  }

  @Test func substitutionsChooseTheirOwnPluralAndKeepOtherArguments() throws {
    let tables = try tables()
    let german = Locale(identifier: "de")
    #expect(
      tables.localized("%@ read %lld books", locale: german, arguments: [.string("Ana"), .int(1)])
        == "Ana hat ein Buch gelesen")
    #expect(
      tables.localized("%@ read %lld books", locale: german, arguments: [.string("Ana"), .int(3)])
        == "Ana hat 3 Bücher gelesen")
  }

  @Test func deviceVariationsPickTheWatchOnAWatch() throws {
    let tables = try tables()
    #expect(tables.localized("Tap to open", locale: Locale(identifier: "en"), device: "applewatch") == "Tap")
    #expect(tables.localized("Tap to open", locale: Locale(identifier: "en")) == "Tap to open")
  }

  @Test func stringsAndStringsdictFilesAreReadPerLanguageFolder() throws {
    try write(
      """
      /* A comment */
      "Reading goal" = "Objectif de lecture";
      // another
      "Quote \\"this\\"" = "Citez \\"ceci\\"\\n\\U00E9";
      """, "fr.lproj/Localizable.strings")
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <key>%lld pages</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@pages@</string>
          <key>pages</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld page</string>
            <key>other</key><string>%lld pages</string>
          </dict>
        </dict>
      </dict></plist>
      """, "fr.lproj/Localizable.stringsdict")
    let tables = try tables()
    let french = Locale(identifier: "fr_FR")
    #expect(tables.localized("Reading goal", locale: french) == "Objectif de lecture")
    #expect(tables.localized("Quote \"this\"", locale: french) == "Citez \"ceci\"\né")
    // French counts 0 and 1 as one.
    #expect(tables.localized("%lld pages", locale: french, arguments: [.int(0)]) == "0 page")
    #expect(tables.localized("%lld pages", locale: french, arguments: [.int(2)]) == "2 pages")
  }

  @Test(arguments: [
    (
      "Bad.xcstrings",
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"value": 7}}}}}}"#,
      "strings.k.localizations.de.stringUnit.value"
    ),
    (
      "Bad.xcstrings",
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}}}}"#,
      "strings.k.localizations.de.variations.plural.several"
    ),
    ("Bad.xcstrings", #"{"sourceLanguage": "en", "strings": [}"#, ""),
    ("de.lproj/Bad.strings", "\"a\" = \"b\"\n\"c\" = \"d\";", ""),
  ])
  func malformedFilesNameTheFileAndTheKeyPath(file: String, text: String, path: String) throws {
    try write(text, file)
    do {
      _ = try tables()
      Issue.record("no error")
    } catch {
      let message = "\(error)"
      #expect(message.contains(folder.appendingPathComponent(file).path), "\(message)")
      if !path.isEmpty { #expect(message.contains(path), "\(message)") }
    }
  }

  @Test func textIsLookedUpWhenTheViewIsArchived() throws {
    struct Goal: View {
      let pages: Int
      var body: some View {
        VStack {
          Text("Reading goal")
          Text("\(pages) pages")
          Text(verbatim: "Reading goal")
        }
      }
    }
    func texts(_ locale: String, pages: Int) throws -> [String] {
      let environment = ArchiveEnvironment(locale: Locale(identifier: locale), strings: try tables())
      let archive = ViewArchive(Goal(pages: pages), family: .systemSmall, environment: environment)
      var found: [String] = []
      archive.walkViews { node, _ in
        if case .text(.verbatim(let text)) = node.content { found.append(text) }
      }
      return found
    }
    #expect(try texts("de_DE", pages: 1) == ["Leseziel", "1 Seite", "Reading goal"])
    #expect(try texts("de_DE", pages: 12) == ["Leseziel", "12 Seiten", "Reading goal"])
    #expect(try texts("en_US", pages: 1) == ["Reading goal", "1 page", "Reading goal"])
    #expect(try texts("ja_JP", pages: 3) == ["Reading goal", "3 pages", "Reading goal"])
    let pseudo = try texts("en-XA", pages: 2)
    #expect(pseudo[0] == "[Ŕéáđíñĝ ĝöáļ ·····]")
    #expect(pseudo[1].hasPrefix("[2 ƀöökš") == false && pseudo[1].hasPrefix("[2 "))
    #expect(pseudo[2] == "Reading goal", "verbatim text is not localized")
  }

  @Test func hugeFieldWidthsAreTextNotATrap() {
    // A width that overflows Foundation's formatter (a fuzzing finding) is written as it is.
    #expect(StringFormat.format("%211111111111111111a pages", [.double(1)]) == "%211111111111111111a pages")
    #expect(StringFormat.format("%5.1f|%-4lld|", [.double(2.25), .int(7)]) == "  2.2|7   |")
  }

  /// Every input the fuzzer found (Tests/Fuzz/Regressions/string-catalog), read as a .strings file and
  /// as a string catalog, and looked up.
  @Test func fuzzFindingsReadOrFailCleanly() throws {
    let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Regressions/string-catalog")
    for name in try FileManager.default.contentsOfDirectory(atPath: regressions.path)
    where !name.hasPrefix(".") {
      let data = try Data(contentsOf: regressions.appendingPathComponent(name))
      for file in ["de.lproj/Localizable.strings", "Localizable.xcstrings"] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
          "fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
          at: scratch.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try data.write(to: scratch.appendingPathComponent(file))
        if let tables = try? StringTables(paths: [scratch]) {
          for key in ["%lld pages", "Reading goal"] {
            _ = tables.localized(key, locale: Locale(identifier: "de_DE"), arguments: [.int(3)])
          }
        }
      }
    }
  }

  @Test func pluralRulesForCommonLanguages() {
    #expect(PluralRules.category(of: 1, language: "en") == .one)
    #expect(PluralRules.category(of: 0, language: "fr") == .one)
    #expect(PluralRules.category(of: 22, language: "pl") == .few)
    #expect(PluralRules.category(of: 25, language: "pl") == .many)
    #expect(PluralRules.category(of: 2, language: "ar") == .two)
    #expect(PluralRules.category(of: 105, language: "ar") == .few)
    #expect(PluralRules.category(of: 111, language: "ar") == .many)
    #expect(PluralRules.category(of: 7, language: "ja") == .other)
  }
}
