import TintypeCharts
import TintypeCore

/// A Swift Charts `Chart`: like a shape it takes what it is offered (10 × 10 for its ideal size);
/// its labels, each at its ideal size, stand around the plot (`ChartFrame`): the y labels on the
/// trailing side, centred on their values; the x labels under the plot, centred on a category or
/// starting at a continuous value; the legend's names in rows under those, after a swatch each
/// (`ChartLegendFlow`).
struct ChartLayout: ContainerLayoutRule {
  let chart: ResolvedChartCounts

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    proposal.replacingUnspecifiedDimensions(by: ShapeLayout.idealSize)
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize) -> [ChildPlacement?] {
    let sizes = children.map { $0.size(in: .unspecified) }
    let (yRange, xRange, legendRange) = chart.ranges(count: children.count)
    let yWidth = sizes[yRange].map(\.width).max() ?? 0
    let yHeight = sizes[yRange].map(\.height).max() ?? 0
    let xHeight = sizes[xRange].map(\.height).max() ?? 0
    let legend = ChartLegendFlow(sizes: Array(sizes[legendRange]), width: size.width)
    let plot = ChartFrame.plot(
      in: Rect(x: 0, y: 0, width: size.width, height: size.height), yLabelWidth: yWidth,
      yLabelHeight: yHeight, xLabelHeight: xHeight, legendHeight: legend.height)
    let legendTop = plot.maxY + (xHeight > 0 ? xHeight + ChartModel.labelGap : 0) + ChartModel.legendGap
    var placements: [ChildPlacement?] = []
    for (index, size) in sizes.enumerated() {
      let origin: Point
      if yRange.contains(index) {
        let position = chart.yPositions[index - yRange.lowerBound]
        origin = Point(
          x: plot.maxX + ChartModel.labelGap, y: plot.y + position * plot.height - size.height / 2)
      } else if xRange.contains(index) {
        let position = chart.xPositions[index - xRange.lowerBound]
        let x = plot.x + position * plot.width
        // A label starting at a value ends at the plot's trailing edge at the latest.
        origin = Point(
          x: chart.xLabelsCentred ? x - size.width / 2 : max(min(x, plot.maxX - size.width), plot.x),
          y: plot.maxY + ChartModel.labelGap)
      } else {
        let entry = legend.origins[index - legendRange.lowerBound]
        origin = Point(x: entry.x + ChartModel.legendSwatch + ChartModel.labelGap, y: legendTop + entry.y)
      }
      placements.append(ChildPlacement(origin: origin, proposal: .unspecified))
    }
    return placements
  }
}

/// A legend's entries in rows as wide as the chart: each a swatch, the gap and its name, entries
/// `legendGap` apart, rows `labelGap` apart; an entry wider than the chart has a row of its own.
struct ChartLegendFlow {
  /// Each entry's top-leading corner (its swatch's), from the legend's.
  var origins: [Point] = []
  /// The legend's height.
  var height = 0.0

  init(sizes: [Size], width: Double) {
    guard let rowHeight = sizes.map(\.height).max() else { return }
    var x = 0.0
    var y = 0.0
    for size in sizes {
      let entry = ChartModel.legendSwatch + ChartModel.labelGap + size.width
      if x > 0, x + entry > width {
        x = 0
        y += rowHeight + ChartModel.labelGap
      }
      origins.append(Point(x: x, y: y))
      x += entry + ChartModel.legendGap
    }
    height = y + rowHeight
  }
}

/// What layout needs of a resolved chart besides its labels: how many of each kind there are, and
/// where the axis labels stand along their axes.
struct ResolvedChartCounts {
  var yPositions: [Double]
  var xPositions: [Double]
  var legendCount: Int
  var xLabelsCentred: Bool

  /// The children's index ranges: y labels, x labels, legend names.
  func ranges(count: Int) -> (Range<Int>, Range<Int>, Range<Int>) {
    let y = 0..<min(yPositions.count, count)
    let x = y.upperBound..<min(y.upperBound + xPositions.count, count)
    let legend = x.upperBound..<min(x.upperBound + legendCount, count)
    return (y, x, legend)
  }
}
