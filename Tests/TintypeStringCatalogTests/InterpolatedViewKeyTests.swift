import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeLayout
import TintypeScene
import TintypeStringCatalog
import TintypeUI
import TintypeViewRendering

/// A key with a `Text` or a styled date interpolated is looked up as the key Xcode extracts for it
/// (`Text("Updated \(Text(date, style: .time))")` is `"Updated %@"`), and the translation's text is
/// drawn around the view, which keeps its own content and modifiers, wherever the translation puts it.
@Suite struct InterpolatedViewKeyTests {
  static let eight = Date(timeIntervalSince1970: 1_780_906_080)  // 2026-06-08 08:08 UTC

  struct Card: View {
    var body: some View {
      VStack {
        Text("Updated \(Text(InterpolatedViewKeyTests.eight, style: .time).bold())")
        Text("Since \(InterpolatedViewKeyTests.eight, style: .date)")
        Text("\(Text("Mon").italic()) to \(Text("Fri").bold()), \(3) books")
        Label("Hydration", systemImage: "drop.fill")
      }
    }
  }

  static func renderer() throws -> WidgetRenderer {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Updated %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Aktualisiert um %@"}}}},
        "Since %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Seit %@"}}}},
        "%@ to %@, %lld books": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%3$lld Bücher, bis %2$@ ab %1$@"}}}},
        "Hydration": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Flüssigkeit"}}}}
      }}
      """#.utf8
    ).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return WidgetRenderer(strings: try StringTables(paths: [folder]))
  }

  /// Each top-level text of the card as its parts: a verbatim string, or "<date style>" with "*"
  /// for bold and "_" for italic.
  func parts(_ locale: String) throws -> [[String]] {
    var request = RenderRequest(family: .systemSmall)
    request.locale = Locale(identifier: locale)
    let archive = try Self.renderer().archive(Card(), request: request)
    var texts: [[String]] = []
    func describe(_ node: ViewNode) -> String {
      var text: String
      switch node.content {
      case .text(.verbatim(let string)): text = string
      case .text(.date(_, let style)): text = "<\(style)>"
      default: text = "?"
      }
      if node.modifiers.contains(.bold(true)) { text = "*\(text)*" }
      if node.modifiers.contains(.italic(true)) { text = "_\(text)_" }
      return text
    }
    var partsToSkip = 0  // a concatenation's parts are walked after it
    try archive.walkViews { node, _ in
      switch node.content {
      case .text(.concatenation(let inner)):
        texts.append(inner.map(describe))
        partsToSkip = inner.count
      case .text(.verbatim), .text(.date):
        if partsToSkip > 0 {
          partsToSkip -= 1
        } else {
          texts.append([describe(node)])
        }
      default: break
      }
    }
    return texts
  }

  @Test func theTranslationIsDrawnAroundTheViewsInItsOrder() throws {
    #expect(
      try parts("de_DE") == [
        ["Aktualisiert um ", "*<time>*"], ["Seit ", "<date>"], ["3 Bücher, bis ", "*Fri*", " ab ", "_Mon_"],
        ["Flüssigkeit"],
      ])
  }

  @Test func theDevelopmentLanguageShowsTheKeyAsWritten() throws {
    #expect(
      try parts("en_US") == [
        ["Updated ", "*<time>*"], ["Since ", "<date>"], ["_Mon_", " to ", "*Fri*", ", 3 books"],
        ["Hydration"],
      ])
  }

  @Test func theRenderWritesTheDateInTheLocaleInsideTheTranslation() throws {
    let renderer = try Self.renderer()
    var request = RenderRequest(family: .systemSmall, scale: 1)
    request.locale = Locale(identifier: "de_DE")
    request.date = Self.eight
    let archive = try renderer.archive(Card(), request: request)
    var texts: [String] = []
    func walk(_ view: ResolvedView) {
      if case .text(let text) = view.kind { texts.append(text.string) }
      view.kind.children.forEach(walk)
    }
    let resolved = try renderer.resolve(archive, request)
    resolved.roots.forEach(walk)
    // German writes the time without a period ("8:08", as the SwiftUI references show it) and the
    // long date its own way.
    #expect(
      texts == ["Aktualisiert um 8:08", "Seit 8. Juni 2026", "3 Bücher, bis Fri ab Mon", "Flüssigkeit"],
      "\(texts)")
    // The keys with views are translated; the inner "Mon" and "Fri" are keys of their own.
    let missing = resolved.warnings.filter { $0.kind == .missingTranslation }.map(\.message)
    #expect(
      missing.count == 2 && missing.allSatisfy { $0.contains("\"Mon\"") || $0.contains("\"Fri\"") },
      "\(missing)")
  }

  @Test func thePseudoLocaleStretchesTheTextAndKeepsTheViews() throws {
    let first = try parts(PseudoLocale.identifier)[0]
    #expect(first.count == 3, "\(first)")
    #expect(first.first?.hasPrefix("[Ûpđáţéđ ") == true, "\(first)")
    #expect(first[1] == "*<time>*")
    #expect(first.last?.hasSuffix("]") == true)
  }
}
