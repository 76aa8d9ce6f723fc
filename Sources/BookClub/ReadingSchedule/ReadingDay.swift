import TintypeUI

/// One day of a reading schedule: the chapters to read that day.
struct ReadingDay: Identifiable, Hashable, Sendable {
  var id: Date { date }
  /// Midnight at the start of the day.
  let date: Date
  /// The weekday's name ("Monday"), from the examples' fixed calendar so that archives do not
  /// depend on the machine's locale.
  let weekday: String
  let chapters: ClosedRange<Int>
  /// Roughly how many pages the chapters are.
  let pages: Int
}
