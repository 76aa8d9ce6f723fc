import TintypeUI

/// The Reading Log widget: the configured book, the chapter reached, and a button that marks the
/// next chapter as read without opening the app.
struct ReadingLogView: View {
  @Environment(\.widgetFamily) private var family
  let entry: ReadingLogEntry

  private var book: Book { entry.book }
  private let ink = Color(red: 0.27, green: 0.12, blue: 0.22)

  var body: some View {
    switch family {
    case .systemSmall:
      smallLayout
    default:
      mediumLayout
    }
  }

  private var smallLayout: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(alignment: .top, spacing: 8) {
        BookCoverImage(imageName: book.coverImageName)
          .frame(height: 58)
        VStack(alignment: .leading, spacing: 2) {
          Text("Chapter")
            .font(.caption2.weight(.semibold))
            .foregroundStyle(.secondary)
            .textCase(.uppercase)
          Text("\(entry.nextChapter)")
            .font(.system(size: 30, weight: .bold, design: .serif))
            .foregroundStyle(ink)
          Text("of \(book.chapterCount)")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      Spacer(minLength: 0)
      completeChapterButton
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  private var mediumLayout: some View {
    HStack(spacing: 14) {
      BookCoverImage(imageName: book.coverImageName)
      VStack(alignment: .leading, spacing: 6) {
        VStack(alignment: .leading, spacing: 1) {
          Text(book.title)
            .font(.headline)
            .foregroundStyle(ink)
            .lineLimit(1)
          Text(
            "Chapter \(entry.nextChapter) of \(book.chapterCount) · \(entry.minutesThisWeek) min this week"
          )
          .font(.caption)
          .foregroundStyle(.secondary)
          .lineLimit(1)
        }
        ProgressView(value: Double(entry.chaptersFinished), total: Double(book.chapterCount))
          .tint(ink)
        WeeklyReadingChart(week: entry.week, barColor: ink)
        completeChapterButton
      }
    }
  }

  private var completeChapterButton: some View {
    Button(intent: CompleteChapterIntent(book: BookEntity(book: book), chapter: entry.nextChapter)) {
      Label("Complete chapter", systemImage: "checkmark.circle.fill")
        .font(.caption.weight(.semibold))
        .frame(maxWidth: .infinity)
    }
    .buttonStyle(.borderedProminent)
    .tint(ink)
  }
}
