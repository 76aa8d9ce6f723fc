import TintypeUI

/// "Chapter 41" or "Chapters 41–44": how the schedule names a day's reading.
struct ChapterRange: CustomStringConvertible {
  let chapters: ClosedRange<Int>

  init(_ chapters: ClosedRange<Int>) { self.chapters = chapters }

  var description: String {
    chapters.count == 1
      ? "Chapter \(chapters.lowerBound)" : "Chapters \(chapters.lowerBound)–\(chapters.upperBound)"
  }
}
