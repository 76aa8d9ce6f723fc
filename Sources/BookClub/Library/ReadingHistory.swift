import TintypeUI

/// What the app has recorded about someone's reading: the week before the examples' Monday, and
/// that Monday's early session. The providers read it as they would read the app's shared store.
enum ReadingHistory {
  /// Sessions, oldest first.
  static let sessions: [ReadingSession] = {
    let now = BookClubClock.now
    func session(
      _ book: Book, daysAgo: Int, at hour: Int, _ minute: Int, pages: Int, minutes: Int, chapter: Int
    )
      -> ReadingSession
    {
      let day = BookClubClock.day(-daysAgo, after: now)
      return ReadingSession(
        bookID: book.id, date: BookClubClock.time(hour, minute, on: day), pages: pages, minutes: minutes,
        chapter: chapter)
    }
    return [
      session(Library.mobyDick, daysAgo: 7, at: 21, 30, pages: 24, minutes: 35, chapter: 34),
      session(Library.prideAndPrejudice, daysAgo: 6, at: 7, 45, pages: 18, minutes: 25, chapter: 17),
      session(Library.mobyDick, daysAgo: 5, at: 22, 0, pages: 30, minutes: 40, chapter: 37),
      session(Library.prideAndPrejudice, daysAgo: 4, at: 12, 30, pages: 12, minutes: 15, chapter: 18),
      session(Library.mobyDick, daysAgo: 3, at: 20, 15, pages: 26, minutes: 45, chapter: 40),
      session(Library.prideAndPrejudice, daysAgo: 2, at: 8, 0, pages: 20, minutes: 30, chapter: 20),
      session(Library.prideAndPrejudice, daysAgo: 1, at: 21, 10, pages: 28, minutes: 50, chapter: 22),
      session(Library.prideAndPrejudice, daysAgo: 0, at: 7, 20, pages: 12, minutes: 20, chapter: 23),
    ]
  }()

  /// The book of the latest session: the one the Reading Goals widget follows and the Reading
  /// Log widget starts with.
  static var mostRecentlyRead: Book? {
    sessions.last.flatMap { Library.book(id: $0.bookID) }
  }

  /// Pages read on `date`'s day, across books.
  static func pagesRead(on date: Date) -> Int {
    let day = BookClubClock.startOfDay(date)
    return sessions.filter { BookClubClock.startOfDay($0.date) == day }.reduce(0) { $0 + $1.pages }
  }

  /// The last chapter finished in `book`, or 0 before the first session.
  static func chaptersFinished(in book: Book) -> Int {
    sessions.last { $0.bookID == book.id }?.chapter ?? 0
  }

  /// Minutes spent on `book` on each of the seven days ending with `date`'s day, oldest first.
  static func weeklyMinutes(for book: Book, endingOn date: Date) -> [DailyReading] {
    (0..<7).reversed().map { daysAgo in
      let day = BookClubClock.day(-daysAgo, after: date)
      let minutes = sessions.filter { $0.bookID == book.id && BookClubClock.startOfDay($0.date) == day }
        .reduce(0) { $0 + $1.minutes }
      return DailyReading(day: day, minutes: minutes)
    }
  }
}
