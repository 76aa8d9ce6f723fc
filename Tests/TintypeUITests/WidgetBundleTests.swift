import Foundation
import Testing
import TintypeUI

@testable import BookClub

/// A widget of one text, of the given kind, supporting the given families.
private struct Probe: TimelineEntry {
  let date = Date(timeIntervalSince1970: 1_780_000_000)
}

private struct ProbeProvider: TimelineProvider {
  func placeholder(in context: Context) -> Probe { Probe() }
  func getSnapshot(in context: Context, completion: @escaping (Probe) -> Void) { completion(Probe()) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Probe>) -> Void) {
    completion(Timeline(entries: [Probe()], policy: .never))
  }
}

private struct SmallOnly: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "SmallOnly", provider: ProbeProvider()) { _ in Text("small") }
      .supportedFamilies([.systemSmall])
  }
}

private struct MediumOnly: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "MediumOnly", provider: ProbeProvider()) { _ in Text("medium") }
      .supportedFamilies([.systemMedium])
  }
}

private struct Everywhere: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Everywhere", provider: ProbeProvider()) { _ in Text("any") }
  }
}

/// Written as a widget extension writes its bundle, with `if` and `if #available`.
private struct ProbeBundle: WidgetBundle {
  static let includeMedium = false
  var body: some Widget {
    SmallOnly()
    if ProbeBundle.includeMedium {
      MediumOnly()
    } else {
      Everywhere()
    }
    if #available(iOS 18, macOS 15, *) {
      MediumOnly()
    }
  }
}

@Test func aBundleArchivesEachOfItsWidgetsInOrder() async throws {
  let archives = try await ViewArchive.archives(bundle: ProbeBundle())
  #expect(archives.map(\.kind) == ["SmallOnly", "Everywhere", "MediumOnly"])
  #expect(archives[1].families == [.systemSmall, .systemMedium, .systemLarge])
}

@Test func familiesAskedOfABundleGoToTheWidgetsThatSupportThem() async throws {
  let archives = try await ViewArchive.archives(bundle: ProbeBundle(), families: [.systemMedium])
  #expect(archives.map(\.kind) == ["Everywhere", "MediumOnly"])
  #expect(archives.allSatisfy { $0.families == [.systemMedium] })
}

@Test func aBundleIsNotOneWidget() async throws {
  await #expect(throws: ArchiveError.self) {
    _ = try await ViewArchive(widget: ProbeBundle().body)
  }
}

@Test func theBookClubBundleHoldsTheThreeWidgets() async throws {
  let archives = try await ViewArchive.archives(bundle: BookClubWidgets())
  #expect(archives.map(\.kind) == ["DailyReadingGoalWidget", "ReadingLogWidget", "ReadingScheduleWidget"])
}

private struct ProbePushHandler: WidgetPushHandler {
  func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
}

/// Delivery settings, written as widget code writes them, change nothing in the archive.
private struct DeliveredWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "SmallOnly", provider: ProbeProvider()) { _ in Text("small") }
      .supportedFamilies([.systemSmall])
      .disfavoredLocations([.standBy], for: [.systemSmall])
      .promptsForUserConfiguration()
      .pushHandler(ProbePushHandler.self)
  }
}

@Test func deliverySettingsLeaveTheArchiveAsItIs() async throws {
  let delivered = try await ViewArchive(widget: DeliveredWidget())
  let plain = try await ViewArchive(widget: SmallOnly())
  #expect(delivered == plain)
}
