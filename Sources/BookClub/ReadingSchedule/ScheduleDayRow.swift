import TintypeUI

/// One day of the schedule in the extra-large layout: the day, its chapters and their pages.
struct ScheduleDayRow: View {
  let title: String
  let day: ReadingDay
  let isToday: Bool

  var body: some View {
    HStack(spacing: 12) {
      VStack(alignment: .leading, spacing: 1) {
        Text(title)
          .font(.headline)
        Text(day.weekday)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .frame(width: 96, alignment: .leading)
      VStack(alignment: .leading, spacing: 1) {
        Text(ChapterRange(day.chapters).description)
          .font(.body.weight(.semibold))
        Text("about \(day.pages) pages")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if isToday {
        Image(systemName: "bookmark.fill")
          .foregroundStyle(.orange)
          .widgetAccentable()
      }
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 10)
    .background(
      .white.opacity(isToday ? 0.16 : 0.06), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}
