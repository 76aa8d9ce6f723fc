import Foundation
import TintypeArchive

/// The text of `Text(date, style:)`, `Text(timerInterval:)` and date ranges at a render date.
///
/// Formats follow Apple's documented examples ("11:23PM", "June 3, 2019", "2 hours, 23 minutes",
/// "+2 hours", "2:32" / "36:59:01") and OpenSwiftUI's reconstruction (spec/widgetkit-facts.md §5):
/// `.relative` shows at most two units and no sign, `.offset` one unit with a sign, timers drop
/// the hours below an hour. English only; the locale and calendar are the render's.
public struct DateText: Sendable {
  /// The calendar and time zone dates are shown in.
  public var calendar: Calendar

  /// Date text in a calendar (its time zone is used for clock times).
  public init(calendar: Calendar) { self.calendar = calendar }

  /// Gregorian calendar in UTC: the deterministic default.
  public static let utc: DateText = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return DateText(calendar: calendar)
  }()

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

  /// A date range: times when both ends fall on one day, else dates.
  public func range(from start: Date, to end: Date) -> String {
    if calendar.isDate(start, inSameDayAs: end) { return time(start) + " – " + time(end) }
    return day(start) + " – " + day(end)
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

  /// "9:41AM": hour without a leading zero, minutes, AM/PM with no space, as Apple documents.
  func time(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):" + twoDigits(parts.minute ?? 0) + (hour < 12 ? "AM" : "PM")
  }

  /// "June 3, 2019".
  func day(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let month = calendar.standaloneMonthSymbols[(parts.month ?? 1) - 1]
    return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
  }

  /// "2 hours, 23 minutes" / "+2 hours".
  func relative(from now: Date, to date: Date, maximumUnits: Int, signed: Bool) -> String {
    let (earlier, later) = date < now ? (date, now) : (now, date)
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
    let units: [(Int?, String)] = [
      (parts.year, "year"), (parts.month, "month"), (parts.day, "day"), (parts.hour, "hour"),
      (parts.minute, "minute"),
      (parts.second, "second"),
    ]
    var shown = units.compactMap { value, name in
      (value ?? 0) > 0 ? "\(value!) \(name)\(value! == 1 ? "" : "s")" : nil
    }
    if shown.isEmpty { shown = ["0 seconds"] }
    let text = shown.prefix(maximumUnits).joined(separator: ", ")
    guard signed else { return text }
    return (date < now ? "-" : "+") + text
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
