import Foundation
import TintypeArchive

/// The text of `Text(date, style:)`, `Text(timerInterval:)` and date ranges at a render date, as iOS
/// 17 and later print them in English (`DateTextFormat` names every character that is not plain).
///
/// - `.time`: "8:00 AM" with U+202F NARROW NO-BREAK SPACE before the period, as ICU 72+ and iOS
///   17+ write it (swift-foundation's own tests expect "4:00\u{202F}PM" on Apple platforms; Apple's
///   older doc example "11:23PM" predates it).
/// - `.date`: "June 3, 2019".
/// - `.relative`: at most two units, abbreviated as WidgetKit's "Displaying dynamic dates" shows
///   ("11 min, 14 sec"), no sign. The abbreviations of hours, days, months and years ("hr", "day",
///   "mo", "yr") are UNCONFIRMED: only "min" and "sec" are in Apple's example.
/// - `.offset`: one unit spelled out with a sign, minus for a date in the future and plus for one
///   in the past ("-11 minutes"), as the same WidgetKit article says.
/// - `.timer` and timers: "2:32", "36:59:01"; without hours minutes run past 59 ("75:00").
/// - Ranges: "9:00 – 10:30 AM" (en dash between thin spaces, CLDR 42+) when both ends share a day
///   and a half of it, "11:00 AM – 1:00 PM" across noon, dates otherwise.
/// The calendar (and so the time zone) is the render's. In a locale other than US English, `.time`,
/// `.date` and ranges are written by Foundation's ICU formats for that locale (`LocalizedDateFormat`).
public struct DateText: Sendable {
  /// The calendar and time zone dates are shown in.
  public var calendar: Calendar
  /// The render's locale; `nil` or US English keeps the English model above.
  public var locale: Locale?

  /// Date text in a calendar (its time zone is used for clock times).
  public init(calendar: Calendar) { self.calendar = calendar }

  /// Gregorian calendar in UTC: the deterministic default.
  public static let utc: DateText = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return DateText(calendar: calendar)
  }()

  /// The same date text in `locale`.
  public func `in`(_ locale: Locale?) -> DateText {
    var copy = self
    copy.locale = locale
    return copy
  }

  /// `date` in `style`, seen at `now`.
  public func string(_ date: Date, style: TextDateStyle, now: Date) -> String {
    switch style {
    case .time: return time(date)
    case .date: return day(date)
    case .relative: return relative(from: now, to: date, maximumUnits: 2, signed: false)
    case .offset: return relative(from: now, to: date, maximumUnits: 1, signed: true)
    case .timer: return clock(seconds: abs(date.timeIntervalSince(now)), showsHours: true)
    }
  }

  /// A date range: times when both ends fall on one day (the period once when both are in the same
  /// half of it), else dates.
  public func range(from start: Date, to end: Date) -> String {
    let dash = DateTextFormat.rangeSeparator
    guard calendar.isDate(start, inSameDayAs: end) else { return day(start) + dash + day(end) }
    if LocalizedDateFormat.locale(locale) != nil { return time(start) + dash + time(end) }
    let (from, to) = (clockTime(start), clockTime(end))
    if from.period == to.period {
      return from.digits + dash + to.digits + DateTextFormat.periodSpace + to.period
    }
    return time(start) + dash + time(end)
  }

  /// A timer over an interval at `now`: counting down (the time left) or up (the time elapsed),
  /// frozen when it reaches its pause point, clamped to the interval.
  public func timer(_ timer: TimerValue, now: Date) -> String {
    let moment = min(now, pauseMoment(timer) ?? now)
    let total = timer.end.timeIntervalSince(timer.start)
    let elapsed = min(max(moment.timeIntervalSince(timer.start), 0), total)
    let shown = timer.countsDown ? total - elapsed : elapsed
    return clock(seconds: shown, showsHours: timer.showsHours)
  }

  /// The fraction of a timer interval completed at `now` (for `ProgressView(timerInterval:)`):
  /// the part left when counting down, the part elapsed when counting up.
  public func progress(_ timer: TimerValue, now: Date) -> Double {
    let total = timer.end.timeIntervalSince(timer.start)
    guard total > 0 else { return timer.countsDown ? 0 : 1 }
    let elapsed =
      min(max(min(now, pauseMoment(timer) ?? now).timeIntervalSince(timer.start), 0), total) / total
    return timer.countsDown ? 1 - elapsed : elapsed
  }

  /// When a timer stops moving. Apple's example (`now...now+12min`, `pauseTime: now+10min`,
  /// counting down) "counts down from 12:00 and stops at 10:00": the pause is the value shown, so a
  /// countdown freezes at `end − (pauseTime − start)` and a count-up at `pauseTime` (OpenSwiftUI's
  /// `ResolvableTimer` reads it the same way).
  func pauseMoment(_ timer: TimerValue) -> Date? {
    guard let pause = timer.pauseTime else { return nil }
    guard timer.countsDown else { return pause }
    return timer.end.addingTimeInterval(-pause.timeIntervalSince(timer.start))
  }

  /// "9:41 AM": hour without a leading zero, minutes, U+202F, the period.
  func time(_ date: Date) -> String {
    if let locale = LocalizedDateFormat.locale(locale) {
      return LocalizedDateFormat.time(date, locale: locale, timeZone: calendar.timeZone)
    }
    let clock = clockTime(date)
    return clock.digits + DateTextFormat.periodSpace + clock.period
  }

  /// The digits ("9:41") and the period ("AM") of a clock time.
  private func clockTime(_ date: Date) -> (digits: String, period: String) {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return ("\(twelve):" + twoDigits(parts.minute ?? 0), hour < 12 ? "AM" : "PM")
  }

  /// "June 3, 2019".
  func day(_ date: Date) -> String {
    if let locale = LocalizedDateFormat.locale(locale) {
      return LocalizedDateFormat.day(date, locale: locale, timeZone: calendar.timeZone)
    }
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let month = calendar.standaloneMonthSymbols[(parts.month ?? 1) - 1]
    return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
  }

  /// "2 hr, 23 min" (relative, abbreviated, unsigned) / "-2 hours" (offset, spelled out, signed).
  func relative(from now: Date, to date: Date, maximumUnits: Int, signed: Bool) -> String {
    let (earlier, later) = date < now ? (date, now) : (now, date)
    if let locale = LocalizedDateFormat.locale(locale),
      let text = LocalizedDateFormat.relative(
        seconds: later.timeIntervalSince(earlier), locale: locale, maximumUnits: maximumUnits, spelled: signed
      )
    {
      return signed ? (date > now ? "-" : "+") + text : text
    }
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
    let values = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second]
    let names = signed ? DateTextFormat.spelledUnits : DateTextFormat.abbreviatedUnits
    var shown = zip(values, names).compactMap { value, name in
      (value ?? 0) > 0 ? "\(value!) " + (value! == 1 ? name.one : name.other) : nil
    }
    if shown.isEmpty { shown = ["0 " + names[names.count - 1].other] }
    let text = shown.prefix(maximumUnits).joined(separator: ", ")
    guard signed else { return text }
    // WidgetKit: "dates in the future with a minus sign (-) prefix and dates in the past with a
    // plus sign (+)".
    return (date > now ? "-" : "+") + text
  }

  /// "2:32", "36:59:01"; without hours, minutes run past 59 ("75:00").
  func clock(seconds: Double, showsHours: Bool) -> String {
    let total = Int(seconds.rounded(.down))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let secs = total % 60
    if showsHours, hours > 0 { return "\(hours):" + twoDigits(minutes) + ":" + twoDigits(secs) }
    return "\(total / 60):" + twoDigits(secs)
  }

  private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// The characters and words of date text that are not plain ASCII choices, in one place.
