import TintypeUI

/// The Reading Schedule in the extra-large portrait size: the book and the meeting at the top,
/// how far along the reader should be, then every day left with its chapters.
struct ReadingScheduleExtraLargeView: View {
  let entry: ReadingScheduleEntry

  var body: some View {
    // Sized to fit the iOS 26 extra-large portrait slot (349 × 566 pt, 533 pt inside the margins).
    VStack(alignment: .leading, spacing: 14) {
      HStack(alignment: .top, spacing: 16) {
        BookCoverImage(imageName: entry.book.coverImageName)
          .frame(height: 140)
        VStack(alignment: .leading, spacing: 6) {
          Text("Reading Schedule")
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)
            .textCase(.uppercase)
          Text(entry.book.title)
            .font(.title.bold())
          Text(entry.book.author)
            .font(.subheadline)
            .foregroundStyle(.secondary)
          Spacer(minLength: 0)
          Label {
            Text("Book club meets \(entry.meetingWeekday) at ") + Text(entry.meeting, style: .time)
          } icon: {
            Image(systemName: "person.3.fill")
          }
          .font(.subheadline.weight(.medium))
        }
      }
      .frame(height: 140)
      VStack(alignment: .leading, spacing: 6) {
        HStack {
          Text("Chapter \(entry.chaptersFinished) of \(entry.targetChapter)")
            .font(.subheadline.weight(.semibold))
          Spacer()
          Text(
            Double(entry.chaptersFinished) / Double(entry.targetChapter),
            format: .percent.precision(.fractionLength(0))
          )
          .font(.subheadline)
          .foregroundStyle(.secondary)
        }
        ProgressView(value: Double(entry.chaptersFinished), total: Double(entry.targetChapter))
          .tint(.orange)
      }
      VStack(spacing: 8) {
        ForEach(Array(entry.days.enumerated()), id: \.element.id) { index, day in
          ScheduleDayRow(day: day, offset: index)
        }
      }
      Spacer(minLength: 0)
    }
  }
}
