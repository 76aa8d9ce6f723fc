import Foundation
import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeResolve

private let text = DateText.utc
private func at(_ iso: String) -> Date { ArchiveDateFormat.parse(iso)! }

@Test func timeStyleHasANarrowNoBreakSpaceBeforeThePeriod() {
  // iOS 17+ (ICU 72+): "8:00 AM" with U+202F, not "8:00AM" as Apple's older example shows.
  #expect(
    text.string(at("2026-06-08T23:23:00Z"), style: .time, now: at("2026-06-08T09:00:00Z"))
      == "11:23\u{202F}PM")
  #expect(
    text.string(at("2026-06-08T00:05:00Z"), style: .time, now: at("2026-06-08T09:00:00Z"))
      == "12:05\u{202F}AM")
  #expect(
    text.string(at("2026-06-08T08:00:00Z"), style: .time, now: at("2026-06-08T09:00:00Z")) == "8:00\u{202F}AM"
  )
}

@Test func timeStyleMatchesWhatFoundationPrintsForShortenedTimes() {
  // The same characters as Foundation's own `.omitted, .shortened` format in en_US.
  var style = Date.FormatStyle(date: .omitted, time: .shortened).locale(Locale(identifier: "en_US"))
  style.timeZone = TimeZone(identifier: "UTC")!
  let date = at("2026-06-08T20:15:00Z")
  #expect(text.string(date, style: .time, now: date) == date.formatted(style))
}

@Test func dateStyleSpellsTheMonth() {
  #expect(
    text.string(at("2019-06-03T10:00:00Z"), style: .date, now: at("2026-06-08T09:00:00Z")) == "June 3, 2019")
}

@Test func relativeStyleShowsTwoAbbreviatedUnitsWithoutSign() {
  // WidgetKit's "Displaying dynamic dates": "11 min, 14 sec".
  let now = at("2026-06-08T09:00:00Z")
  #expect(text.string(at("2026-06-08T09:11:14Z"), style: .relative, now: now) == "11 min, 14 sec")
  #expect(text.string(at("2026-06-08T11:23:00Z"), style: .relative, now: now) == "2 hr, 23 min")
  #expect(text.string(at("2026-06-08T06:37:00Z"), style: .relative, now: now) == "2 hr, 23 min")
  #expect(text.string(at("2026-06-10T10:00:00Z"), style: .relative, now: now) == "2 days, 1 hr")
}

@Test func offsetStyleShowsOneUnitMinusForTheFuture() {
  // WidgetKit: "dates in the future with a minus sign (-) prefix and dates in the past with a plus
  // sign (+)"; its example, 11 min 14 s ahead, reads "-11 minutes".
  let now = at("2026-06-08T09:00:00Z")
  #expect(text.string(at("2026-06-08T09:11:14Z"), style: .offset, now: now) == "-11 minutes")
  #expect(text.string(at("2026-06-08T06:37:00Z"), style: .offset, now: now) == "+2 hours")
  #expect(text.string(at("2026-03-08T09:00:00Z"), style: .offset, now: now) == "+3 months")
}

@Test func timerStyleDropsHoursBelowAnHour() {
  let now = at("2026-06-08T09:00:00Z")
  #expect(text.string(at("2026-06-08T09:02:32Z"), style: .timer, now: now) == "2:32")
  #expect(text.string(at("2026-06-09T21:59:01Z"), style: .timer, now: now) == "36:59:01")
}

@Test func timerIntervalCountsDownAndPauses() {
  // Apple's example: now...now+12 min paused at now+10 min counts down from 12:00 and stops at 10:00.
  let start = at("2026-06-08T09:00:00Z")
  let timer = TimerValue(
    start: start, end: start.addingTimeInterval(720), pauseTime: start.addingTimeInterval(600))
  #expect(text.timer(timer, now: start) == "12:00")
  #expect(text.timer(timer, now: start.addingTimeInterval(60)) == "11:00")
  #expect(text.timer(timer, now: start.addingTimeInterval(600)) == "10:00")
  let up = TimerValue(start: start, end: start.addingTimeInterval(5400), countsDown: false, showsHours: false)
  #expect(text.timer(up, now: start.addingTimeInterval(4500)) == "75:00")
  #expect(text.progress(up, now: start.addingTimeInterval(2700)) == 0.5)
}

