import Foundation
import Testing
import TintypeArchive
import TintypeCharts

/// The chart stage's model: nice scales, stacking, categories, the series palette, the axes' labels.
@Suite struct ChartPlotTests {
  let labels = ChartLabels(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

  func plottable(_ label: String, _ value: Double) -> ChartPlottable {
    ChartPlottable(label: label, value: .number(value))
  }
  func category(_ name: String) -> ChartPlottable { ChartPlottable(label: "Day", value: .string(name)) }

  @Test func niceScalesRoundToWholeSteps() {
    let scale = NiceScale(minimum: 105, maximum: 543)
    #expect(scale.lower == 100 && scale.upper == 600 && scale.step == 100)
    #expect(scale.ticks == [100, 200, 300, 400, 500, 600])
    // One value still gets a scale around it; a huge range does not run away.
    let one = NiceScale(minimum: 7, maximum: 7)
    #expect(one.upper > one.lower && one.ticks.count < 20)
    #expect(NiceScale(minimum: 0, maximum: 1e300).ticks.count < 20)
    #expect(NiceScale(minimum: 0, maximum: 0.9).step == 0.2)
    #expect(NiceScale(minimum: 0, maximum: 12_480).ticks == [0, 5_000, 10_000, 15_000])
  }

  /// Bars at one category stack; the value axis includes zero; labels are the locale's numbers.
  @Test func barsStackAtACategoryAndTheAxisIncludesZero() {
    let chart = ChartValue(marks: [
      ChartMark(kind: .bar, x: category("Mon"), y: plottable("Walk", 300), series: category("Walk")),
      ChartMark(kind: .bar, x: category("Mon"), y: plottable("Run", 200), series: category("Run")),
      ChartMark(kind: .bar, x: category("Tue"), y: plottable("Walk", 1_200), series: category("Walk")),
    ])
    let plot = ChartPlot(chart, labels: labels)
    guard case .rect(_, _, let y0, let y1, _, _, _) = plot.marks[1].element,
      case .rect(_, _, let firstTop, let firstBottom, _, _, _) = plot.marks[0].element
    else {
      Issue.record("expected bars")
      return
    }
    // The run bar sits on the walk bar: its bottom is the walk bar's top.
    #expect(abs(y1 - firstTop) < 1e-9)
    #expect(abs(firstBottom - 1) < 1e-9)
    #expect(y0 < y1)
    #expect(plot.yLabels.map(\.text) == ["0", "500", "1,000", "1,500"])
    #expect(plot.xLabels.map(\.text) == ["Mon", "Tue"])
    #expect(plot.xLabels.map(\.position) == [0.25, 0.75])
    // Series colours in order of first appearance, the legend in the same order.
    #expect(plot.legend.map(\.name) == ["Walk", "Run"])
    #expect(
      plot.marks.map(\.paint) == [
        .color(.system(.blue, opacity: 1)), .color(.system(.green, opacity: 1)),
        .color(.system(.blue, opacity: 1)),
      ])
  }

  @Test func anExplicitDomainIsKeptAndAHiddenAxisHasNoLabels() {
    let chart = ChartValue(
      marks: [
        ChartMark(kind: .line, x: plottable("t", 0), y: plottable("v", 120)),
        ChartMark(kind: .line, x: plottable("t", 1), y: plottable("v", 130)),
      ],
      xAxis: ChartAxis(visibility: .hidden), yDomain: ChartDomain(lower: .number(90), upper: .number(150)))
    let plot = ChartPlot(chart, labels: labels)
    #expect(plot.xLabels.isEmpty && plot.xGridlines.isEmpty)
    guard case .line(let points, _, _, _) = plot.marks[0].element else {
      Issue.record("expected a line")
      return
    }
    // 120 in 90…150 is half way; the two points join into one line.
    #expect(points.count == 2 && abs(points[0].y - 0.5) < 1e-9)
  }

  @Test func aWeekOfDatesTicksByDay() {
    let start = Date(timeIntervalSince1970: 1_780_876_800)  // 2026-06-08, a Monday, UTC
    let marks = (0..<7).map { day in
      ChartMark(
        kind: .line,
        x: ChartPlottable(label: "Day", value: .date(start.addingTimeInterval(Double(day) * 86_400))),
        y: plottable("v", Double(day)))
    }
    let plot = ChartPlot(ChartValue(marks: marks), labels: labels)
    #expect(plot.xLabels.map(\.text) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    #expect(plot.xLabelsCentred == false)
  }
}

