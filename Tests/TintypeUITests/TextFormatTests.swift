import Foundation
import Testing
import TintypeUI

private struct BatteryLevel: View {
  let level: Double

  var body: some View {
    VStack {
      Text(level, format: .percent)
      Text("Charged to \(level, format: .percent)")
    }
  }
}

/// Values are formatted when a view is archived, in the archive environment's locale, so that an
/// archive does not depend on the machine that made it.
@Suite struct TextFormatTests {
  func texts(in locale: Locale) -> [String] {
    let archive = ViewArchive(
      BatteryLevel(level: 0.5), family: .systemSmall, environment: ArchiveEnvironment(locale: locale))
    return archive.entries.first?.views[.systemSmall]?.verbatimTexts ?? []
  }

  @Test func formatStylesUseTheEnvironmentsLocale() {
    let french = Locale(identifier: "fr_FR")
    let percent = (0.5).formatted(.percent.locale(french))
    #expect(percent != "50%", "French puts a space before the percent sign")
    #expect(texts(in: french) == [percent, "Charged to \(percent)"])
  }

  @Test func theDefaultLocaleIsFixedUSEnglish() {
    #expect(ArchiveEnvironment().locale == Locale(identifier: "en_US"))
    #expect(texts(in: ArchiveEnvironment().locale) == ["50%", "Charged to 50%"])
  }

  @Test func numbersAreGroupedAndPointedAsTheLocaleSays() {
    struct Count: View {
      var body: some View {
        VStack {
          Text(8421, format: .number)
          Text(12.2, format: .number)
        }
      }
    }
    func texts(_ locale: Locale?) -> [String] {
      let environment = locale.map { ArchiveEnvironment(locale: $0) } ?? ArchiveEnvironment()
      let archive = ViewArchive(Count(), family: .systemSmall, environment: environment)
      return archive.entries.first?.views[.systemSmall]?.verbatimTexts ?? []
    }
    // As an iPhone in en_US prints them; a de_DE render prints "12,2".
    #expect(texts(nil) == ["8,421", "12.2"])
    #expect(texts(Locale(identifier: "de_DE")) == ["8.421", "12,2"])
  }
}

private struct MeetingTime: View {
  let date: Date

  var body: some View {
    VStack {
      Text(date, format: .dateTime.hour(.defaultDigits(amPM: .abbreviated)).minute())
      Text("Meets at \(date, format: .dateTime.hour(.defaultDigits(amPM: .abbreviated)).minute())")
    }
  }
}

/// Dates are formatted in the archive environment's time zone (UTC unless said), not the machine's.
@Suite struct DateFormatTests {
  let nineUTC = Date(timeIntervalSince1970: 1_780_909_200)  // 2026-06-08 09:00 UTC

  func texts(_ environment: ArchiveEnvironment) -> [String] {
    let archive = ViewArchive(MeetingTime(date: nineUTC), family: .systemSmall, environment: environment)
    return archive.entries.first?.views[.systemSmall]?.verbatimTexts ?? []
  }

  /// The time as Foundation formats it in `zone` (ICU decides the spaces around AM/PM).
  func time(in zone: String) -> String {
    var style = Date.FormatStyle.dateTime.hour(.defaultDigits(amPM: .abbreviated)).minute()
      .locale(Locale(identifier: "en_US_POSIX"))
    style.timeZone = TimeZone(identifier: zone)!
    return style.format(nineUTC)
  }

  @Test func datesAreFormattedInUTCByDefault() {
    #expect(time(in: "UTC").hasPrefix("9:00"))
    #expect(texts(ArchiveEnvironment()) == [time(in: "UTC"), "Meets at \(time(in: "UTC"))"])
  }

  @Test func datesFollowTheEnvironmentsTimeZone() {
    let seoul = ArchiveEnvironment(timeZone: TimeZone(identifier: "Asia/Seoul")!)
    #expect(time(in: "Asia/Seoul").hasPrefix("6:00"))
    #expect(texts(seoul) == [time(in: "Asia/Seoul"), "Meets at \(time(in: "Asia/Seoul"))"])
  }
}

private struct UpdatedAt: View {
  let date: Date
  let miles: Double
  var body: some View {
    VStack {
      Text("Updated \(Text(date, style: .time).bold())")
      Text("\(miles, specifier: "%.1f") mi")
      Text("Steps", comment: "The title of the steps widget")
    }
  }
}

/// `Text` interpolated in `Text` keeps its own content and modifiers (it drew Swift's debug
/// description before); `specifier:` formats as `String(format:)` does.
@Suite struct TextInterpolationTests {
  @Test func aTextInsideATextIsAPartOfItWithItsModifiers() throws {
    let archive = ViewArchive(
      UpdatedAt(date: Date(timeIntervalSince1970: 1_780_909_200), miles: 3.14159), family: .systemSmall)
    let root = try #require(archive.entries.first?.views[.systemSmall])
    let first = try #require(
      root.nodes(ofType: "Text").first { node in
        if case .text(.concatenation) = node.content { return true }
        return false
      })
    guard case .text(.concatenation(let parts)) = first.content else { throw CancellationError() }
    #expect(parts.count == 2)
    guard case .text(.verbatim("Updated ")) = parts[0].content else { throw CancellationError() }
    guard case .text(.date(_, style: .time)) = parts[1].content else {
      Issue.record("the interpolated date is \(parts[1].content)")
      return
    }
    #expect(parts[1].modifiers.contains(.bold(true)))
    #expect(!root.verbatimTexts.contains { $0.contains("ViewNode") })
    #expect(root.verbatimTexts.contains("3.1 mi"))
    #expect(root.verbatimTexts.contains("Steps"))
  }
}

private struct Distance: View {
  let steps: Int
  let kilometres: Double
  var body: some View {
    VStack {
      Text("\(steps) steps")
      Text("\(kilometres, specifier: "%.1f") km")
      Text("\(kilometres)")
      Text("\(Float(0.5))")
    }
  }
}

/// Numbers interpolated in a `Text` literal are written as SwiftUI writes a key's arguments: with
/// `String(format:locale:)` in the environment's locale, so grouped ("8,432 steps": the well-known
/// `Text("\(2021)")` showing "2,021") and with the locale's decimal mark ("12,2 km" in German).
@Suite struct InterpolatedNumberTests {
  func texts(_ locale: String) -> [String] {
    let archive = ViewArchive(
      Distance(steps: 8432, kilometres: 12.25), family: .systemSmall,
      environment: ArchiveEnvironment(locale: Locale(identifier: locale)))
    return archive.entries.first?.views[.systemSmall]?.verbatimTexts ?? []
  }

  @Test func usEnglishGroupsWholeNumbers() {
    #expect(texts("en_US") == ["8,432 steps", "12.2 km", "12.250000", "0.500000"])
  }

  @Test func germanGroupsWithPointsAndWritesACommaForTheDecimalMark() {
    #expect(texts("de_DE") == ["8.432 steps", "12,2 km", "12,250000", "0,500000"])
  }

  @Test func frenchGroupsWithItsOwnSpace() {
    let text = texts("fr_FR")[0]
    #expect(
      text.hasPrefix("8") && text.hasSuffix("432 steps") && text != "8432 steps" && text != "8,432 steps")
  }
}
