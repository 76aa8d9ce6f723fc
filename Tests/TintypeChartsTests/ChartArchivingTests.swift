import Foundation
import Testing
import TintypeArchive
import TintypeChartContent
import TintypeUI

/// What the chart DSL archives: marks with their values and modifiers, and the chart modifiers written
/// around a chart (which, as in SwiftUI, reach every chart inside the modified view).
@Suite struct ChartArchivingTests {
  enum Activity: String, Plottable {
    case walk, run
    var primitivePlottable: String { rawValue }
    init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
  }

  struct Workouts: View {
    var body: some View {
      VStack {
        Chart {
          BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 30))
            .foregroundStyle(by: .value("Activity", Activity.walk))
          BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 12.5))
            .foregroundStyle(by: .value("Activity", Activity.run))
          if true {
            RuleMark(y: .value("Goal", 40)).lineStyle(StrokeStyle(lineWidth: 2, dash: [3]))
          }
          LineMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).interpolationMethod(.monotone)
        }
      }
      .chartXAxis(.hidden)
      .chartLegend(.hidden)
      .chartYScale(domain: 0...60)
    }
  }

  func chart(_ view: some View) throws -> ChartValue { try archivedChart(view) }

  @Test func marksValuesAndModifiersAreArchived() throws {
    let chart = try chart(Workouts())
    #expect(chart.marks.map(\.kind) == [.bar, .bar, .rule, .line])
    #expect(chart.marks[0].x == ChartPlottable(label: "Day", value: .string("Mon")))
    #expect(chart.marks[1].y == ChartPlottable(label: "Minutes", value: .number(12.5)))
    // An enum of categories is plotted as the string it stands for.
    #expect(chart.marks[1].series == ChartPlottable(label: "Activity", value: .string("run")))
    #expect(chart.marks[2].lineWidth == 2 && chart.marks[2].dash == [3])
    #expect(chart.marks[3].interpolation == .monotone)
    // The modifiers written around the VStack reach the chart inside it.
    #expect(chart.xAxis.visibility == .hidden && chart.legend == .hidden)
    #expect(chart.yDomain == ChartDomain(lower: .number(0), upper: .number(60)))
  }

  @Test func aChartArchiveRoundTripsThroughJSON() throws {
    let archive = ViewArchive(Workouts(), family: .systemMedium)
    let decoded = try ViewArchive(jsonData: archive.jsonData())
    #expect(decoded == archive)
  }

  @Test func chartsFromDataKeepTheirOrder() throws {
    struct Point: Identifiable {
      let id: Int
      let value: Double
    }
    let points = (0..<5).map { Point(id: $0, value: Double($0 * $0)) }
    let chart = try chart(
      Chart(points) { point in LineMark(x: .value("x", point.id), y: .value("y", point.value)) })
    #expect(chart.marks.compactMap { $0.y?.value } == [0, 1, 4, 9, 16].map { .number($0) })
  }
}

extension ChartArchivingTests {
  /// `chartYAxis { AxisMarks(values:) { … } }` records the values and what the content draws; an empty
  /// `chartXAxis { }` hides the axis; `chartForegroundStyleScale` names each series' style.
  @Test func axisContentAndTheStyleScaleAreArchived() throws {
    let view = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 30)).foregroundStyle(by: .value("Kind", "Walk"))
    }
    .chartYAxis {
      AxisMarks(values: [0, 50, 100]) { _ in
        AxisValueLabel()
      }
    }
    .chartXAxis {}
    .chartForegroundStyleScale(["Walk": Color.green])
    let chart = try chart(view)
    #expect(chart.yAxis.values == [.number(0), .number(50), .number(100)])
    #expect(chart.yAxis.labels && !chart.yAxis.gridlines)
    #expect(chart.xAxis.visibility == .hidden)
    #expect(
      chart.seriesStyles == [ChartSeriesStyle(name: "Walk", style: .color(.system(.green, opacity: 1)))])
    let archive = ViewArchive(view, family: .systemMedium)
    #expect(try ViewArchive(jsonData: archive.jsonData()) == archive)
  }
}

extension ChartArchivingTests {
  enum Status: String, Plottable {
    case open, closed
  }

  /// Axis content behind `if let date = value.as(Date.self)` still draws labels; `as` never traps;
  /// a raw-value enum is plottable as Swift Charts' default makes it.
  @Test func axisContentSeenWhateverTheValuesAndRawValueEnumsPlot() throws {
    let dated = try chart(
      Chart { LineMark(x: .value("t", Date(timeIntervalSince1970: 0)), y: .value("v", 1)) }
        .chartXAxis {
          AxisMarks { value in
            if value.as(Date.self) != nil { AxisValueLabel() }
            if let number = value.as(Int.self), number > 0 { AxisGridLine() }
          }
        })
    #expect(dated.xAxis.labels)
    let days = try chart(
      Chart { BarMark(x: .value("s", Status.open), y: .value("n", 2)) }
        .chartXAxis {
          AxisMarks(values: ["Mon"]) { value in if value.as(Int.self) != nil { AxisValueLabel() } }
        })
    #expect(days.marks[0].x?.value == .string("open"))
    #expect(!days.xAxis.labels)
  }
}
