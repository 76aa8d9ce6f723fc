import TintypeUI

/// The Reading Goals widget on the Lock Screen's rectangular slot: the book, the message and a
/// bar of the day's pages. No cover: the slot is monochrome and too small for one.
struct DailyReadingGoalRectangularView: View {
  let book: Book
  let message: String
  let pagesRead: Int
  let dailyGoal: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Label(book.title, systemImage: "book.fill")
        .font(.headline)
        .widgetAccentable()
        .lineLimit(1)
      Text(message)
        .font(.caption)
        .lineLimit(2)
      // The slot is 58 pt tall on current iPhones: the bar alone, its numbers are in the message.
      Gauge(value: Double(min(pagesRead, dailyGoal)), in: 0...Double(dailyGoal)) {
        EmptyView()
      }
      .gaugeStyle(.accessoryLinearCapacity)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
