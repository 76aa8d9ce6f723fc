import TintypeUI

/// What the Reading Log shows for one book: how far into it the reader is and the past week.
struct ReadingLogEntry: TimelineEntry {
  let date: Date
  let book: Book
  let chaptersFinished: Int
  let week: [DailyReading]

  /// The chapter the "Complete chapter" button marks as read.
  var nextChapter: Int { min(chaptersFinished + 1, book.chapterCount) }

  /// Minutes read over the week.
  var minutesThisWeek: Int { week.reduce(0) { $0 + $1.minutes } }
}
