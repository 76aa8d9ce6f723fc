import TintypeCharts

/// A chart, resolved: its plot in the unit square with each mark's paint, the gridlines' paint, and
/// its axis labels and legend names as text views for layout to measure and place (the y labels,
/// then the x labels, then the legend's names).
public struct ResolvedChart: Sendable {
  /// The plot.
  public var plot: ChartPlot<PaintSpec>
  /// What the gridlines are painted with.
  public var gridPaint: PaintSpec
  /// The label views, in the order above.
  public var labels: [ResolvedView]

  /// A resolved chart.
  public init(plot: ChartPlot<PaintSpec>, gridPaint: PaintSpec, labels: [ResolvedView]) {
    self.plot = plot
    self.gridPaint = gridPaint
    self.labels = labels
  }
}
