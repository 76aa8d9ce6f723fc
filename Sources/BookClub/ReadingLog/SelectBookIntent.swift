import TintypeUI

/// The Reading Log's configuration: one parameter, the book to keep the log for. People who never
/// open the configuration get the most recently read book (see `BookQuery.defaultResult()`).
struct SelectBookIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select Book"
  static let description = IntentDescription("Choose the book to keep a reading log for.")

  @Parameter(title: "Book")
  var book: BookEntity?
}
