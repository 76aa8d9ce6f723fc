import TintypeUI

/// What the Reading Schedule shows on one day: the days left before the meeting, today first.
struct ReadingScheduleEntry: TimelineEntry {
  let date: Date
  let book: Book
  let meeting: Date
  /// The meeting's weekday name ("Saturday").
  let meetingWeekday: String
  let days: [ReadingDay]
  /// The chapter the club will discuss up to.
  let targetChapter: Int

  /// The last chapter the reader should have finished when this entry's day begins.
  var chaptersFinished: Int { (days.first?.chapters.lowerBound ?? targetChapter + 1) - 1 }
}
