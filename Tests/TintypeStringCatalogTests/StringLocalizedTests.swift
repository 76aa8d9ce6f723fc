import Foundation
import Testing
import Tintype
import TintypeUI
import TintypeViewRendering

/// `String(localized:)` (with a key, a default value or a `LocalizedStringResource`) and
/// `NSLocalizedString` are looked up while the view is archived, in the renderer's string tables and
/// the request's locale, as `Text("key")` is.
@Suite struct StringLocalizedTests {
  struct Steps: View {
    let count: Int
    var body: some View {
      VStack {
        Text(String(localized: "Steps"))
        Text(String(localized: "\(count) steps today"))
        Text(NSLocalizedString("Water", comment: "A drink"))
        Text(String(localized: LocalizedStringResource("Steps")))
        Text(String(localized: "Untranslated \(count)"))
        Text(String(localized: "Steps", locale: Locale(identifier: "fr_FR")))
        Text(NSLocalizedString("Missing", value: "Fallback", comment: ""))
        Text(String(localized: "Nope", defaultValue: "Default"))
      }
    }
  }

  static let catalog = #"""
    {"sourceLanguage": "en", "strings": {
      "Steps": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Schritte"}},
                                  "fr": {"stringUnit": {"state": "translated", "value": "Pas"}}}},
      "Water": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Wasser"}}}},
      "%lld steps today": {"localizations": {"de": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld Schritt heute"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld Schritte heute"}}}}}}}}}
    """#

  func texts(_ count: Int, locale: String?) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "localized-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let renderer = WidgetRenderer(strings: try StringTables(paths: [folder]))
    var request = RenderRequest(family: .systemSmall)
    request.locale = locale.map(Locale.init(identifier:))
    var texts: [String] = []
    try renderer.archive(Steps(count: count), request: request).walkViews { node, _ in
      if case .text(.verbatim(let text)) = node.content { texts.append(text) }
    }
    return texts
  }

  @Test func theyAreLookedUpInTheRequestsLocale() throws {
    #expect(
      try texts(1, locale: "de_DE") == [
        "Schritte", "1 Schritt heute", "Wasser", "Schritte", "Untranslated 1", "Pas", "Fallback", "Default",
      ])
    #expect(try texts(3, locale: "de_DE")[1] == "3 Schritte heute")
    // The translation's numbers are written as the locale writes them, as SwiftUI fills a key.
    #expect(try texts(8432, locale: "de_DE")[1] == "8.432 Schritte heute")
    // English has no entries of its own: the keys' text, values filled in.
    #expect(
      try texts(3, locale: "en_US") == [
        "Steps", "3 steps today", "Water", "Steps", "Untranslated 3", "Pas", "Fallback", "Default",
      ])
  }
}
