import TintypeArchive
import TintypeUI

/// A shape a chart draws at a point (Swift Charts' `ChartSymbolShape`).
public protocol ChartSymbolShape: Shape {
  /// The archived shape.
  var chartSymbol: ChartSymbol { get }
}

/// The built-in symbol shapes (Swift Charts' `BasicChartSymbolShape`); `symbol(by:)` hands them to
/// series in this order.
public struct BasicChartSymbolShape: ChartSymbolShape {
  /// The archived shape.
  public let chartSymbol: ChartSymbol

  /// A circle in `rect`. In a chart the symbol is archived by name and the chart draws its own
  /// outline (`ChartSymbol.polygons`); drawn as a view of its own, every built-in symbol is a circle.
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect)
  }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .circle) }
  /// A square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .square) }
  /// A triangle, point up.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .triangle) }
  /// A diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .diamond) }
  /// A pentagon.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .pentagon) }
  /// A plus sign.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .plus) }
  /// A cross.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .cross) }
  /// An asterisk.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(chartSymbol: .asterisk) }
}

/// Where an annotation stands at its mark, or the legend at the plot (Swift Charts'
/// `AnnotationPosition`).
public struct AnnotationPosition: Sendable {
  let archived: ChartAnnotationPosition

  /// Above a mark, or after a horizontal bar.
  public static let automatic = AnnotationPosition(archived: .automatic)
  /// Over the mark.
  public static let overlay = AnnotationPosition(archived: .overlay)
  /// Above.
  public static let top = AnnotationPosition(archived: .top)
  /// Below.
  public static let bottom = AnnotationPosition(archived: .bottom)
  /// Before, on the leading side.
  public static let leading = AnnotationPosition(archived: .leading)
  /// After, on the trailing side.
  public static let trailing = AnnotationPosition(archived: .trailing)
  /// Above, lined up with the leading edge.
  public static let topLeading = AnnotationPosition(archived: .topLeading)
  /// Above, lined up with the trailing edge.
  public static let topTrailing = AnnotationPosition(archived: .topTrailing)
  /// Below, lined up with the leading edge.
  public static let bottomLeading = AnnotationPosition(archived: .bottomLeading)
  /// Below, lined up with the trailing edge.
  public static let bottomTrailing = AnnotationPosition(archived: .bottomTrailing)
}

/// What an annotation does where it would leave the chart (Swift Charts'
/// `AnnotationOverflowResolution`); Tintype draws it where it stands, as `.disabled` does.
public struct AnnotationOverflowResolution: Sendable {
  /// What happens on one axis.
  public struct Strategy: Sendable {
    /// The chart's own choice.
    public static let automatic = Strategy()
    /// Drawn where it stands.
    public static let disabled = Strategy()
    /// Kept inside the chart; drawn where it stands.
    public static let fit = Strategy()
    /// Kept inside the given boundary; drawn where it stands.
    public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    /// Padded by the plot's edge; drawn where it stands.
    public static let padScale = Strategy()
  }
  /// A boundary to keep inside.
  public struct Boundary: Sendable {
    /// The plot.
    public static let plot = Boundary()
    /// The chart.
    public static let chart = Boundary()
    /// The automatic boundary.
    public static let automatic = Boundary()
  }
  /// The chart's own choice.
  public static let automatic = AnnotationOverflowResolution()

  /// A resolution on each axis.
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}

extension ChartContent {
  /// Draws a point's symbol (and a symbol at each of a line's points) as `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<Self> {
    let archived = symbol.chartSymbol
    return changed { $0.symbol = archived }
  }

  /// Gives the marks the shape of their series: each distinct value takes the next shape of the
  /// symbol order (a line draws it at each point); the legend shows it.
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    changed { $0.symbolSeries = value.archived }
  }

  /// Places bars of each distinct value side by side at their shared position, instead of stacking.
  public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> ModifiedChartContent<Self> {
    changed { $0.positionGroup = value.archived }
  }

  /// Draws `content` at each mark, on the `position` side, lined up by `alignment`, `spacing` points
  /// away.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    let annotation = ChartAnnotation(
      position: position.archived, alignment: alignment, spacing: spacing.map { max(Double($0), 0) },
      content: archivedNode(content()))
    return changed { $0.annotations.append(annotation) }
  }

  /// Draws `content` at each mark; the overflow resolution is not applied (drawn where it stands).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    annotation(position: position, alignment: alignment, spacing: spacing, content: content)
  }
}
