import TintypeUI

/// The Reading Log widget from the talk: people pick the book it tracks, and finish chapters from
/// the Home Screen. Several can sit side by side, one per book being read.
struct ReadingLogWidget: Widget {
  let kind = "ReadingLogWidget"

  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: SelectBookIntent.self, provider: ReadingLogProvider()) {
      entry in
      // The log is printed on paper in either appearance, so its text keeps the light scheme.
      ReadingLogView(entry: entry)
        .environment(\.colorScheme, .light)
        .containerBackground(for: .widget) {
          LinearGradient(
            colors: [Color(red: 0.99, green: 0.96, blue: 0.91), Color(red: 0.95, green: 0.88, blue: 0.84)],
            startPoint: .top, endPoint: .bottom)
        }
        .widgetURL(URL(string: "bookclub://log/\(entry.book.id)"))
    }
    .configurationDisplayName("Reading Log")
    .description("Track your progress through a book and finish chapters right from the widget.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}
