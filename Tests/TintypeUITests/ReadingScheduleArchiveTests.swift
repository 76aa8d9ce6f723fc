import Testing
import TintypeUI

@testable import BookClub

/// The Reading Schedule widget archived: today and tomorrow, a reload at the end of the day, and
/// a layout per family.
@Suite struct ReadingScheduleArchiveTests {
  let archive: ViewArchive
  /// Midnight between Monday 8 and Tuesday 9 June 2026, UTC.
  let endOfDay = Date(timeIntervalSince1970: 1_780_963_200)

  init() async throws {
    archive = try await ViewArchive(widget: ReadingScheduleWidget())
  }

  @Test func todayAndTomorrowThenReloadAtTheEndOfTheDay() {
    #expect(archive.entries.map(\.date) == [BookClubClock.now, endOfDay])
    #expect(archive.reloadPolicy == .after(endOfDay))
  }

  @Test func mediumSizeShowsTodayAndTomorrow() throws {
    let monday = try #require(archive.entries.first?.views[.systemMedium])
    #expect(monday.verbatimTexts.filter { $0.hasPrefix("Chapters") } == ["Chapters 41–44", "Chapters 45–48"])
    let tuesday = try #require(archive.entries.last?.views[.systemMedium])
    #expect(
      tuesday.verbatimTexts.filter { $0.hasPrefix("Chapters") } == ["Chapters 45–48", "Chapters 49–52"])
  }

  @Test func extraLargePortraitListsEveryDayBeforeTheMeeting() throws {
    let monday = try #require(archive.entries.first?.views[.systemExtraLargePortrait])
    #expect(
      monday.verbatimTexts.filter { $0.hasPrefix("Chapters") } == [
        "Chapters 41–44", "Chapters 45–48", "Chapters 49–52", "Chapters 53–56", "Chapters 57–60",
      ])
    #expect(monday.verbatimTexts.contains("Reading Schedule"))
    #expect(
      monday.images(named: "moby-dick").first?.modifiers.first == .widgetAccentedRenderingMode(.fullColor))
    let tuesday = try #require(archive.entries.last?.views[.systemExtraLargePortrait])
    #expect(tuesday.verbatimTexts.filter { $0.hasPrefix("Chapters") }.count == 4)
    #expect(tuesday.verbatimTexts.contains("Chapter 44 of 60"))
  }

  @Test func meetingTimeIsLeftToTheRenderDate() throws {
    let view = try #require(archive.entries.first?.views[.systemExtraLargePortrait])
    #expect(
      view.subtree.contains { $0.content == .text(.date(ReadingScheduleProvider.meeting, style: .time)) })
  }

  @Test func planSpreadsAnUnevenRemainderOverTheFirstDays() {
    let plan = ReadingPlan(
      book: Library.mobyDick, chaptersFinished: 40, targetChapter: 53,
      meeting: ReadingScheduleProvider.meeting)
    #expect(
      plan.days(from: BookClubClock.now).map(\.chapters) == [41...43, 44...46, 47...49, 50...51, 52...53])
  }
}
