import TintypeArchive

/// A chart's drawing in the plot's unit square — x from 0 (leading) to 1 (trailing), y from 0 (top)
/// to 1 (bottom) — worked out from its data before its size is known, with the axis labels' texts
/// and where they stand. Only the plot's frame is left to layout; `Paint` is what the marks are
/// painted with (archive styles here, resolved paints in the scene).
public struct ChartPlot<Paint> {
  /// One mark's drawing, its paint and opacity, in declaration order (later on top).
  public struct Mark {
    /// What is drawn.
    public var element: ChartElement
    /// What it is painted with.
    public var paint: Paint
    /// Its opacity (`opacity(_:)`).
    public var opacity: Double
  }

  /// The marks.
  public var marks: [Mark]
  /// Where the value gridlines cross the plot (unit y), drawn under the marks.
  public var yGridlines: [Double]
  /// Where vertical gridlines cross the plot (unit x).
  public var xGridlines: [Double]
  /// The y axis's labels, or none when hidden.
  public var yLabels: [ChartLabel]
  /// The x axis's labels, or none when hidden.
  public var xLabels: [ChartLabel]
  /// Whether x labels are centred on their position (categories) or start at it (a continuous axis).
  public var xLabelsCentred: Bool
  /// The sides the labels stand on.
  public var sides = ChartAxisSides()
  /// Where the y axis draws ticks (unit y), beside the plot on its labels' side.
  public var yTicks: [Double] = []
  /// Where the x axis draws ticks (unit x).
  public var xTicks: [Double] = []
  /// The legend's entries: each series' name, paint and symbol (for `symbol(by:)` series), in
  /// order of first appearance.
  public var legend: [(name: String, paint: Paint, symbol: ChartSymbol?)]
  /// Where the legend stands.
  public var legendPosition: ChartAnnotationPosition = .automatic
  /// The marks' annotations, in declaration order.
  public var annotations: [ChartPlacedAnnotation] = []
  /// Whether the chart has a plot area view (`chartPlotStyle`), its first child.
  public var hasPlotArea = false

  /// The same plot with each paint replaced by `transform`'s.
  public func mapPaints<Other>(_ transform: (Paint) throws -> Other) rethrows -> ChartPlot<Other> {
    var plot = ChartPlot<Other>(
      marks: try marks.map {
        .init(element: $0.element, paint: try transform($0.paint), opacity: $0.opacity)
      },
      yGridlines: yGridlines, xGridlines: xGridlines, yLabels: yLabels, xLabels: xLabels,
      xLabelsCentred: xLabelsCentred,
      legend: try legend.map { ($0.name, try transform($0.paint), $0.symbol) })
    plot.sides = sides
    plot.yTicks = yTicks
    plot.xTicks = xTicks
    plot.legendPosition = legendPosition
    plot.annotations = annotations
    plot.hasPlotArea = hasPlotArea
    return plot
  }
}

/// The sides of the plot the axes' labels stand on: Swift Charts' standard look is y on the
/// trailing side and x under the plot.
public struct ChartAxisSides: Hashable, Sendable {
  /// Whether the y labels stand on the leading side.
  public var yLeading = false
  /// Whether the x labels stand above the plot.
  public var xTop = false

  /// The standard sides.
  public init(yLeading: Bool = false, xTop: Bool = false) {
    self.yLeading = yLeading
    self.xTop = xTop
  }
}

/// An annotation with what it stands at: its mark's drawing (a bar's rectangle, a point) in the
/// plot's unit square.
public struct ChartPlacedAnnotation: Sendable {
  /// What it stands at.
  public var anchor: ChartElement
  /// The annotation: its position, alignment, spacing and view.
  public var annotation: ChartAnnotation
  /// Its mark's index in the chart, and its own among the mark's annotations (its JSON path).
  public var mark: Int, index: Int
}

extension ChartPlot: Sendable where Paint: Sendable {}
extension ChartPlot.Mark: Sendable where Paint: Sendable {}

/// A mark's drawing.
public enum ChartElement: Sendable {
  /// A bar or rectangle: from `x0` to `x1` and `y0` to `y1`; a bar's own `width:` in points
  /// replaces its extent along `x` (or `y` for horizontal bars) about the centre.
  case rect(
    x0: Double, x1: Double, y0: Double, y1: Double, pointWidth: Double?, horizontal: Bool,
    cornerRadius: Double)
  /// A line through its points.
  case line([UnitPoint], ChartInterpolation, lineWidth: Double, dash: [Double])
  /// An area between its upper and lower edges (each left to right).
  case area(top: [UnitPoint], bottom: [UnitPoint], ChartInterpolation)
  /// A point's symbol, of this diameter in points (the circle's; other shapes fit the same area).
  case point(UnitPoint, diameter: Double, symbol: ChartSymbol)
  /// A rule from one point to another.
  case rule(from: UnitPoint, to: UnitPoint, lineWidth: Double, dash: [Double])
  /// A sector of the circle in the middle of the plot, from `start` to `end` (fractions of a turn,
  /// clockwise from the top), between its radii, `angularInset` points from its neighbours.
  case sector(start: Double, end: Double, inner: ChartRadius?, outer: ChartRadius?, angularInset: Double)
}

/// An axis label: its text and where it stands along its axis (0…1 in the plot).
public struct ChartLabel: Hashable, Sendable {
  /// The label's text.
  public var text: String
  /// Where it stands along its axis, 0…1 in the plot.
  public var position: Double
}
