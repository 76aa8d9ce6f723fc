import TintypeUI

/// Supplies the Reading Goals timeline: one entry per part of the day, each with its own message.
///
/// Only the message changes through the day; pages read are what the app had recorded when the
/// timeline was made. The timeline reloads `.atEnd`: after the evening entry the extension is asked
/// again, and builds the next day's entries from what has been read by then.
struct DailyReadingGoalProvider: TimelineProvider {
  /// Pages a day the reader has set as their goal.
  static let dailyGoal = 30

  /// Shown the instant the widget appears, before a timeline exists: sample data only, nothing
  /// read from disk. WidgetKit draws it redacted.
  func placeholder(in context: Context) -> DailyReadingGoalEntry {
    DailyReadingGoalEntry(
      date: BookClubClock.now, book: Library.atomicHabits, message: "Read a little every day.",
      timeOfDay: .morning,
      pagesRead: 12, dailyGoal: Self.dailyGoal)
  }

  /// The widget gallery's preview. Before someone has read anything the app has no data, so the
  /// gallery features a popular book with a default message.
  func getSnapshot(in context: Context, completion: @escaping (DailyReadingGoalEntry) -> Void) {
    completion(
      DailyReadingGoalEntry(
        date: BookClubClock.now, book: Library.atomicHabits,
        message: "Small pages, every day, add up to whole books.", timeOfDay: .morning, pagesRead: 18,
        dailyGoal: Self.dailyGoal))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<DailyReadingGoalEntry>) -> Void) {
    completion(Timeline(entries: entries(on: BookClubClock.now), policy: .atEnd))
  }

  /// The day's entries for the book being read, one per part of the day.
  func entries(on day: Date) -> [DailyReadingGoalEntry] {
    let book = ReadingHistory.mostRecentlyRead ?? Library.atomicHabits
    let pagesRead = ReadingHistory.pagesRead(on: day)
    return TimeOfDay.allCases.map { timeOfDay in
      let start = timeOfDay.startTime
      return DailyReadingGoalEntry(
        date: BookClubClock.time(start.hour, start.minute, on: day), book: book,
        message: message(for: timeOfDay, pagesRead: pagesRead), timeOfDay: timeOfDay, pagesRead: pagesRead,
        dailyGoal: Self.dailyGoal)
    }
  }

  private func message(for timeOfDay: TimeOfDay, pagesRead: Int) -> String {
    let remaining = max(Self.dailyGoal - pagesRead, 0)
    switch timeOfDay {
    case .morning:
      return "Good morning! A chapter with your coffee?"
    case .midday:
      return "Lunch break? \(remaining) pages to go today."
    case .afternoon:
      return "\(pagesRead) pages in. Keep the streak going!"
    case .evening:
      return remaining == 0 ? "Goal met. Read on for fun!" : "Wind down with \(remaining) more pages."
    }
  }
}
