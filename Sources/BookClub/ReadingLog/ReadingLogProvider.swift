import TintypeUI

/// Supplies the Reading Log's single entry for the configured book. The log only changes when
/// someone reads, so the timeline never reloads on its own: the app reloads it after a session,
/// and the system does after the "Complete chapter" button.
struct ReadingLogProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> ReadingLogEntry {
    entry(for: Library.atomicHabits)
  }

  func snapshot(for configuration: SelectBookIntent, in context: Context) async -> ReadingLogEntry {
    entry(for: await book(for: configuration))
  }

  func timeline(for configuration: SelectBookIntent, in context: Context) async -> Timeline<ReadingLogEntry> {
    Timeline(entries: [entry(for: await book(for: configuration))], policy: .never)
  }

  /// The configured book, or the query's default when the widget has not been configured.
  private func book(for configuration: SelectBookIntent) async -> Book {
    var entity = configuration.book
    if entity == nil { entity = await BookQuery().defaultResult() }
    return entity.flatMap { Library.book(id: $0.id) } ?? Library.atomicHabits
  }

  private func entry(for book: Book) -> ReadingLogEntry {
    ReadingLogEntry(
      date: BookClubClock.now, book: book, chaptersFinished: ReadingHistory.chaptersFinished(in: book),
      week: ReadingHistory.weeklyMinutes(for: book, endingOn: BookClubClock.now))
  }
}
