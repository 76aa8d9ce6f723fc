import Foundation

/// Formatting as SwiftUI does it in a view: in the environment's locale and, for dates, its time zone
/// and calendar, never the machine's. Archives made on a laptop in Seoul and on a CI runner in UTC
/// then hold the same text.
enum EnvironmentFormatting {
  /// `input` formatted with `format` in the current environment.
  static func string<F: FormatStyle>(_ input: F.FormatInput, format: F) -> String
  where F.FormatOutput == String {
    let environment = EnvironmentValues.current
    let style = format.locale(environment.locale)
    // Date styles default to the process's time zone and calendar; the environment's replace them.
    if var dateStyle = style as? Date.FormatStyle, let date = input as? Date {
      dateStyle.timeZone = environment.timeZone
      dateStyle.calendar = environment.calendar
      return dateStyle.format(date)
    }
    if var verbatim = style as? Date.VerbatimFormatStyle, let date = input as? Date {
      verbatim.timeZone = environment.timeZone
      verbatim.calendar = environment.calendar
      return verbatim.format(date)
    }
    if var interval = style as? Date.IntervalFormatStyle, let range = input as? Range<Date> {
      interval.timeZone = environment.timeZone
      interval.calendar = environment.calendar
      return interval.format(range)
    }
    return style.format(input)
  }
}