enum DateTextFormat {
  /// Between a time and its period: U+202F NARROW NO-BREAK SPACE (CLDR 42+, iOS 17+).
  static let periodSpace = "\u{202F}"
  /// Between the ends of a range: an en dash between U+2009 THIN SPACEs (CLDR 42+).
  static let rangeSeparator = "\u{2009}\u{2013}\u{2009}"
  /// `.relative`'s units, largest first: abbreviated as in WidgetKit's example ("11 min, 14 sec");
  /// all but "min" and "sec" UNCONFIRMED.
  static let abbreviatedUnits: [(one: String, other: String)] = [
    ("yr", "yr"), ("mo", "mo"), ("day", "days"), ("hr", "hr"), ("min", "min"), ("sec", "sec"),
  ]
  /// `.offset`'s units, largest first, spelled out ("+2 hours", "-3 months").
  static let spelledUnits: [(one: String, other: String)] = [
    ("year", "years"), ("month", "months"), ("day", "days"), ("hour", "hours"), ("minute", "minutes"),
    ("second", "seconds"),
  ]
}

/// Dates in locales other than US English: Foundation's `Date.FormatStyle`, over the ICU (CLDR) data
/// of the machine, in the locale's own calendar — the long date for `.date` ("9. Juni 2026") and the
/// shortened time for `.time` ("10:13"), the formats iOS uses for those styles.
///
/// `.relative` and `.offset` under four weeks use the locale's duration units (`Duration`'s unit
/// format, whose US English is exactly the model's "11 min, 14 sec"); longer spans and timers stay
/// as in English.
///
/// UNCONFIRMED model (docs/models.md): that iOS picks exactly these CLDR formats is by analogy with
/// US English, where they match what iOS prints; the machine's CLDR version may differ from the
/// device's in details (spaces, abbreviations).
enum LocalizedDateFormat {
  /// `locale` when it is one this model writes for (set, and not US English), else nil.
  static func locale(_ locale: Locale?) -> Locale? {
    guard let locale else { return nil }
    let language = locale.language.languageCode?.identifier ?? ""
    let region = locale.region?.identifier
    if language.isEmpty || (language == "en" && (region == nil || region == "US")) { return nil }
    return locale
  }

  static func time(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
    date.formatted(style(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
  }

  static func day(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
    date.formatted(style(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
  }

  /// A span under four weeks in the locale's duration units ("11 Min., 14 Sek."; spelled out for
  /// `.offset`, "2 Stunden"); nil for longer spans, which keep the English model (months and years
  /// are calendar units that a duration format lacks).
  static func relative(seconds: Double, locale: Locale, maximumUnits: Int, spelled: Bool) -> String? {
    guard seconds.isFinite, seconds < 28 * 86_400 else { return nil }
    let style = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes, .seconds], width: spelled ? .wide : .abbreviated,
      maximumUnitCount: maximumUnits, zeroValueUnits: .hide, valueLength: nil,
      fractionalPart: .hide(rounded: .towardZero)
    ).locale(locale)
    return Duration.seconds(Int64(seconds.rounded(.down))).formatted(style)
  }

  private static func style(
    date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale, timeZone: TimeZone
  ) -> Date.FormatStyle {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    return Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
  }
}
