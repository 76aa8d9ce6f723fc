import TintypeArchive

/// The numbers a chart is drawn with that Apple does not publish: each one here, in one place, and
/// each UNCONFIRMED until measured against a device (docs/models.md, "Charts").
public enum ChartModel {
  /// The series colours when `foregroundStyle(by:)` is used without a scale, in order, cycling:
  /// observed on iOS 18.3 (`../shared/spec/charts-facts.md`). UNCONFIRMED.
  public static let seriesPalette: [SystemColor] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
  /// A mark without a style of its own or a series: the first series colour. UNCONFIRMED.
  public static let defaultColor: SystemColor = .blue
  /// About how many ticks an automatic numeric axis has ("nice numbers", Heckbert). UNCONFIRMED.
  public static let desiredTickCount = 5
  /// A bar's width as a share of its category's band (or, on a continuous axis, of the plot's
  /// width over the number of bars). UNCONFIRMED.
  public static let barBandFill = 0.6
  /// A line mark's width in points (`LineMark`'s default stroke). UNCONFIRMED.
  public static let lineWidth = 2.0
  /// A rule mark's width in points. UNCONFIRMED.
  public static let ruleWidth = 1.0
  /// A point mark's symbol area in square points (`symbolSize` default). UNCONFIRMED.
  public static let symbolSize = 30.0
  /// A gridline's width in points (a hairline at @2x and @3x). UNCONFIRMED.
  public static let gridlineWidth = 0.5
  /// The gap between the plot and its axis labels, in points. UNCONFIRMED.
  public static let labelGap = 4.0
  /// The gap between the x axis labels and the legend, and between legend entries, in points.
  /// UNCONFIRMED.
  public static let legendGap = 8.0
  /// The gap between an annotation and its mark, in points. UNCONFIRMED.
  public static let annotationSpacing = 4.0
  /// The shapes `symbol(by:)` gives series, in order, cycling: circle, square, triangle, diamond,
  /// pentagon observed on iOS 18.3 (`../shared/spec/charts-facts.md`); the rest UNCONFIRMED.
  public static let symbolOrder: [ChartSymbol] = [
    .circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk,
  ]
  /// A tick's length in points: it spans the gap between the plot and its labels. UNCONFIRMED.
  public static let tickLength = labelGap
  /// A legend swatch's diameter in points (a circle before each series' name). UNCONFIRMED.
  public static let legendSwatch = 7.0
  /// What gridlines are drawn in: a quaternary grey. UNCONFIRMED.
  public static let gridlineStyle: ShapeStyleValue = .hierarchical(.quaternary)
  /// The axis labels' and legend's text style: `caption2`-like, in the secondary colour. UNCONFIRMED.
  public static let labelStyle: FontTextStyle = .caption2
}
