import TintypeUI

/// One day of the schedule in the extra-large layout: the day, its chapters and their pages.
/// Today and tomorrow are named so, with the weekday under them; later days by their weekday.
struct ScheduleDayRow: View {
  let day: ReadingDay
  /// How many days after today the row's day is.
  let offset: Int

  private var isToday: Bool { offset == 0 }

  private var title: String {
    switch offset {
    case 0: return "Today"
    case 1: return "Tomorrow"
    default: return day.weekday
    }
  }

  var body: some View {
    HStack(spacing: 10) {
      VStack(alignment: .leading, spacing: 1) {
        Text(title)
          .font(.headline)
        if offset < 2 {
          Text(day.weekday)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      .frame(width: 102, alignment: .leading)  // "Wednesday" in full
      VStack(alignment: .leading, spacing: 1) {
        Text(ChapterRange(day.chapters).description)
          .font(.body.weight(.semibold))
        Text("about \(day.pages) pages")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
      if isToday {
        Image(systemName: "bookmark.fill")
          .foregroundStyle(.orange)
          .widgetAccentable()
      }
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 9)
    .background(
      .white.opacity(isToday ? 0.16 : 0.06), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}
