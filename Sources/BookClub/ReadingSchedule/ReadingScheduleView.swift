import TintypeUI

/// The Reading Schedule widget: what to read today and on the days before the book club meets.
/// The medium size shows today and tomorrow; the extra-large portrait size has room for every day
/// left, the book and how far along the reader should be.
struct ReadingScheduleView: View {
  @Environment(\.widgetFamily) private var family
  let entry: ReadingScheduleEntry

  var body: some View {
    switch family {
    case .systemExtraLargePortrait:
      ReadingScheduleExtraLargeView(entry: entry)
    default:
      mediumLayout
    }
  }

  private var mediumLayout: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack(alignment: .firstTextBaseline) {
        Label(entry.book.title, systemImage: "calendar")
          .font(.headline)
          .lineLimit(1)
        Spacer()
        (Text("Club meets ") + Text(entry.meetingWeekday).bold())
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      HStack(spacing: 10) {
        ForEach(Array(entry.days.prefix(2).enumerated()), id: \.element.id) { index, day in
          VStack(alignment: .leading, spacing: 2) {
            Text(index == 0 ? "Today" : "Tomorrow")
              .font(.caption.weight(.semibold))
              .foregroundStyle(index == 0 ? .orange : .secondary)
              .textCase(.uppercase)
            Text(ChapterRange(day.chapters).description)
              .font(.title3.bold())
              .minimumScaleFactor(0.7)
              .lineLimit(1)
            Text("about \(day.pages) pages")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .padding(10)
          .background(.white.opacity(index == 0 ? 0.16 : 0.06), in: ContainerRelativeShape())
        }
      }
    }
  }
}
