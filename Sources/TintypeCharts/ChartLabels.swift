import Foundation
import TintypeArchive

/// How axis labels are written: numbers in the locale (grouped, "2,500"), dates by the calendar unit
/// their ticks step by ("9 AM", "Mon", "Jun 8", "Jun"), in the time zone the view shows dates in.
public struct ChartLabels: Sendable {
  /// The locale numbers and dates are written in.
  public var locale: Locale
  /// The time zone dates are shown in.
  public var timeZone: TimeZone

  /// Labels in `locale` and `timeZone`.
  public init(locale: Locale, timeZone: TimeZone) {
    self.locale = locale
    self.timeZone = timeZone
  }

  /// The span of the calendar `unit` containing `date`, in seconds since 1970, in the time zone.
  func interval(_ unit: ChartDateUnit, containing date: Date) -> (Double, Double) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let component = Self.component(unit)
    guard let span = calendar.dateInterval(of: component, for: date) else {
      return (date.timeIntervalSince1970, date.timeIntervalSince1970 + 86_400)
    }
    return (span.start.timeIntervalSince1970, span.end.timeIntervalSince1970)
  }

  /// About how long `unit` is, in seconds.
  static func seconds(_ unit: ChartDateUnit) -> Double {
    switch unit {
    case .minute: 60
    case .hour: 3_600
    case .day: 86_400
    case .weekOfYear: 604_800
    case .month: 2_629_746
    case .year: 31_556_952
    }
  }

  static func component(_ unit: ChartDateUnit) -> Calendar.Component {
    switch unit {
    case .minute: .minute
    case .hour: .hour
    case .day: .day
    case .weekOfYear: .weekOfYear
    case .month: .month
    case .year: .year
    }
  }

  /// A tick value on a numeric axis.
  func number(_ value: Double, step: Double) -> String {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    // As many decimals as the step needs (0.25 → 2), none for whole steps.
    var decimals = 0
    var scaled = step
    while decimals < 6, abs(scaled - scaled.rounded()) > 1e-9 {
      scaled *= 10
      decimals += 1
    }
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = decimals
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
  }

  /// A date tick, written for the unit the ticks step by.
  func date(_ date: Date, unit: Calendar.Component, spanDays: Double) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    switch unit {
    case .hour, .minute: formatter.setLocalizedDateFormatFromTemplate("j")
    case .day where spanDays <= 7: formatter.setLocalizedDateFormatFromTemplate("EEE")
    case .day: formatter.setLocalizedDateFormatFromTemplate("d")
    case .weekOfYear: formatter.setLocalizedDateFormatFromTemplate("MMMd")
    case .year: formatter.setLocalizedDateFormatFromTemplate("y")
    default: formatter.setLocalizedDateFormatFromTemplate("MMM")
    }
    return formatter.string(from: date)
  }

  /// The calendar unit and count date ticks step by for a span of `seconds`, and the ticks from
  /// `lower` to `upper` (seconds since 1970). UNCONFIRMED: Swift Charts ticks dates on calendar units,
  /// which ones for which span is not published.
  func dateTicks(lower: Double, upper: Double, unit preferred: ChartDateUnit? = nil, count given: Int? = nil)
    -> (unit: Calendar.Component, dates: [Date])
  {
    let span = upper - lower
    let day = 86_400.0
    let (unit, count): (Calendar.Component, Int) =
      preferred.map { unit in
        // A stride's unit and count; or the bars' unit, stepped so that about eight labels fit.
        (Self.component(unit), given ?? max(1, Int((span / Self.seconds(unit) / 8).rounded(.up))))
      }
      ?? (span <= 2 * day
        ? (.hour, [1, 2, 3, 6, 12].first { span / Double($0 * 3600) <= 8 } ?? 12)
        : span <= 14 * day
          ? (.day, span <= 8 * day ? 1 : 2)
          : span <= 93 * day
            ? (.weekOfYear, 1)
            : span <= 3 * 366 * day ? (.month, span <= 400 * day ? 1 : 3) : (.year, 1))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 1
    let start = Date(timeIntervalSince1970: lower)
    let end = Date(timeIntervalSince1970: upper)
    // The first whole unit at or after the start.
    var date =
      unit == .weekOfYear
      ? calendar.dateInterval(of: .weekOfYear, for: start)?.start ?? start
      : calendar.dateInterval(of: unit, for: start)?.start ?? start
    var dates: [Date] = []
    while date <= end, dates.count < 200 {
      if date >= start { dates.append(date) }
      guard let next = calendar.date(byAdding: unit, value: count, to: date), next > date else { break }
      date = next
    }
    return (unit, dates)
  }

  /// `value` written in `format`, or nil when the format is not for its kind (a number format on a
  /// date axis), so the axis's own way is used.
  func text(_ value: ChartPrimitive, format: ChartLabelFormat) -> String? {
    switch (value, format) {
    case (.date(let date), .date(let skeleton)):
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      formatter.setLocalizedDateFormatFromTemplate(skeleton)
      return formatter.string(from: date)
    case (.number(let number), .number(let style)):
      return Self.number(number, style, locale: locale)
    default:
      return nil
    }
  }

  /// A number in a number format, as Foundation's format styles write it.
  static func number(_ value: Double, _ format: ChartNumberFormat, locale: Locale) -> String {
    let precision: NumberFormatStyleConfiguration.Precision? =
      format.significantDigits.map { .significantDigits($0) }
      ?? format.fractionDigits.map { .fractionLength($0) }
    let grouping: NumberFormatStyleConfiguration.Grouping = format.grouping ? .automatic : .never
    switch format.style {
    case .decimal:
      var style = FloatingPointFormatStyle<Double>(locale: locale).grouping(grouping)
      if let precision { style = style.precision(precision) }
      if format.compact { style = style.notation(.compactName) }
      return style.format(value)
    case .percent(let scale):
      // Foundation's percent style multiplies by 100; the archived scale says what the widget's did.
      var style = FloatingPointFormatStyle<Double>.Percent(locale: locale).grouping(grouping)
      if let precision { style = style.precision(precision) }
      if format.compact { style = style.notation(.compactName) }
      return style.format(value * scale / 100)
    case .currency(let code):
      var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).grouping(
        grouping == .never ? .never : .automatic)
      if let precision {
        style = style.precision(precision)
      }
      if format.compact { style = style.notation(.compactName) }
      return style.format(value)
    }
  }
}
