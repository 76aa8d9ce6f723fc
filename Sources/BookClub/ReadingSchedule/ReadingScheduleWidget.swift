import TintypeUI

/// The Reading Schedule widget from the talk: the chapters to read each day so that the book is
/// finished in time for the club's meeting. It reloads at the end of each day.
struct ReadingScheduleWidget: Widget {
  let kind = "ReadingScheduleWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: ReadingScheduleProvider()) { entry in
      ReadingScheduleView(entry: entry)
        .environment(\.colorScheme, .dark)
        .containerBackground(for: .widget) {
          LinearGradient(
            colors: [Color(red: 0.06, green: 0.18, blue: 0.30), Color(red: 0.05, green: 0.33, blue: 0.40)],
            startPoint: .top, endPoint: .bottom)
        }
        .widgetURL(URL(string: "bookclub://schedule/\(entry.book.id)"))
    }
    .configurationDisplayName("Reading Schedule")
    .description("See what to read each day to finish before your book club meets.")
    .supportedFamilies([.systemMedium, .systemExtraLargePortrait])
  }
}
