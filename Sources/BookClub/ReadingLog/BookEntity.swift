import TintypeUI

/// A book as App Intents sees it: what the Reading Log's configuration offers and what its
/// "Complete chapter" button carries.
struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()

  let id: String
  let title: String
  let author: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", subtitle: "\(author)")
  }

  init(book: Book) {
    id = book.id
    title = book.title
    author = book.author
  }
}

/// Finds books for the Reading Log's configuration. Its default is the most recently read book,
/// so a new widget needs no setting up.
struct BookQuery: EntityQuery {
  func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
    Library.books.filter { identifiers.contains($0.id) }.map(BookEntity.init)
  }

  func suggestedEntities() async throws -> [BookEntity] {
    Library.books.map(BookEntity.init)
  }

  func defaultResult() async -> BookEntity? {
    ReadingHistory.mostRecentlyRead.map(BookEntity.init)
  }
}
