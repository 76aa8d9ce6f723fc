import TintypeArchive
import TintypeUI

/// A mark's width or height, or a sector's radius (Swift Charts' `MarkDimension`).
public struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  enum Kind: Sendable {
    case automatic
    case fixed(Double)
    case ratio(Double)
    case inset(Double)
  }
  let kind: Kind

  /// The chart's own choice.
  public static let automatic = MarkDimension(kind: .automatic)
  /// A fixed size in points.
  public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(points))) }
  /// A share of the space there is (a band's, or the plot's radius).
  public static func ratio(_ ratio: CGFloat) -> MarkDimension {
    MarkDimension(kind: .ratio(min(max(Double(ratio), 0), 1)))
  }
  /// The space there is less `inset` points.
  public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(inset))) }

  init(kind: Kind) { self.kind = kind }
  /// A fixed size in points, written as a number.
  public init(floatLiteral value: Double) { kind = .fixed(value) }
  /// A fixed size in points, written as a whole number.
  public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }

  /// A bar's size in points, when fixed.
  var points: Double? {
    if case .fixed(let points) = kind { return points }
    return nil
  }

  /// As a sector's radius.
  var radius: ChartRadius? {
    switch kind {
    case .automatic: nil
    case .fixed(let points): .fixed(max(points, 0))
    case .ratio(let ratio): .ratio(ratio)
    case .inset(let inset): .inset(max(inset, 0))
    }
  }
}

/// How marks at one position stack (Swift Charts' `MarkStackingMethod`); Tintype stacks
/// `.standard` (the default) and draws the others unstacked.
public enum MarkStackingMethod: Sendable {
  case standard, normalized, center, unstacked
}

/// A mark: one `ChartMark` of its kind.
protocol MarkContent: ChartContent, PrimitiveChartContent {
  var mark: ChartMark { get }
}

extension MarkContent {
  var chartMarks: [ChartMark] { [mark] }
}

/// A bar (Swift Charts' `BarMark`): up from the axis to its value, in its category's band.
public struct BarMark: MarkContent {
  let mark: ChartMark

  /// A bar at `x` of height `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = ChartMark(kind: .bar, x: x.archived, y: y.archived, width: width.points ?? height.points)
  }

  /// A bar along `x` from `xStart` to `xEnd` at `y` (a timeline, a range).
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    mark = ChartMark(
      kind: .bar, y: y.archived, xStart: xStart.archived, xEnd: xEnd.archived, width: height.points)
  }

  /// A bar at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    mark = ChartMark(
      kind: .bar, x: x.archived, yStart: yStart.archived, yEnd: yEnd.archived, width: width.points)
  }

  /// A bar of height `y` across the plot's width (one value).
  public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic) {
    mark = ChartMark(kind: .bar, y: y.archived, width: width.points)
  }

  /// A bar of length `x` (one value).
  public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic) {
    mark = ChartMark(kind: .bar, x: x.archived, width: height.points)
  }
}

/// A point of a line (Swift Charts' `LineMark`): the marks of one series are joined in order.
public struct LineMark: MarkContent {
  let mark: ChartMark

  /// The line's point at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: .line, x: x.archived, y: y.archived)
  }

  /// A point of the line of `series` (the older spelling of `foregroundStyle(by:)`).
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    mark = ChartMark(kind: .line, x: x.archived, y: y.archived, group: series.archived)
  }
}

/// A point of an area (Swift Charts' `AreaMark`): filled down to the axis, or between `yStart` and `yEnd`.
public struct AreaMark: MarkContent {
  let mark: ChartMark

  /// The area's point at `x`, filled down from `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    mark = ChartMark(kind: .area, x: x.archived, y: y.archived)
  }

  /// A band's point at `x`, from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = ChartMark(kind: .area, x: x.archived, yStart: yStart.archived, yEnd: yEnd.archived)
  }
}

/// A point (Swift Charts' `PointMark`): a symbol at `x`, `y`.
public struct PointMark: MarkContent {
  let mark: ChartMark

  /// A point at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: .point, x: x.archived, y: y.archived)
  }
}

/// A rule (Swift Charts' `RuleMark`): a line across the plot at a value, or a segment.
public struct RuleMark: MarkContent {
  let mark: ChartMark

  /// A horizontal line across the plot at `y` (a goal, an average).
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = ChartMark(kind: .rule, y: y.archived)
  }

  /// A vertical line across the plot at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = ChartMark(kind: .rule, x: x.archived)
  }

  /// A horizontal segment at `y` from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    mark = ChartMark(kind: .rule, y: y.archived, xStart: xStart.archived, xEnd: xEnd.archived)
  }

  /// A vertical segment at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = ChartMark(kind: .rule, x: x.archived, yStart: yStart.archived, yEnd: yEnd.archived)
  }
}

/// A rectangle (Swift Charts' `RectangleMark`): a cell of a heat map, or a range on both axes.
public struct RectangleMark: MarkContent {
  let mark: ChartMark

  /// A rectangle at `x`, `y` (each a category's band, or a value).
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .rectangle, x: x.archived, y: y.archived, width: width.points)
  }

  /// A band across the plot's height from `xStart` to `xEnd` (a weekend, a night).
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    mark = ChartMark(kind: .rectangle, xStart: xStart.archived, xEnd: xEnd.archived)
  }

  /// A band across the plot's width from `yStart` to `yEnd` (a target range).
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = ChartMark(kind: .rectangle, yStart: yStart.archived, yEnd: yEnd.archived)
  }

  /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = ChartMark(
      kind: .rectangle, xStart: xStart.archived, xEnd: xEnd.archived, yStart: yStart.archived,
      yEnd: yEnd.archived)
  }
}

/// A sector of a pie or donut (Swift Charts' `SectorMark`, iOS 17): its angle is its share of the
/// circle, in declaration order clockwise from the top.
public struct SectorMark: MarkContent {
  let mark: ChartMark

  /// A sector of `angle`'s share, between `innerRadius` (a donut's hole) and `outerRadius`,
  /// `angularInset` points from its neighbours.
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
    outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    var angle = angle.archived
    if case .number(let share) = angle.value, !(share >= 0) { angle.value = .number(0) }
    mark = ChartMark(
      kind: .sector, angle: angle, innerRadius: innerRadius.radius, outerRadius: outerRadius.radius,
      angularInset: max(Double(angularInset ?? 0), 0))
  }
}
