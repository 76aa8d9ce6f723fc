import TintypeCharts

/// A chart, resolved: its plot in the unit square with each mark's paint, the gridlines' paint, and
/// its children for layout to measure and place (`ChartFrame`): the axis labels and legend names as
/// text views (the y labels, then the x labels, then the legend's names), then the marks'
/// annotations.
public struct ResolvedChart: Sendable {
  /// The plot.
  public var plot: ChartPlot<PaintSpec>
  /// What the gridlines are painted with.
  public var gridPaint: PaintSpec
  /// The children, in the order above.
  public var labels: [ResolvedView]

  /// A resolved chart.
  public init(plot: ChartPlot<PaintSpec>, gridPaint: PaintSpec, labels: [ResolvedView]) {
    self.plot = plot
    self.gridPaint = gridPaint
    self.labels = labels
  }
}
