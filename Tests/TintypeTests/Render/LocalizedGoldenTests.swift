import Foundation
import Testing
import TintypeTesting
import TintypeUI
import TintypeViewRendering

@testable import Tintype

/// A widget in German as a device set to German shows it: numbers interpolated in its texts grouped
/// and pointed the German way ("8.432", "12,2"), its `Label` title and a text with a styled time in it
/// ("Updated %@") taken from the string catalog, the time written as German writes it ("8:08").
@Suite struct LocalizedGoldenTests {
  static let eight = Date(timeIntervalSince1970: 1_780_906_080)  // 2026-06-08 08:08 UTC

  struct Activity: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Label("Hydration", systemImage: "drop.fill").font(.headline)
        Text("\(8432) steps").font(.title3.bold())
        Text("\(12.25, specifier: "%.1f") km")
        Text("Updated \(Text(LocalizedGoldenTests.eight, style: .time).bold())")
          .font(.caption).foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  static func renderer() throws -> WidgetRenderer {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "golden-l10n-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Hydration": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Trinken"}}}},
        "%.1f km": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%.1f km"}}}},
        "%lld steps": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%lld Schritte"}}}},
        "Updated %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Aktualisiert um %@"}}}}
      }}
      """#.utf8
    ).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return WidgetRenderer(strings: try StringTables(paths: [folder]))
  }

  @Test(arguments: ["en_US", "de_DE"])
  func theWidgetLooksAsADeviceInThatLanguageShowsIt(locale: String) throws {
    expectGolden(
      Activity(), named: "localized-\(locale)",
      GoldenOptions(family: .systemSmall, date: Self.eight, locale: Locale(identifier: locale)),
      renderer: try Self.renderer())
  }
}
