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

/// Reading time by genre as a donut with a legend.
struct GenreDonut: View {
  let genres: [(name: String, minutes: Double)] = [
    ("Fiction", 182), ("History", 96), ("Science", 64), ("Poetry", 28),
  ]

  var body: some View {
    Chart {
      ForEach(genres, id: \.name) { genre in
        SectorMark(angle: .value("Minutes", genre.minutes), innerRadius: .ratio(0.6), angularInset: 2)
          .foregroundStyle(by: .value("Genre", genre.name))
      }
    }
    .widgetAccentable()
    .containerBackground(for: .widget) { Color.white }
  }
}

/// A week of two activities stacked by day, over a date axis, with a legend.
struct StackedWeek: View {
  struct Session: Identifiable {
    let day: Int
    let kind: String
    let minutes: Double
    var id: String { "\(day)-\(kind)" }
    var date: Date { Date(timeIntervalSince1970: 1_780_876_800 + Double(day) * 86_400) }
  }
  let sessions: [Session] = (0..<7).flatMap { day in
    [
      Session(day: day, kind: "Reading", minutes: Double([35, 42, 18, 55, 30, 64, 48][day])),
      Session(day: day, kind: "Listening", minutes: Double([20, 12, 30, 8, 25, 15, 40][day])),
    ]
  }

  var body: some View {
    Chart(sessions) { session in
      BarMark(x: .value("Day", session.date, unit: .day), y: .value("Minutes", session.minutes))
        .foregroundStyle(by: .value("Kind", session.kind))
    }
    .containerBackground(for: .widget) { Color.white }
  }
}

/// Two weeks side by side per day (`position(by:)`) with each bar's minutes written on top, a goal
/// rule with its own annotation, the y axis on the leading side with ticks, the legend above, and a
/// tinted, bordered plot area (`chartPlotStyle`) under the marks.
struct GroupedStudyChart: View {
  let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
  let last = [40.0, 25, 50, 30, 45]
  let this = [55.0, 35, 20, 60, 50]

  var body: some View {
    Chart {
      ForEach(Array(days.enumerated()), id: \.offset) { index, day in
        BarMark(x: .value("Day", day), y: .value("Minutes", last[index]))
          .foregroundStyle(by: .value("Week", "Last week"))
          .position(by: .value("Week", "Last week"))
        BarMark(x: .value("Day", day), y: .value("Minutes", this[index]))
          .foregroundStyle(by: .value("Week", "This week"))
          .position(by: .value("Week", "This week"))
          .annotation(position: .top, spacing: 2) {
            Text("\(Int(this[index]))").font(.system(size: 8)).foregroundStyle(.secondary)
          }
      }
      RuleMark(y: .value("Goal", 45))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
        .annotation(position: .top, alignment: .leading) {
          Text("Goal").font(.system(size: 8, weight: .semibold)).foregroundStyle(.red)
        }
      PointMark(x: .value("Day", "Fri"), y: .value("Minutes", 70))
        .symbol(.diamond)
        .foregroundStyle(.purple)
    }
    .chartYAxis {
      AxisMarks(position: .leading, values: [0, 30, 60]) { _ in
        AxisGridLine()
        AxisTick()
        AxisValueLabel()
      }
    }
    .chartLegend(position: .top)
    .chartPlotStyle { plotArea in
      plotArea.background(Color.yellow.opacity(0.12)).border(Color.orange.opacity(0.5), width: 1)
    }
    .containerBackground(for: .widget) { Color.white }
  }
}

@Suite struct ChartGoldenTests {
  @Test func groupedBarsWithAnnotationsALeadingAxisAndALegendAbove() {
    expectGolden(GroupedStudyChart(), named: "chart-grouped-annotated", GoldenOptions(family: .systemMedium))
  }

  @Test(arguments: [WidgetRenderingMode.fullColor, .accented])
  func aDonutWithALegend(mode: WidgetRenderingMode) {
    expectGolden(
      GenreDonut(), named: "chart-donut-\(mode)", GoldenOptions(family: .systemSmall, renderingMode: mode))
  }

  @Test(arguments: [WidgetRenderingMode.fullColor, .accented])
  func stackedBarsOverATimeAxisWithALegend(mode: WidgetRenderingMode) {
    expectGolden(
      StackedWeek(), named: "chart-stacked-week-\(mode)",
      GoldenOptions(family: .systemMedium, renderingMode: mode))
  }

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
