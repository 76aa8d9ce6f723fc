import TintypeUI

/// The examples' fixed notion of "now". A widget extension would ask for `Date()`; the examples
/// are set on one Monday morning instead, so that archiving them gives the same bytes on every
/// run and every machine.
enum BookClubClock {
  /// Monday 8 June 2026, 09:00 UTC: when the examples' timelines start.
  static let now = Date(timeIntervalSince1970: 1_780_909_200)

  /// A Gregorian calendar in UTC with fixed English names, for the day arithmetic of the
  /// timelines and the weekday names they show.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()

  /// Midnight at the start of `date`'s day.
  static func startOfDay(_ date: Date) -> Date { calendar.startOfDay(for: date) }

  /// `date`'s day at `hour`:`minute`.
  static func time(_ hour: Int, _ minute: Int = 0, on date: Date) -> Date {
    calendar.date(bySettingHour: hour, minute: minute, second: 0, of: date)!
  }

  /// The day `count` days after `date`'s day, at midnight.
  static func day(_ count: Int, after date: Date) -> Date {
    calendar.date(byAdding: .day, value: count, to: startOfDay(date))!
  }
}
