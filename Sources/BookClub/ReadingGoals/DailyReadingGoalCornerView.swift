import TintypeUI

/// The Reading Goals widget in a watch face's corner: the day's page count curved along the bezel,
/// with a gauge of the day's goal inside it. Where the face shows no label, the count and goal alone.
struct DailyReadingGoalCornerView: View {
  @Environment(\.showsWidgetLabel) private var showsWidgetLabel

  let pagesRead: Int
  let dailyGoal: Int

  var body: some View {
    if showsWidgetLabel {
      Text("\(pagesRead) pages")
        .font(.system(size: 13, weight: .semibold, design: .rounded))
        .widgetAccentable()
        .widgetCurvesContent()
        .widgetLabel {
          Gauge(value: Double(min(pagesRead, dailyGoal)), in: 0...Double(dailyGoal)) {
            Text("Goal")
          } currentValueLabel: {
            Text("\(pagesRead)")
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("\(dailyGoal)")
          }
        }
    } else {
      Text("\(pagesRead)/\(dailyGoal)")
        .font(.system(size: 12, weight: .semibold, design: .rounded))
        .minimumScaleFactor(0.6)
    }
  }
}