@Test func rangesOnOneDayShowTimes() {
  // CLDR 42+: an en dash between thin spaces; the period once when both ends share it.
  #expect(
    text.range(from: at("2026-06-08T09:00:00Z"), to: at("2026-06-08T10:30:00Z"))
      == "9:00\u{2009}\u{2013}\u{2009}10:30\u{202F}AM")
  #expect(
    text.range(from: at("2026-06-08T11:00:00Z"), to: at("2026-06-08T13:00:00Z"))
      == "11:00\u{202F}AM\u{2009}\u{2013}\u{2009}1:00\u{202F}PM")
  #expect(
    text.range(from: at("2026-06-08T09:00:00Z"), to: at("2026-06-10T09:00:00Z"))
      == "June 8, 2026\u{2009}\u{2013}\u{2009}June 10, 2026")
}

@Test func paletteFollowsTheScheme() {
  #expect(SystemPalette.label(.primary, .light) == .black)
  #expect(SystemPalette.label(.primary, .dark) == .white)
  #expect(SystemPalette.system(.blue, .light) == RGBAColor(0, 122, 255))
  #expect(SystemPalette.system(.blue, .dark) == RGBAColor(10, 132, 255))
  #expect(SystemPalette.label(.secondary, .dark).alpha == 0.6)
}

/// `.environment(\.timeZone, …)` reaches date text drawn at render time: a world clock shows each
/// city's own time, and the zone survives the archive's JSON.
@Test func dateTextIsShownInTheTimeZoneItsEnvironmentSets() throws {
  let noon = at("2026-06-08T12:00:00Z")
  let view = VStack {
    Text(noon, style: .time).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
    Text(noon, style: .time)
  }
  let renderer = WidgetRenderer()
  let request = RenderRequest(family: .systemSmall, date: noon)
  let archive = try ViewArchive(jsonData: try renderer.archive(view, request: request).jsonData())
  let (tree, _) = try renderer.layout(archive, request: request)
  var shown: [String] = []
  func visit(_ node: LayoutNode) {
    if case .text(let text) = node.view.kind { shown.append(text.runs.map(\.text).joined()) }
    node.children.forEach(visit)
  }
  tree.roots.forEach(visit)
  #expect(shown == ["9:00\u{202F}PM", "12:00\u{202F}PM"])
}

@Test func anUnknownTimeZoneIsADecodeErrorWithItsPath() {
  let json =
    #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "x", "modifiers": [{"environment": {"timeZone": "Mars/Olympus"}}]}}]}"#
  #expect {
    try ViewArchive(jsonData: Array(json.utf8))
  } throws: { error in
    "\(error)".contains("modifiers[0].environment.timeZone") && "\(error)".contains("time zone identifier")
  }
}

/// In a locale other than US English, `.date`, `.time` and ranges follow the locale (`LocalizedDateFormat`);
/// the English model is kept for US English.
@Test func datesAreWrittenInTheRendersLocale() throws {
  let date = at("2026-06-09T10:13:00Z")
  #expect(text.in(Locale(identifier: "de_DE")).string(date, style: .date, now: date) == "9. Juni 2026")
  #expect(text.in(Locale(identifier: "de_DE")).string(date, style: .time, now: date) == "10:13")
  #expect(text.in(Locale(identifier: "fr_FR")).string(date, style: .date, now: date) == "9 juin 2026")
  #expect(text.in(Locale(identifier: "en_GB")).string(date, style: .date, now: date) == "9 June 2026")
  #expect(text.in(Locale(identifier: "en_US")).string(date, style: .time, now: date) == "10:13\u{202F}AM")
  let german = text.in(Locale(identifier: "de_DE"))
  #expect(german.string(date.addingTimeInterval(674), style: .relative, now: date) == "11 Min., 14 Sek.")
  #expect(german.string(date.addingTimeInterval(7200), style: .offset, now: date) == "-2 Stunden")
  #expect(
    text.in(Locale(identifier: "fr_FR")).string(date.addingTimeInterval(-674), style: .relative, now: date)
      == "11\u{A0}min et 14\u{202F}s")
  #expect(
    text.in(Locale(identifier: "de_DE")).range(from: date, to: date.addingTimeInterval(3600))
      == "10:13\u{2009}\u{2013}\u{2009}11:13")
  // Through a render: the request's locale reaches the text drawn.
  let renderer = WidgetRenderer()
  var request = RenderRequest(family: .systemSmall, date: date)
  request.locale = Locale(identifier: "de_DE")
  let (tree, _) = try renderer.layout(
    try renderer.archive(Text(date, style: .date), request: request), request: request)
  var shown: [String] = []
  func visit(_ node: LayoutNode) {
    if case .text(let text) = node.view.kind { shown.append(text.runs.map(\.text).joined()) }
    node.children.forEach(visit)
  }
  tree.roots.forEach(visit)
  #expect(shown == ["9. Juni 2026"])
}
