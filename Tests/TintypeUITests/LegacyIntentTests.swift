import Testing
import TintypeUI

// Widgets configured through SiriKit intents (iOS 14–16 style) archive like App Intents ones: the
// provider's completion handlers run, with the intent as a newly added widget has it.

final class LegacyCityIntent: INIntent {
  var city: String? = "Lisbon"
}

private struct LegacyEntry: TimelineEntry {
  let date: Date
  let city: String
}

private struct LegacyProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> LegacyEntry { LegacyEntry(date: .distantPast, city: "…") }
  func getSnapshot(
    for configuration: LegacyCityIntent, in context: Context, completion: @escaping (LegacyEntry) -> Void
  ) {
    completion(LegacyEntry(date: .distantPast, city: configuration.city ?? "none"))
  }
  func getTimeline(
    for configuration: LegacyCityIntent, in context: Context,
    completion: @escaping (Timeline<LegacyEntry>) -> Void
  ) {
    let start = Date(timeIntervalSince1970: 1_780_909_200)
    completion(
      Timeline(
        entries: [
          LegacyEntry(date: start, city: configuration.city ?? "none"),
          LegacyEntry(date: start.addingTimeInterval(3600), city: "later"),
        ], policy: .atEnd))
  }
}

private struct LegacyWeatherWidget: Widget {
  var body: some WidgetConfiguration {
    IntentConfiguration(kind: "LegacyWeather", intent: LegacyCityIntent.self, provider: LegacyProvider()) {
      entry in
      Text(entry.city)
    }
    .supportedFamilies([.systemSmall])
  }
}

@Test func anIntentConfiguredWidgetArchivesItsTimelineWithTheIntentsDefaults() async throws {
  let archive = try await ViewArchive(widget: LegacyWeatherWidget())
  #expect(archive.kind == "LegacyWeather")
  #expect(archive.entries.count == 2)
  #expect(archive.entries.first?.views[.systemSmall]?.verbatimTexts == ["Lisbon"])
  #expect(archive.snapshot?.views[.systemSmall]?.verbatimTexts == ["Lisbon"])
  #expect(archive.entries.last?.views[.systemSmall]?.verbatimTexts == ["later"])
}
