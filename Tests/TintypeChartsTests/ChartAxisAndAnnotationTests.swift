import Foundation
import Testing
import TintypeArchive
import TintypeChartContent
import TintypeCharts
import TintypeCore
import TintypeUI

/// Axis label formats, strides, positions and ticks; symbols, grouped bars, category domains,
/// annotations and the legend's position: what the DSL archives and what the plot makes of it.
@Suite struct ChartAxisAndAnnotationTests {
  let labels = ChartLabels(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
  static let monday = Date(timeIntervalSince1970: 1_780_272_000)  // 2026-06-01, a Monday, 00:00 UTC

  func chart(_ view: some View) throws -> ChartValue { try archivedChart(view) }

  struct Week: View {
    var body: some View {
      Chart {
        ForEach(0..<7) { day in
          BarMark(
            x: .value(
              "Day", ChartAxisAndAnnotationTests.monday.addingTimeInterval(Double(day) * 86_400), unit: .day),
            y: .value("Share", Double(day) / 10))
        }
        RuleMark(y: .value("Goal", 0.5))
          .annotation(position: .top, alignment: .leading, spacing: 2) { Text("Goal") }
      }
      .chartXAxis {
        AxisMarks(values: .stride(by: .day, count: 2)) { _ in
          AxisTick()
          AxisValueLabel(format: .dateTime.weekday(.narrow))
        }
      }
      .chartYAxis {
        AxisMarks(
          format: FloatingPointFormatStyle<Double>.Percent(), position: .leading, values: .stride(by: 0.25))
      }
      .chartLegend(position: .top)
    }
  }

  @Test func axisFormatsStridesPositionsAndTicksAreArchived() throws {
    let chart = try chart(Week())
    #expect(chart.xAxis.stride == .calendar(.day, count: 2))
    #expect(chart.xAxis.ticks)
    #expect(chart.xAxis.format == .date(skeleton: "EEEEE"))
    #expect(chart.yAxis.position == .leading)
    #expect(chart.yAxis.stride == .number(0.25))
    #expect(chart.yAxis.format == .number(ChartNumberFormat(style: .percent(scale: 100))))
    #expect(chart.legendPosition == .top)
    let annotation = try #require(chart.marks.last?.annotations.first)
    #expect(annotation.position == .top && annotation.alignment == .leading && annotation.spacing == 2)
    #expect(annotation.content.content == .text(.verbatim("Goal")))
  }

  @Test func numberFormatsAreReadFromFoundationsStyles() throws {
    struct Formats: View {
      var body: some View {
        Chart { BarMark(x: .value("x", "a"), y: .value("y", 1)) }
          .chartYAxis {
            AxisMarks { _ in AxisValueLabel(format: .currency(code: "EUR").precision(.fractionLength(0))) }
          }
          .chartXAxis { AxisMarks(format: IntegerFormatStyle<Int>().notation(.compactName)) }
      }
    }
    struct Percents: View {
      var body: some View {
        Chart { BarMark(x: .value("x", "a"), y: .value("y", 0.5)) }
          .chartYAxis { AxisMarks { _ in AxisValueLabel(format: .percent.precision(.fractionLength(1))) } }
      }
    }
    #expect(
      try chart(Percents()).yAxis.format
        == .number(ChartNumberFormat(style: .percent(scale: 100), fractionDigits: 1...1)))
    let chart = try chart(Formats())
    #expect(
      chart.yAxis.format == .number(ChartNumberFormat(style: .currency(code: "EUR"), fractionDigits: 0...0)))
    #expect(chart.xAxis.format == .number(ChartNumberFormat(compact: true)))
  }

  @Test func theAxesAreWrittenStridedPlacedAndTicked() throws {
    let plot = ChartPlot(try chart(Week()), labels: labels)
    // Every other day, written as the narrow weekday: Monday, Wednesday, Friday, Sunday.
    #expect(plot.xLabels.map(\.text) == ["M", "W", "F", "S"])
    #expect(plot.xTicks.count == 4)
    // Percentages every quarter, on the leading side, without ticks.
    // The scale runs to 60 % (the data's nice top); the stride marks what falls inside.
    #expect(plot.yLabels.map(\.text) == ["0%", "25%", "50%"])
    #expect(plot.sides == ChartAxisSides(yLeading: true, xTop: false))
    #expect(plot.yTicks.isEmpty)
    #expect(plot.legendPosition == .top)
  }

  @Test func symbolsByseriesTakeTheSymbolOrderAndGroupedBarsStandSideBySide() {
    func value(_ label: String, _ primitive: ChartPrimitive) -> ChartPlottable {
      ChartPlottable(label: label, value: primitive)
    }
    let marks = ["Mon", "Tue"].flatMap { day in
      ["Walk", "Run"].map { kind in
        ChartMark(
          kind: .bar, x: value("Day", .string(day)), y: value("Min", .number(10)),
          series: value("Kind", .string(kind)), positionGroup: value("Kind", .string(kind)))
      }
    }
    let points = ["A", "B", "C"].map { name in
      ChartMark(
        kind: .point, x: value("x", .number(1)), y: value("y", .number(2)),
        symbolSeries: value("S", .string(name)))
    }
    let grouped = ChartPlot(ChartValue(marks: marks), labels: labels)
    let rects = grouped.marks.compactMap { mark -> (Double, Double, Double)? in
      guard case .rect(let x0, let x1, let y0, _, _, _, _) = mark.element else { return nil }
      return (x0, x1, y0)
    }
    // Side by side within Monday's bar: walk then run, each half of it, both from zero (not stacked).
    #expect(abs(rects[0].1 - rects[1].0) < 1e-9)
    #expect(abs((rects[0].1 - rects[0].0) - (rects[1].1 - rects[1].0)) < 1e-9)
    #expect(abs(rects[0].2 - rects[1].2) < 1e-9)
    let scatter = ChartPlot(ChartValue(marks: points), labels: labels)
    let symbols = scatter.marks.compactMap { mark -> ChartSymbol? in
      if case .point(_, _, let symbol) = mark.element { return symbol }
      return nil
    }
    #expect(symbols == [.circle, .square, .triangle])
    #expect(scatter.legend.map(\.symbol) == [.circle, .square, .triangle])
  }

  @Test func aCategoryDomainOrdersTheAxis() throws {
    struct Days: View {
      var body: some View {
        Chart {
          BarMark(x: .value("Day", "Wed"), y: .value("n", 3))
          BarMark(x: .value("Day", "Mon"), y: .value("n", 1))
        }
        .chartXScale(domain: ["Mon", "Tue", "Wed"])
      }
    }
    let chart = try chart(Days())
    #expect(chart.xDomain == .categories(["Mon", "Tue", "Wed"]))
    #expect(ChartPlot(chart, labels: labels).xLabels.map(\.text) == ["Mon", "Tue", "Wed"])
  }

  /// An annotation stands above its bar, `spacing` away, lined up as asked; the frame puts each
  /// child, and leading y labels end before the plot.
  @Test func annotationsAndLeadingLabelsAreWhereTheFrameSaysTheyAre() {
    let bar = ChartMark(
      kind: .bar, x: ChartPlottable(label: "d", value: .string("Mon")),
      y: ChartPlottable(label: "v", value: .number(10)),
      annotations: [
        ChartAnnotation(
          position: .top, alignment: .trailing, spacing: 3, content: ViewNode(.text(.verbatim("10"))))
      ])
    let chart = ChartValue(marks: [bar], yAxis: ChartAxis(position: .leading))
    let plot = ChartPlot(chart, labels: labels)
    #expect(plot.annotations.count == 1)
    let sizes =
      plot.yLabels.map { _ in Size(width: 20, height: 10) }
      + plot.xLabels.map { _ in Size(width: 30, height: 10) }
      + [Size(width: 12, height: 8)]
    let frame = ChartFrame(plot: plot, in: Rect(x: 0, y: 0, width: 200, height: 100), sizes: sizes)
    // The plot starts after the leading labels and the gap.
    #expect(frame.plot.x == 20 + ChartModel.labelGap)
    #expect(frame.origins[0].x + 20 == frame.plot.x - ChartModel.labelGap)
    let barFrame = plot.annotations[0].anchor.frame(in: frame.plot)
    let origin = frame.origins[sizes.count - 1]
    #expect(abs(origin.y - (barFrame.y - 3 - 8)) < 1e-9)
    #expect(abs(origin.x - (barFrame.maxX - 12)) < 1e-9)
  }

  @Test func aPlotStyleIsArchivedAsThePlotAreaWithItsModifiers() throws {
    struct Styled: View {
      var body: some View {
        Chart { BarMark(x: .value("x", "a"), y: .value("y", 1)) }
          .chartPlotStyle { $0.background(Color.blue).border(Color.red, width: 2) }
      }
    }
    let chart = try chart(Styled())
    let area = try #require(chart.plotArea)
    #expect(area.modifiers.count == 2)
    guard case .background = area.modifiers.first else {
      Issue.record("expected the background first, got \(area.modifiers)")
      return
    }
    let plot = ChartPlot(chart, labels: labels)
    // The plot area is the first child, at the plot's corner.
    let sizes =
      [Size(width: 10, height: 10)] + plot.yLabels.map { _ in Size(width: 20, height: 10) }
      + plot.xLabels.map { _ in Size(width: 10, height: 10) }
    let frame = ChartFrame(plot: plot, in: Rect(x: 0, y: 0, width: 200, height: 100), sizes: sizes)
    #expect(frame.origins[0] == Point(x: frame.plot.x, y: frame.plot.y))
    #expect(frame.origins[1].x == frame.plot.maxX + ChartModel.labelGap)
  }

  @Test func theAxisArchiveRoundTripsItsNewFields() throws {
    let axis = ChartAxis(
      visibility: .visible, stride: .calendar(.hour, count: 3), ticks: true, position: .top,
      format: .number(ChartNumberFormat(style: .percent(scale: 1), fractionDigits: 0...1, grouping: false)))
    let chart = ChartValue(
      marks: [
        ChartMark(
          kind: .point, x: ChartPlottable(label: "x", value: .number(1)),
          y: ChartPlottable(label: "y", value: .number(1)),
          symbol: .diamond)
      ], xAxis: axis, xDomain: .categories(["a"]), legendPosition: .trailing)
    let node = ViewNode(.chart(chart))
    let decoded: ViewNode = try JSONReader(node.archiveJSON).decode()
    #expect(decoded == node)
  }
}
