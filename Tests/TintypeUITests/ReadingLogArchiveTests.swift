import Testing
import TintypeUI

@testable import BookClub

/// The Reading Log widget archived with its default configuration: the most recently read book,
/// a timeline that never reloads, and a button that records its intent.
@Suite struct ReadingLogArchiveTests {
  let archive: ViewArchive

  init() async throws {
    archive = try await ViewArchive(widget: ReadingLogWidget())
  }

  @Test func oneEntryThatNeverReloads() {
    #expect(archive.entries.map(\.date) == [BookClubClock.now])
    #expect(archive.reloadPolicy == .never)
  }

  @Test func unconfiguredWidgetShowsTheMostRecentlyReadBook() async throws {
    #expect(await BookQuery().defaultResult()?.id == "pride-and-prejudice")
    for family in archive.families {
      let view = try #require(archive.entries.first?.views[family])
      #expect(!view.images(named: "pride-and-prejudice").isEmpty, "\(family)")
      #expect(view.modifiers.contains(.widgetURL("bookclub://log/pride-and-prejudice")))
    }
  }

  @Test func completeChapterButtonRecordsItsIntent() throws {
    let chapter = ReadingHistory.chaptersFinished(in: Library.prideAndPrejudice) + 1
    for family in archive.families {
      let view = try #require(archive.entries.first?.views[family])
      let buttons = view.subtree.compactMap { node -> ButtonValue? in
        if case .button(let button) = node.content { return button }
        return nil
      }
      #expect(buttons.count == 1, "\(family)")
      let intent = try #require(buttons.first?.intent)
      #expect(intent.type == "CompleteChapterIntent")
      #expect(
        intent.parameters
          == JSONObject([("book", "pride-and-prejudice"), ("chapter", .number(Double(chapter)))]))
      #expect(buttons.first?.label.verbatimTexts == ["Complete chapter"])
    }
  }

  @Test func mediumSizeChartsTheWeek() throws {
    let view = try #require(archive.entries.first?.views[.systemMedium])
    let bars = view.nodes(ofType: "Capsule")
    #expect(bars.count == 7)
    let small = try #require(archive.entries.first?.views[.systemSmall])
    #expect(small.nodes(ofType: "Capsule").isEmpty)
  }
}
