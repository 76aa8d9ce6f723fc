import Foundation

/// The book club's data, shared by the app and its widgets.
struct ClubBook: Hashable {
  var title: String
  var author: String
  var pagesRead: Int
  var pageCount: Int

  var progress: Double { pageCount == 0 ? 0 : Double(pagesRead) / Double(pageCount) }

  static let current = ClubBook(title: "Moby-Dick", author: "Herman Melville", pagesRead: 212, pageCount: 635)
  static let next = ClubBook(title: "Middlemarch", author: "George Eliot", pagesRead: 0, pageCount: 880)
}

/// The next time the club meets.
struct ClubMeeting: Hashable {
  var date: Date
  var place: String

  static let sample = ClubMeeting(date: Date(timeIntervalSince1970: 1_781_002_800), place: "Library, room 2")
}
