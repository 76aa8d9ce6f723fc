import TintypeUI

/// The Reading Goals widget from the talk: a motivational message that changes through the day,
/// beside the book being read. Tapping it opens that book in the app.
struct DailyReadingGoalWidget: Widget {
  let kind = "DailyReadingGoalWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: kind,
      provider: DailyReadingGoalProvider()
    ) { entry in
      DailyReadingGoalView(
        book: entry.book,
        message: entry.message,
        timeOfDay: entry.timeOfDay,
        pagesRead: entry.pagesRead,
        dailyGoal: entry.dailyGoal
      )
      .environment(\.colorScheme, .dark)
      .containerBackground(for: .widget) {
        Background()
      }
      .widgetURL(URL(string: "bookclub://reading/\(entry.book.id)"))
    }
    .configurationDisplayName("Reading Goals")
    .description("Stay on track with your daily reading goal.")
    .supportedFamilies([
      .systemSmall, .systemMedium, .accessoryRectangular, .accessoryCircular, .accessoryCorner,
    ])
  }
}
