import TintypeUI

/// Minutes read on one day, for the Reading Log's week chart.
struct DailyReading: Identifiable, Hashable, Sendable {
  var id: Date { day }
  let day: Date
  let minutes: Int

  /// The weekday's initial ("M", "T", …), from the examples' fixed calendar.
  var weekdayInitial: String {
    let symbols = BookClubClock.calendar.veryShortWeekdaySymbols
    return symbols[BookClubClock.calendar.component(.weekday, from: day) - 1]
  }
}
