import Foundation
import Testing
import TintypeArchive

@Test func datesAreWrittenInUTCWithMillisecondsOnlyWhenThereAreAny() {
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: 1_780_909_200)) == "2026-06-08T09:00:00Z")
  #expect(
    ArchiveDateFormat.format(Date(timeIntervalSince1970: 1_780_909_200.25)) == "2026-06-08T09:00:00.250Z")
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
}

@Test func millisecondsRoundTripWithoutDrifting() throws {
  // Foundation's ISO 8601 style read the fraction at single precision and truncated it when
  // writing, so .123 came back as .122 and then .121.
  for seconds in [1_780_909_200.123, 1_780_909_200.001, 1_780_909_200.999, 0.1, -1.001] {
    let text = ArchiveDateFormat.format(Date(timeIntervalSince1970: seconds))
    let parsed = try #require(ArchiveDateFormat.parse(text))
    #expect(ArchiveDateFormat.format(parsed) == text)
    #expect(abs(parsed.timeIntervalSince1970 - seconds) < 1e-6, "\(text)")
  }
  #expect(
    ArchiveDateFormat.format(Date(timeIntervalSince1970: 1_780_909_200.123)) == "2026-06-08T09:00:00.123Z")
}

@Test func belowAMillisecondRoundsToTheNearestOne() {
  // Not ".000Z", which would read back as a whole second and be written without a fraction.
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: 0.0004)) == "1970-01-01T00:00:00Z")
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: 1.9996)) == "1970-01-01T00:00:02Z")
}

@Test func wholeSecondsMatchFoundationsISO8601() {
  for seconds in [0, 1_780_909_200, -86_401, 4_102_444_800, -2_208_988_800, 253_402_300_799] as [Double] {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(ArchiveDateFormat.format(date) == date.formatted(Date.ISO8601FormatStyle()))
  }
}

@Test(arguments: [
  ("2026-06-08T09:00:00Z", 1_780_909_200.0), ("2026-06-08T09:00:00.5Z", 1_780_909_200.5),
  ("2026-06-08T11:00:00+02:00", 1_780_909_200), ("2026-06-08T03:30:00-05:30", 1_780_909_200),
  ("2026-06-08T09:00:00.123456789Z", 1_780_909_200.123), ("2024-02-29T00:00:00Z", 1_709_164_800),
  ("0000-01-01T00:00:00Z", -62_167_219_200), ("9999-12-31T23:59:59.999Z", 253_402_300_799.999),
])
func rfc3339DatesParse(text: String, seconds: Double) throws {
  let date = try #require(ArchiveDateFormat.parse(text))
  #expect(date.timeIntervalSince1970 == seconds)
}

@Test(arguments: [
  "2026-06-08T09:00:00Zjunk", "2026-06-08T09:00:00", "2026-06-08 09:00:00Z", "2026-06-08T9:00:00Z",
  "2026-6-08T09:00:00Z",
  "2026-06-08T24:00:00Z", "2026-06-08T09:60:00Z", "2026-06-08T09:00:60Z", "2026-13-01T09:00:00Z",
  "2026-02-29T09:00:00Z",
  "2026-04-31T09:00:00Z", "2026-06-08T09:00:00.Z", "2026-06-08T09:00:00+02", "2026-06-08T09:00:00+0200",
  "2026-06-08T09:00:00+24:00", "2026-06-08t09:00:00z", "12026-06-08T09:00:00Z", "", "2026-06-08",
])
func otherDateTextIsRejected(text: String) {
  #expect(ArchiveDateFormat.parse(text) == nil)
}

@Test func numericDatesStayWithinTheYearsThatCanBeWritten() throws {
  let reader = JSONReader(1e300, path: JSONPath.root.appending("date"))
  #expect(
    throws: ArchiveError(
      path: reader.path, "expected a number of seconds since 1970 within the years 0000 to 9999, got 1e+300")
  ) {
    try reader.date()
  }
  #expect(try JSONReader(-62_167_219_200).date() == Date(timeIntervalSince1970: -62_167_219_200))
  // Values made in Swift beyond the range are written as its nearest end rather than trapping.
  #expect(ArchiveDateFormat.format(Date(timeIntervalSince1970: 1e300)) == "9999-12-31T23:59:59.999Z")
  // `distantPast` is 1 January 1 in the Julian calendar; archives use the proleptic Gregorian one.
  #expect(ArchiveDateFormat.format(Date.distantPast) == "0000-12-30T00:00:00Z")
}

@Test(arguments: [
  "2026-06-08T09:00:00.5088888888888888888888888888888888888888888888888888888888888888888Z",
  "2026-06-08T09:00:00.1234Z", "2026-06-08T09:00:00.9996Z", "1969-12-31T23:59:59.0005Z",
])
func datesFinerThanAMillisecondSurviveARoundTrip(text: String) throws {
  // Found by fuzzing: the archive writes milliseconds, so it must read them too, or an archive is a
  // different archive after one encode and decode.
  let date = try #require(ArchiveDateFormat.parse(text))
  let written = ArchiveDateFormat.format(date)
  #expect(ArchiveDateFormat.parse(written) == date, "\(text) → \(written)")
}

@Test func numericDatesAreHeldToTheMillisecondToo() throws {
  let reader = JSONReader(.number(1_780_909_200.123456))
  let date = try reader.date()
  #expect(ArchiveDateFormat.parse(ArchiveDateFormat.format(date)) == date)
}
