import TintypeUI

/// A ring that fills as the day's pages add up to the goal, with the pages read in its centre.
struct ReadingProgressRing: View {
  let pagesRead: Int
  let goal: Int
  var lineWidth: CGFloat = 6

  private var fraction: Double { goal > 0 ? min(Double(pagesRead) / Double(goal), 1) : 0 }

  var body: some View {
    ZStack {
      Circle()
        .stroke(.white.opacity(0.18), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: fraction)
        .stroke(
          Color(red: 1.0, green: 0.62, blue: 0.35),
          style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        )
        .rotationEffect(.degrees(-90))
        .widgetAccentable()
      VStack(spacing: 0) {
        Text("\(pagesRead)")
          .font(.system(.headline, design: .rounded))
          .monospacedDigit()
        Text("of \(goal)")
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
    }
    .padding(lineWidth / 2)
  }
}
