import Testing
import TintypeUI

@testable import BookClub

/// The Reading Goals widget archived: the day's timeline, the gallery snapshot, the cover fix.
@Suite struct ReadingGoalsArchiveTests {
  let archive: ViewArchive

  init() async throws {
    archive = try await ViewArchive(widget: DailyReadingGoalWidget())
  }

  @Test func timelineHasTheProvidersEntriesThroughTheDay() throws {
    let expected = DailyReadingGoalProvider().entries(on: BookClubClock.now)
    #expect(archive.entries.map(\.date) == expected.map(\.date))
    let times = archive.entries.map { entry in
      BookClubClock.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: entry.date)
    }
    #expect(times.map { [$0.year, $0.month, $0.day] } == Array(repeating: [2026, 6, 8], count: 4))
    #expect(times.map { [$0.hour, $0.minute] } == [[9, 0], [11, 30], [13, 0], [18, 30]])
    #expect(archive.reloadPolicy == .atEnd)
  }

  @Test func eachEntryCarriesItsOwnMessage() throws {
    let messages = try archive.entries.map { entry in
      let view = try #require(entry.views[.systemMedium])
      return try #require(view.verbatimTexts.first { $0.count > 20 })
    }
    #expect(messages == DailyReadingGoalProvider().entries(on: BookClubClock.now).map(\.message))
    #expect(Set(messages).count == messages.count)
  }

  @Test func coverKeepsItsColoursInTheAccentedMode() throws {
    for entry in archive.allEntries {
      for family in [WidgetFamily.systemSmall, .systemMedium] {
        let view = try #require(entry.views[family])
        let covers = view.subtree.filter { node in
          if case .image(let image) = node.content, case .named = image.source { return true }
          return false
        }
        #expect(covers.count == 1)
        #expect(covers.first?.modifiers.first == .widgetAccentedRenderingMode(.fullColor))
      }
    }
  }

  @Test func snapshotFeaturesAPopularBook() throws {
    let snapshot = try #require(archive.snapshot?.views[.systemMedium])
    #expect(!snapshot.images(named: "atomic-habits").isEmpty)
    #expect(snapshot.verbatimTexts.contains("Atomic Habits"))
    #expect(snapshot.modifiers.contains(.widgetURL("bookclub://reading/atomic-habits")))
  }

  @Test func timelineFollowsTheBookBeingRead() throws {
    for entry in archive.entries {
      let view = try #require(entry.views[.systemMedium])
      #expect(!view.images(named: "pride-and-prejudice").isEmpty)
      #expect(view.modifiers.contains(.widgetURL("bookclub://reading/pride-and-prejudice")))
    }
  }

  @Test func viewsAreDarkOnTheirBackground() throws {
    let view = try #require(archive.entries.first?.views[.systemSmall])
    #expect(view.modifiers.contains(.environment(EnvironmentOverride(colorScheme: .dark))))
    let background = view.modifiers.compactMap { modifier -> ViewNode? in
      if case .containerBackground(.view(let node, _)) = modifier { return node }
      return nil
    }
    #expect(background.map(\.content.typeName) == ["LinearGradient"])
  }

  @Test func lockScreenFamiliesShowTheDaysPagesWithoutACover() throws {
    let entry = try #require(archive.entries.first)
    let circular = try #require(entry.views[.accessoryCircular])
    guard case .gauge(let gauge) = circular.content else {
      Issue.record("expected a Gauge, got \(circular.content.typeName)")
      return
    }
    #expect(gauge.upperBound == Double(DailyReadingGoalProvider.dailyGoal))
    #expect(gauge.value == Double(ReadingHistory.pagesRead(on: BookClubClock.now)))
    #expect(circular.modifiers.contains(.gaugeStyle(.accessoryCircularCapacity)))
    let rectangular = try #require(entry.views[.accessoryRectangular])
    #expect(
      rectangular.nodes(ofType: "Image").allSatisfy { node in
        if case .image(let image) = node.content, case .system = image.source { return true }
        return false
      })
    #expect(!rectangular.nodes(ofType: "Gauge").isEmpty)
  }
}
