import TintypeUI

/// Marks a chapter as read: the Reading Log's button. The system performs it when the button is
/// tapped, then reloads the widget, whose timeline otherwise never reloads.
struct CompleteChapterIntent: AppIntent {
  static let title: LocalizedStringResource = "Complete Chapter"

  @Parameter(title: "Book")
  var book: BookEntity

  @Parameter(title: "Chapter")
  var chapter: Int

  init() {}

  init(book: BookEntity, chapter: Int) {
    self.book = book
    self.chapter = chapter
  }

  func perform() async throws -> some IntentResult {
    // The app records the chapter in the store it shares with the extension; the examples have
    // no store, and Tintype archives the intent without performing it.
    .result()
  }
}
