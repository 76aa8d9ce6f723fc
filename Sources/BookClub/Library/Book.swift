import TintypeUI

/// A book in the club's library: what the widgets show about it and where its cover is.
struct Book: Identifiable, Hashable, Sendable {
  /// A stable identifier, also used in deep links (`bookclub://reading/<id>`).
  let id: String
  let title: String
  let author: String
  /// The name of the cover in the asset folder (`Image(coverImageName)`).
  let coverImageName: String
  let pageCount: Int
  let chapterCount: Int
}
