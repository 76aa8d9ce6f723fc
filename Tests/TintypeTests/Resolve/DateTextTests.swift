import Foundation
import Testing
import TintypeArchive

@testable import Tintype

private let text = DateText.utc
private func at(_ iso: String) -> Date { ArchiveDateFormat.parse(iso)! }

@Test func timeStyleMatchesApplesExampleForm() {
  #expect(text.string(at("2026-06-08T23:23:00Z"), style: .time, now: at("2026-06-08T09:00:00Z")) == "11:23PM")
  #expect(text.string(at("2026-06-08T00:05:00Z"), style: .time, now: at("2026-06-08T09:00:00Z")) == "12:05AM")
}

@Test func dateStyleSpellsTheMonth() {
  #expect(
    text.string(at("2019-06-03T10:00:00Z"), style: .date, now: at("2026-06-08T09:00:00Z")) == "June 3, 2019")
}

@Test func relativeStyleShowsTwoUnitsWithoutSign() {
  let now = at("2026-06-08T09:00:00Z")
  #expect(text.string(at("2026-06-08T11:23:00Z"), style: .relative, now: now) == "2 hours, 23 minutes")
  #expect(text.string(at("2026-06-08T06:37:00Z"), style: .relative, now: now) == "2 hours, 23 minutes")
  #expect(text.string(at("2027-07-08T09:00:00Z"), style: .relative, now: now) == "1 year, 1 month")
}

@Test func offsetStyleShowsOneUnitWithSign() {
  let now = at("2026-06-08T09:00:00Z")
  #expect(text.string(at("2026-06-08T11:23:00Z"), style: .offset, now: now) == "+2 hours")
  #expect(text.string(at("2026-03-08T09:00:00Z"), style: .offset, now: now) == "-3 months")
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
  #expect(text.range(from: at("2026-06-08T09:00:00Z"), to: at("2026-06-08T10:30:00Z")) == "9:00AM – 10:30AM")
  #expect(
    text.range(from: at("2026-06-08T09:00:00Z"), to: at("2026-06-10T09:00:00Z"))
      == "June 8, 2026 – June 10, 2026")
}

@Test func paletteFollowsTheScheme() {
  #expect(SystemPalette.label(.primary, .light) == .black)
  #expect(SystemPalette.label(.primary, .dark) == .white)
  #expect(SystemPalette.system(.blue, .light) == RGBAColor(0, 122, 255))
  #expect(SystemPalette.system(.blue, .dark) == RGBAColor(10, 132, 255))
  #expect(SystemPalette.label(.secondary, .dark).alpha == 0.6)
}
