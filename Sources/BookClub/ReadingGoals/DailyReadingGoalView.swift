import TintypeUI

/// The Reading Goals widget: the book being read, the message for this part of the day, and a
/// ring of the day's pages. One view serves every family; each gets the layout its size allows.
struct DailyReadingGoalView: View {
  @Environment(\.widgetFamily) private var family

  let book: Book
  let message: String
  let timeOfDay: TimeOfDay
  var pagesRead: Int = 0
  var dailyGoal: Int = DailyReadingGoalProvider.dailyGoal

  var body: some View {
    switch family {
    case .accessoryCircular:
      DailyReadingGoalCircularView(pagesRead: pagesRead, dailyGoal: dailyGoal)
    case .accessoryCorner:
      DailyReadingGoalCornerView(pagesRead: pagesRead, dailyGoal: dailyGoal)
    case .accessoryRectangular:
      DailyReadingGoalRectangularView(
        book: book, message: message, pagesRead: pagesRead, dailyGoal: dailyGoal)
    case .systemSmall:
      smallLayout
    default:
      mediumLayout
    }
  }

  /// Cover and ring side by side, the message under them.
  private var smallLayout: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .top) {
        BookCoverImage(imageName: book.coverImageName)
          .frame(height: 64)
        Spacer(minLength: 8)
        ReadingProgressRing(pagesRead: pagesRead, goal: dailyGoal, lineWidth: 5)
          .frame(width: 52, height: 52)
      }
      Spacer(minLength: 0)
      Text(message)
        .font(.subheadline.weight(.semibold))
        .lineLimit(3)
        .minimumScaleFactor(0.8)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  /// The cover on the leading side; the time of day, message, title and ring beside it.
  private var mediumLayout: some View {
    HStack(spacing: 14) {
      BookCoverImage(imageName: book.coverImageName)
      VStack(alignment: .leading, spacing: 6) {
        Label(timeOfDay.title, systemImage: timeOfDay.symbolName)
          .font(.caption.weight(.semibold))
          .foregroundStyle(.secondary)
          .textCase(.uppercase)
        Text(message)
          .font(.headline)
          .lineLimit(3)
          .minimumScaleFactor(0.85)
        Spacer(minLength: 0)
        HStack(alignment: .center, spacing: 10) {
          ReadingProgressRing(pagesRead: pagesRead, goal: dailyGoal)
            .frame(width: 48, height: 48)
          VStack(alignment: .leading, spacing: 2) {
            Text(book.title)
              .font(.subheadline.weight(.semibold))
              .lineLimit(1)
            Text("Today's goal: \(dailyGoal) pages")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
