import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeStringCatalog
import TintypeUI
import TintypeViewRendering

/// A text shown untranslated in a locale that is not the development language is a
/// `missing-translation` warning of every render that shows it, found when the view is archived and
/// kept in the archive.
@Suite struct MissingTranslationTests {
  struct Card: View {
    var count = 3
    var body: some View {
      VStack {
        Text("Next meeting")
        Text("Updated")
        Text("Book Club")
        Text("\(count)")
        Text(verbatim: "Not looked up")
        Text("Since \(Date(timeIntervalSince1970: 0), style: .time)")
      }
    }
  }

  /// English source; German has "Next meeting" only; "Book Club" is marked "don't translate".
  static func tables() throws -> StringTables {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Next meeting": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nächstes Treffen"}}}},
        "Updated": {},
        "Book Club": {"shouldTranslate": false},
        "%lld": {}
      }}
      """#.utf8
    ).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return try StringTables(paths: [folder])
  }

  @Test func theTablesSayWhichKeyIsUntranslatedInWhichLanguage() throws {
    let tables = try Self.tables()
    let german = Locale(identifier: "de_DE")
    #expect(tables.missingTranslation("Next meeting", locale: german) == nil)
    let updated = try #require(tables.missingTranslation("Updated", locale: german))
    #expect(updated.language == "de")
    #expect(updated.developmentLanguage == "en")
    #expect(updated.tableHasLanguage)
    #expect(
      updated.description == #"no "de" translation of "Updated" in Localizable; the "en" text is shown"#)
    // A key the catalog does not have at all is untranslated too.
    #expect(tables.missingTranslation("Not extracted", locale: german) != nil)
    // The development language, "don't translate" keys and tables that do not exist never are.
    #expect(tables.missingTranslation("Updated", locale: Locale(identifier: "en_GB")) == nil)
    #expect(tables.missingTranslation("Book Club", locale: german) == nil)
    #expect(tables.missingTranslation("Updated", table: "Other", locale: german) == nil)
    // A language the table has nothing for says so.
    let french = try #require(tables.missingTranslation("Next meeting", locale: Locale(identifier: "fr_FR")))
    #expect(!french.tableHasLanguage)
    #expect(french.description.contains(#"it has no "fr" values at all"#))
  }

  @Test func aRenderInGermanWarnsOnceForEachUntranslatedText() throws {
    let renderer = WidgetRenderer(strings: try Self.tables())
    func warnings(_ locale: String) throws -> [RenderWarning] {
      var request = RenderRequest(family: .systemSmall, scale: 1)
      request.locale = Locale(identifier: locale)
      let archive = try renderer.archive(Card(), request: request)
      return try renderer.render(archive, request: request).warnings.filter { $0.kind == .missingTranslation }
    }
    let german = try warnings("de_DE")
    #expect(
      german.map(\.message) == [
        #"no "de" translation of "Updated" in Localizable; the "en" text is shown"#,
        #"no "de" translation of "Since %@" in Localizable; the "en" text is shown"#,
      ])
    #expect(german.first?.path == "entries[0].warnings[0]")
    #expect(german.first?.view == "Text")
    #expect(try warnings("en_US").isEmpty)
    // The pseudo-locale translates nothing on purpose.
    #expect(try warnings(PseudoLocale.identifier).isEmpty)
  }

  @Test func theWarningTravelsWithTheArchiveAndOnlyToItsFamily() throws {
    let renderer = WidgetRenderer(strings: try Self.tables())
    var request = RenderRequest(family: .systemSmall, scale: 1)
    request.locale = Locale(identifier: "de_DE")
    let archive = try renderer.archive(Card(), request: request)
    let json = try archive.jsonData(pretty: false)
    #expect(String(decoding: json, as: UTF8.self).contains(#""kind":"missingTranslation""#))
    let decoded = try ViewArchive(jsonData: json)
    #expect(decoded == archive)
    #expect(decoded.entries[0].warnings.first?.family == .systemSmall)
    // The same entry read for another family reports nothing of systemSmall's.
    var other = decoded
    other.families = [.systemSmall, .systemMedium]
    other.entries[0].views[.systemMedium] = other.entries[0].views[.systemSmall]
    var medium = request
    medium.family = .systemMedium
    #expect(
      try renderer.render(other, request: medium).warnings.allSatisfy { $0.kind != .missingTranslation })
  }

  @Test func anUnknownWarningKindInAnArchiveIsAnErrorNamingItsPath() throws {
    let json = #"""
      {"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"],
       "entries": [{"date": 0, "view": {"type": "Text", "verbatim": "x"},
                    "warnings": [{"kind": "tooFancy", "view": "Text", "message": "m"}]}]}
      """#
    #expect {
      _ = try ViewArchive(jsonData: Array(json.utf8))
    } throws: { error in
      "\(error)".contains("entries[0].warnings[0].kind")
    }
  }
}
