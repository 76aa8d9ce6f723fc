/// An axis: whether it is drawn (`chartXAxis(.hidden)`), the values it marks (`AxisMarks(values:)`),
/// where it stands (`AxisMarks(position:)`), what it draws at each value (`AxisGridLine`, `AxisTick`,
/// `AxisValueLabel` in the `AxisMarks` content) and how its labels are written (`format:`).
public struct ChartAxis: Hashable, Sendable {
  /// Whether the axis is drawn.
  public var visibility: ChartVisibility
  /// The values its ticks, gridlines and labels stand at, or nil for the automatic ones.
  public var values: [ChartPrimitive]?
  /// About how many automatic values (`.automatic(desiredCount:)`), or nil for the default.
  public var desiredCount: Int?
  /// `.stride(by:)`: automatic values one step apart, or nil.
  public var stride: ChartStride?
  /// Whether it draws gridlines.
  public var gridlines: Bool
  /// Whether it draws a tick at each value (`AxisTick()` written in its content).
  public var ticks: Bool
  /// Whether it draws value labels.
  public var labels: Bool
  /// The side its labels stand on (`AxisMarks(position:)`).
  public var position: ChartAxisPosition
  /// How its labels are written (`format:`), or nil for the chart's own way.
  public var format: ChartLabelFormat?

  /// An axis.
  public init(
    visibility: ChartVisibility = .automatic, values: [ChartPrimitive]? = nil, desiredCount: Int? = nil,
    stride: ChartStride? = nil, gridlines: Bool = true, ticks: Bool = false, labels: Bool = true,
    position: ChartAxisPosition = .automatic, format: ChartLabelFormat? = nil
  ) {
    self.visibility = visibility
    self.values = values
    self.desiredCount = desiredCount
    self.stride = stride
    self.gridlines = gridlines
    self.ticks = ticks
    self.labels = labels
    self.position = position
    self.format = format
  }
}

/// Swift Charts' `AxisMarkPosition`: the side of the plot an axis's labels stand on. `automatic` is
/// trailing for y and bottom for x.
public enum ChartAxisPosition: String, Hashable, Sendable, CaseIterable {
  case automatic, leading, trailing, top, bottom
}

/// `AxisMarkValues.stride(by:)`: values a fixed step apart.
public enum ChartStride: Hashable, Sendable {
  /// Every `count` calendar units, on a date axis.
  case calendar(ChartDateUnit, count: Int)
  /// Every multiple of a step, on a numeric axis.
  case number(Double)
}

/// The scale's domain given by the widget: `chartYScale(domain: 0...100)` on a numeric or date axis,
/// `chartXScale(domain: ["Mon", "Tue"])` on a category axis.
public enum ChartDomain: Hashable, Sendable {
  /// A continuous range: two numbers or two dates, the upper above the lower.
  case range(lower: ChartPrimitive, upper: ChartPrimitive)
  /// The categories the axis shows, in order.
  case categories([String])

  /// A continuous range.
  public init(lower: ChartPrimitive, upper: ChartPrimitive) {
    self = .range(lower: lower, upper: upper)
  }

  /// A range's ends as numbers (seconds since 1970 for dates), or nil for categories.
  public var continuous: (lower: Double, upper: Double)? {
    guard case .range(let lower, let upper) = self, let low = lower.continuous, let high = upper.continuous
    else { return nil }
    return (low, high)
  }

  /// Whether the range is of dates.
  public var isDate: Bool {
    if case .range(.date, _) = self { return true }
    return false
  }
}

/// How an axis's labels are written (`AxisValueLabel(format:)`, `AxisMarks(format:)`), in the locale
/// and time zone the chart is drawn in.
public enum ChartLabelFormat: Hashable, Sendable {
  /// A date, by an ICU skeleton of the fields it shows (`.dateTime.weekday(.narrow)` is `"EEEEE"`,
  /// `.dateTime.hour()` is `"j"`); the locale orders and punctuates them.
  case date(skeleton: String)
  /// A number.
  case number(ChartNumberFormat)
}

/// A number format (`.number`, `.percent`, `.currency(code:)` with their precision and notation).
public struct ChartNumberFormat: Hashable, Sendable {
  /// What the number is written as.
  public enum Style: Hashable, Sendable {
    case decimal
    /// A percentage: the value times `scale` followed by the locale's percent sign (100 for
    /// `Double`'s `.percent`, where 0.25 is 25 %; 1 for `Int`'s, where 25 is 25 %).
    case percent(scale: Double)
    /// An amount of a currency (ISO 4217 code).
    case currency(code: String)
  }

  /// The style.
  public var style: Style
  /// `.precision(.fractionLength(_))`: the fewest and most fraction digits, or nil for the style's.
  public var fractionDigits: ClosedRange<Int>?
  /// `.precision(.significantDigits(_))`: the fewest and most significant digits, or nil.
  public var significantDigits: ClosedRange<Int>?
  /// `.notation(.compactName)`: "12K".
  public var compact: Bool
  /// `.grouping(.never)` turns this off: "12,500" or "12500".
  public var grouping: Bool

  /// A number format.
  public init(
    style: Style = .decimal, fractionDigits: ClosedRange<Int>? = nil,
    significantDigits: ClosedRange<Int>? = nil,
    compact: Bool = false, grouping: Bool = true
  ) {
    self.style = style
    self.fractionDigits = fractionDigits
    self.significantDigits = significantDigits
    self.compact = compact
    self.grouping = grouping
  }
}
