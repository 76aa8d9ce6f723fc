import Testing
import TintypeUI

private struct BatteryLevel: View {
  let level: Double

  var body: some View {
    VStack {
      Text(level, format: .percent)
      Text("Charged to \(level, format: .percent)")
    }
  }
}

/// Values are formatted when a view is archived, in the archive environment's locale, so that an
/// archive does not depend on the machine that made it.
@Suite struct TextFormatTests {
  func texts(in locale: Locale) -> [String] {
    let archive = ViewArchive(
      BatteryLevel(level: 0.5), family: .systemSmall, environment: ArchiveEnvironment(locale: locale))
    return archive.entries.first?.views[.systemSmall]?.verbatimTexts ?? []
  }

  @Test func formatStylesUseTheEnvironmentsLocale() {
    let french = Locale(identifier: "fr_FR")
    let percent = (0.5).formatted(.percent.locale(french))
    #expect(percent != "50%", "French puts a space before the percent sign")
    #expect(texts(in: french) == [percent, "Charged to \(percent)"])
  }

  @Test func theDefaultLocaleIsFixed() {
    #expect(texts(in: Locale(identifier: "en_US_POSIX")) == ["50%", "Charged to 50%"])
    #expect(ArchiveEnvironment().locale == Locale(identifier: "en_US_POSIX"))
  }
}
