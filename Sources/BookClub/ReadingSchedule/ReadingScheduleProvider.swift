import TintypeUI

/// Supplies the Reading Schedule: an entry for today and one for tomorrow, then a reload at the
/// end of the day, when the schedule is worked out again from what was actually read.
///
/// Tomorrow's entry is there so the widget stays right if the reload comes late: the system
/// budgets reloads, and a timeline with more entries needs fewer of them.
struct ReadingScheduleProvider: TimelineProvider {
  /// The book the club is reading.
  static let clubBook = Library.mobyDick
  /// The chapter the club will discuss up to at the meeting.
  static let targetChapter = 60

  /// Saturday 13 June 2026, 18:00 UTC.
  static var meeting: Date { BookClubClock.time(18, on: BookClubClock.day(5, after: BookClubClock.now)) }

  func placeholder(in context: Context) -> ReadingScheduleEntry {
    entry(on: BookClubClock.now, plan: plan())
  }

  func getSnapshot(in context: Context, completion: @escaping (ReadingScheduleEntry) -> Void) {
    completion(entry(on: BookClubClock.now, plan: plan()))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingScheduleEntry>) -> Void) {
    let now = BookClubClock.now
    let plan = plan()
    let endOfDay = BookClubClock.day(1, after: now)
    let entries = [entry(on: now, plan: plan), entry(on: endOfDay, plan: plan)]
    completion(Timeline(entries: entries, policy: .after(endOfDay)))
  }

  /// The plan as of now: from the last chapter read to the club's target.
  private func plan() -> ReadingPlan {
    ReadingPlan(
      book: Self.clubBook, chaptersFinished: ReadingHistory.chaptersFinished(in: Self.clubBook),
      targetChapter: Self.targetChapter, meeting: Self.meeting)
  }

  /// The entry for `date`'s day: the plan made now, from that day on. Tomorrow's entry takes
  /// today's chapters as read; the reload at midnight replaces it with a plan from what was.
  private func entry(on date: Date, plan: ReadingPlan) -> ReadingScheduleEntry {
    let calendar = BookClubClock.calendar
    let day = BookClubClock.startOfDay(date)
    return ReadingScheduleEntry(
      date: date, book: plan.book, meeting: plan.meeting,
      meetingWeekday: calendar.weekdaySymbols[calendar.component(.weekday, from: plan.meeting) - 1],
      days: plan.days(from: BookClubClock.now).filter { $0.date >= day }, targetChapter: plan.targetChapter)
  }
}
