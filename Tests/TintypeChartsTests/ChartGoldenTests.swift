import Foundation
import Testing
import Tintype
import TintypeChartContent
import TintypeTesting
import TintypeUI

/// A week of steps, one bar a day, under a dashed goal line.
struct StepsChart: View {
  struct Day: Identifiable {
    let name: String
    let steps: Int
    var id: String { name }
  }
  let days = [
    Day(name: "Mon", steps: 6_200), Day(name: "Tue", steps: 8_432), Day(name: "Wed", steps: 10_950),
    Day(name: "Thu", steps: 4_310), Day(name: "Fri", steps: 9_020), Day(name: "Sat", steps: 12_480),
    Day(name: "Sun", steps: 7_700),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Steps").font(.headline)
      Chart {
        ForEach(days) { day in
          BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
            .foregroundStyle(.orange)
            .cornerRadius(3)
        }
        RuleMark(y: .value("Goal", 10_000))
          .foregroundStyle(.red)
          .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
      }
      .widgetAccentable()
    }
    .containerBackground(for: .widget) { Color(white: 0.97) }
  }
}

/// A day's glucose readings as a sparkline over a gradient area, no axes.
struct SparklineChart: View {
  let readings: [Double] = [112, 118, 131, 142, 138, 127, 119, 108, 104, 115, 128, 135, 129, 121, 117, 110]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("121 mg/dL").font(.title3.bold())
      Chart {
        ForEach(Array(readings.enumerated()), id: \.offset) { index, value in
          AreaMark(x: .value("Time", index), yStart: .value("Low", 90), yEnd: .value("Glucose", value))
            .foregroundStyle(
              LinearGradient(
                colors: [Color.teal.opacity(0.45), Color.teal.opacity(0.02)], startPoint: .top,
                endPoint: .bottom)
            )
            .interpolationMethod(.catmullRom)
          LineMark(x: .value("Time", index), y: .value("Glucose", value))
            .foregroundStyle(Color.teal)
            .interpolationMethod(.catmullRom)
        }
      }
      .chartXAxis(.hidden)
      .chartYAxis(.hidden)
      .chartYScale(domain: 90...150)
    }
    .containerBackground(for: .widget) { Color.white }
  }
}

@Suite struct ChartGoldenTests {
  @Test(arguments: [WidgetRenderingMode.fullColor, .accented])
  func aBarChartWithAGoalRule(mode: WidgetRenderingMode) {
    expectGolden(
      StepsChart(), named: "chart-bars-goal-\(mode)",
      GoldenOptions(family: .systemMedium, renderingMode: mode))
  }

  @Test(arguments: [WidgetRenderingMode.fullColor, .accented])
  func aSparklineOverAGradientArea(mode: WidgetRenderingMode) {
    expectGolden(
      SparklineChart(), named: "chart-sparkline-\(mode)",
      GoldenOptions(family: .systemSmall, renderingMode: mode))
  }
}
