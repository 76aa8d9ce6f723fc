import TintypeUI

/// One sitting with a book: when it ended, how many pages and minutes, and the chapter reached.
struct ReadingSession: Hashable, Sendable {
  let bookID: String
  let date: Date
  let pages: Int
  let minutes: Int
  /// The last chapter finished in this session.
  let chapter: Int
}
