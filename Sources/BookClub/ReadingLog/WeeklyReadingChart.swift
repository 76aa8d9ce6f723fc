import TintypeUI

/// Seven bars of minutes read, one per day, today's last and highlighted.
struct WeeklyReadingChart: View {
  let week: [DailyReading]
  var barColor: Color = Color(red: 0.42, green: 0.22, blue: 0.36)

  private var longest: Int { max(week.map(\.minutes).max() ?? 0, 1) }
  /// The tallest bar: what the medium widget has left beside the cover under the title and progress.
  private let barHeight: CGFloat = 29

  var body: some View {
    HStack(alignment: .bottom, spacing: 5) {
      ForEach(week) { day in
        VStack(spacing: 3) {
          Capsule()
            .fill(day.id == week.last?.id ? barColor : barColor.opacity(0.45))
            .frame(height: max(CGFloat(day.minutes) / CGFloat(longest) * barHeight, 3))
            .frame(height: barHeight, alignment: .bottom)
          Text(day.weekdayInitial)
            .font(.system(size: 9, weight: .semibold, design: .rounded))
            .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
      }
    }
    .widgetAccentable()
  }
}
