import TintypeUI

/// Spreads the chapters left before a book club meeting over the days before it.
struct ReadingPlan: Sendable {
  let book: Book
  /// The last chapter already read.
  let chaptersFinished: Int
  /// The chapter the club will discuss up to.
  let targetChapter: Int
  /// When the club meets.
  let meeting: Date

  /// The days from `start`'s day up to the day before the meeting, each with its share of the
  /// chapters; earlier days take the remainder when the chapters do not divide evenly.
  func days(from start: Date) -> [ReadingDay] {
    let calendar = BookClubClock.calendar
    let first = BookClubClock.startOfDay(start)
    let dayCount =
      calendar.dateComponents([.day], from: first, to: BookClubClock.startOfDay(meeting)).day ?? 0
    let chapterCount = targetChapter - chaptersFinished
    guard dayCount > 0, chapterCount > 0 else { return [] }
    let pagesPerChapter = Double(book.pageCount) / Double(book.chapterCount)
    var nextChapter = chaptersFinished + 1
    return (0..<min(dayCount, chapterCount)).map { index in
      let share = chapterCount / dayCount + (index < chapterCount % dayCount ? 1 : 0)
      let chapters = nextChapter...(nextChapter + share - 1)
      nextChapter += share
      let date = BookClubClock.day(index, after: first)
      return ReadingDay(
        date: date, weekday: calendar.weekdaySymbols[calendar.component(.weekday, from: date) - 1],
        chapters: chapters, pages: Int((Double(share) * pagesPerChapter).rounded()))
    }
  }
}