extension ChartPlotTests {
  /// Sectors share the circle in declaration order by their angles; a pie has no axes.
  @Test func sectorsShareTheCircleAndAPieHasNoAxes() {
    let marks = [3.0, 1.0].enumerated().map { index, share in
      ChartMark(
        kind: .sector, series: ChartPlottable(label: "k", value: .string("\(index)")),
        angle: ChartPlottable(label: "n", value: .number(share)), innerRadius: .ratio(0.5))
    }
    let plot = ChartPlot(ChartValue(marks: marks), labels: labels)
    guard case .sector(let start0, let end0, let inner, _, _) = plot.marks[0].element,
      case .sector(let start1, let end1, _, _, _) = plot.marks[1].element
    else {
      Issue.record("expected sectors")
      return
    }
    #expect(start0 == 0 && end0 == 0.75 && start1 == 0.75 && end1 == 1)
    #expect(inner == .ratio(0.5))
    #expect(plot.xLabels.isEmpty && plot.yLabels.isEmpty && plot.yGridlines.isEmpty)
    #expect(plot.legend.map(\.name) == ["0", "1"])
  }

  /// A bar at a date with a unit spans the unit (less the band's gaps), and the axis reaches its end.
  @Test func aBarAtADayWithItsUnitSpansTheDay() {
    let monday = Date(timeIntervalSince1970: 1_780_876_800)
    let marks = (0..<2).map { day in
      ChartMark(
        kind: .bar,
        x: ChartPlottable(
          label: "Day", value: .date(monday.addingTimeInterval(Double(day) * 86_400 + 3_600)), unit: .day),
        y: plottable("v", 1))
    }
    let plot = ChartPlot(ChartValue(marks: marks), labels: labels)
    guard case .rect(let x0, let x1, _, _, _, _, _) = plot.marks[1].element else {
      Issue.record("expected a bar")
      return
    }
    // Two days on the axis: the second bar is centred in the second half.
    #expect(abs((x0 + x1) / 2 - 0.75) < 1e-9)
    #expect(abs((x1 - x0) - 0.5 * ChartModel.barBandFill) < 1e-9)
    #expect(plot.xLabels.map(\.text) == ["Mon", "Tue"])
  }
}

extension ChartPlotTests {
  /// Horizontal bars list their categories from the top, and zero stands on the value axis only.
  @Test func horizontalBarsListCategoriesFromTheTopAndZeroIsOnTheValueAxis() {
    let bars = ["A", "B"].map { name in
      ChartMark(kind: .bar, x: plottable("n", name == "A" ? 3 : 5), y: category(name))
    }
    let plot = ChartPlot(ChartValue(marks: bars), labels: labels)
    guard case .rect(_, _, let top, _, _, true, _) = plot.marks[0].element else {
      Issue.record("expected a horizontal bar")
      return
    }
    #expect(top < 0.5)
    #expect(plot.yLabels.map(\.text) == ["A", "B"] && plot.yLabels[0].position < plot.yLabels[1].position)
    // Years on x under vertical bars: the x axis stays near the years, not at zero.
    let years = (2019...2024).map { year in
      ChartMark(kind: .bar, x: plottable("Year", Double(year)), y: plottable("n", 1))
    }
    let yearly = ChartPlot(ChartValue(marks: years), labels: labels)
    #expect(!yearly.xLabels.map(\.text).contains("0"))
    #expect(yearly.yLabels.first?.text == "0")
  }

  /// A bar of one number on y stands on zero; `LineMark(series:)` lines keep one colour and no legend.
  @Test func aBarOfOneValueStandsOnZeroAndSeriesLinesShareAColour() {
    let plot = ChartPlot(ChartValue(marks: [ChartMark(kind: .bar, y: plottable("n", 45))]), labels: labels)
    guard case .rect(_, _, let top, let bottom, _, _, _) = plot.marks[0].element else {
      Issue.record("expected a bar")
      return
    }
    #expect(abs(bottom - 1) < 1e-9 && top > 0)
    let lines = ["a", "b"].flatMap { group in
      (0..<2).map { x in
        ChartMark(
          kind: .line, x: plottable("x", Double(x)), y: plottable("y", Double(x)),
          group: ChartPlottable(label: "g", value: .string(group)))
      }
    }
    let joined = ChartPlot(ChartValue(marks: lines), labels: labels)
    #expect(joined.marks.count == 2 && joined.legend.isEmpty)
    #expect(joined.marks[0].paint == joined.marks[1].paint)
  }
}
