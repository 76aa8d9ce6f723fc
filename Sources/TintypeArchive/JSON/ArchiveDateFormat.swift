import Foundation

/// Dates in archives: RFC 3339 text (`2026-06-08T09:00:00Z`), read and written in UTC at millisecond
/// precision, and a fraction only when there is one.
///
/// Read and written here rather than with Foundation's `ISO8601FormatStyle`, which reads the
/// fraction at single precision and truncates it when writing — `.123` came back as `.122`, then
/// `.121`, so an archive changed each time it was decoded and encoded again — and which accepts
/// trailing text (`…Zjunk`) and out-of-range fields (`25:00`, 30 February). The arithmetic is the
/// proleptic Gregorian calendar, the same on every platform.
public enum ArchiveDateFormat {
  /// The years a date may fall in: RFC 3339 writes four-digit years.
  public static let secondsRange: ClosedRange<TimeInterval> = -62_167_219_200...253_402_300_799.999

  /// Parses `2026-06-08T09:00:00Z`, with any number of fractional digits (`…:00.25Z`) or a UTC
  /// offset (`…T11:00:00+02:00`) instead of `Z`; `nil` for anything else, including days the month
  /// does not have.
  public static func parse(_ text: String) -> Date? {
    var scanner = Scanner(bytes: Array(text.utf8))
    guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
      let day = scanner.digits(2), scanner.skip("T"), let hour = scanner.digits(2), scanner.skip(":"),
      let minute = scanner.digits(2), scanner.skip(":"), let second = scanner.digits(2),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
      second < 60
    else { return nil }
    var fraction = 0.0
    if scanner.skip(".") {
      guard let digits = scanner.digitRun(), let value = Double("0." + digits) else { return nil }
      fraction = value
    }
    var offset = 0
    if !scanner.skip("Z") {
      let sign: Int
      if scanner.skip("+") {
        sign = 1
      } else if scanner.skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = scanner.digits(2), scanner.skip(":"), let minutes = scanner.digits(2), hours < 24,
        minutes < 60
      else {
        return nil
      }
      offset = sign * (hours * 3600 + minutes * 60)
    }
    guard scanner.isAtEnd else { return nil }
    let seconds =
      days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
    return date(milliseconds: Int64(seconds) * 1000 + Int64((fraction * 1000).rounded()))
  }

  /// The date `seconds` after 1970 as an archive holds it: rounded to the millisecond, the precision
  /// it is written with, so that decoding and encoding again gives the same date (the fuzzer found
  /// `…:00.5088888…Z` coming back as `…:00.509Z`, a different date).
  public static func date(secondsSince1970 seconds: Double) -> Date {
    date(milliseconds: Int64((seconds * 1000).rounded()))
  }

  /// One computation for every date read, from whole milliseconds, so that the same instant always
  /// becomes the same `Double`.
  private static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// Formats a date in UTC, rounded to the millisecond, with a fraction only when it is not a
  /// whole second. Dates outside `secondsRange` are written as its nearest end.
  public static func format(_ date: Date) -> String {
    let seconds = min(max(date.timeIntervalSince1970, secondsRange.lowerBound), secondsRange.upperBound)
    let milliseconds = Int64((seconds * 1000).rounded())
    let (wholeSeconds, millisecond) = floorDivision(milliseconds, 1000)
    let (dayNumber, secondOfDay) = floorDivision(wholeSeconds, 86_400)
    let (year, month, day) = civil(days: Int(dayNumber))
    let time = Int(secondOfDay)
    var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(time / 3600, 2) + ":"
    text += pad(time / 60 % 60, 2) + ":" + pad(time % 60, 2)
    if millisecond != 0 { text += "." + pad(Int(millisecond), 3) }
    return text + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day since 1970-01-01 (Howard Hinnant's `civil_from_days`).
  private static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Reads ASCII fields left to right.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Exactly `count` decimal digits, as a number.
    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }

    /// One or more decimal digits, as text.
    mutating func digitRun() -> String? {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }
  }
}
