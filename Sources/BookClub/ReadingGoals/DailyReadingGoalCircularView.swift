import TintypeUI

/// The Reading Goals widget on the Lock Screen's circular slot: a capacity ring of the day's pages.
struct DailyReadingGoalCircularView: View {
  let pagesRead: Int
  let dailyGoal: Int

  var body: some View {
    Gauge(value: Double(min(pagesRead, dailyGoal)), in: 0...Double(dailyGoal)) {
      Image(systemName: "book.fill")
    } currentValueLabel: {
      Text("\(pagesRead)")
    }
    .gaugeStyle(.accessoryCircularCapacity)
  }
}
