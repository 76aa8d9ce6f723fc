import TintypeUI

/// What the Reading Goals widget shows at one moment: the motivational message of that part of
/// the day, the book, and the pages read towards the day's goal.
struct DailyReadingGoalEntry: TimelineEntry {
  let date: Date
  let book: Book
  let message: String
  let timeOfDay: TimeOfDay
  let pagesRead: Int
  let dailyGoal: Int
}
