import TintypeUI

/// The books the examples know about. A real app keeps them in a database shared with the widget
/// extension through an App Group; the examples keep them in code so that every archive is the
/// same.
enum Library {
  /// The book the widget gallery features before someone has started reading anything.
  static let atomicHabits = Book(
    id: "atomic-habits", title: "Atomic Habits", author: "James Clear", coverImageName: "atomic-habits",
    pageCount: 320, chapterCount: 20)

  static let prideAndPrejudice = Book(
    id: "pride-and-prejudice", title: "Pride and Prejudice", author: "Jane Austen",
    coverImageName: "pride-and-prejudice", pageCount: 432, chapterCount: 61)

  static let mobyDick = Book(
    id: "moby-dick", title: "Moby-Dick", author: "Herman Melville", coverImageName: "moby-dick",
    pageCount: 635,
    chapterCount: 135)

  /// Every book, in the order the configuration UI lists them.
  static let books = [atomicHabits, prideAndPrejudice, mobyDick]

  /// The book with `id`, if the library has it.
  static func book(id: String) -> Book? { books.first { $0.id == id } }
}
