import Foundation

/// A Swift Charts `Chart`, archived as its intent: the marks with their data, and the chart's own
/// settings (axes, scales, legend). Scales, ticks, stacking and geometry are worked out when the chart
/// is drawn (`TintypeCharts`), so the archive says what the widget's code wrote, not what a device drew.
public struct ChartValue: Hashable, Sendable {
  /// The marks, in the order they were declared (later marks draw on top).
  public var marks: [ChartMark]
  /// The horizontal axis.
  public var xAxis: ChartAxis
  /// The vertical axis.
  public var yAxis: ChartAxis
  /// `chartXScale(domain:)` on a numeric or date axis, or nil for the data's.
  public var xDomain: ChartDomain?
  /// `chartYScale(domain:)`, or nil for the data's.
  public var yDomain: ChartDomain?
  /// `chartLegend(_:)`: whether the series legend is drawn.
  public var legend: ChartVisibility
  /// `chartLegend(position:)`: where the legend stands (`automatic`: under the plot).
  public var legendPosition: ChartAnnotationPosition
  /// `chartForegroundStyleScale(_:)`: the style of each series by name, in the order given; series
  /// not named take the palette's colours.
  public var seriesStyles: [ChartSeriesStyle]
  /// `chartPlotStyle { plotArea in … }`: the view the closure made of the plot area (a clear fill
  /// standing for the plot, with the closure's modifiers), drawn in the plot's frame under the
  /// marks; nil for none.
  public var plotArea: ViewNode?

  /// A chart.
  public init(
    marks: [ChartMark], xAxis: ChartAxis = ChartAxis(), yAxis: ChartAxis = ChartAxis(),
    xDomain: ChartDomain? = nil, yDomain: ChartDomain? = nil, legend: ChartVisibility = .automatic,
    legendPosition: ChartAnnotationPosition = .automatic, seriesStyles: [ChartSeriesStyle] = [],
    plotArea: ViewNode? = nil
  ) {
    self.plotArea = plotArea
    self.legendPosition = legendPosition
    self.marks = marks
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.xDomain = xDomain
    self.yDomain = yDomain
    self.legend = legend
    self.seriesStyles = seriesStyles
  }
}

/// One series' style in `chartForegroundStyleScale`.
public struct ChartSeriesStyle: Hashable, Sendable {
  /// The series' name (its value, as the legend writes it).
  public var name: String
  /// Its style.
  public var style: ShapeStyleValue

  /// A series' style.
  public init(name: String, style: ShapeStyleValue) {
    self.name = name
    self.style = style
  }
}

/// Swift Charts' `Visibility` of an axis or legend.
public enum ChartVisibility: String, Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// What a plottable value is underneath (Swift Charts' `Plottable.primitivePlottable`).
public enum ChartPrimitive: Hashable, Sendable {
  /// A number (`Int`, `Double`, `CGFloat`…).
  case number(Double)
  /// A category (`String`).
  case string(String)
  /// A moment (`Date`).
  case date(Date)
}

extension ChartPrimitive {
  /// The value as a series' name: the legend's text and the key of `chartForegroundStyleScale`.
  public var seriesName: String {
    switch self {
    case .string(let name): name
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .date(let date): ArchiveDateFormat.format(date)
    }
  }

  /// The value as a number on a continuous axis (a date as seconds since 1970), or nil for a category.
  public var continuous: Double? {
    switch self {
    case .number(let number): number
    case .date(let date): date.timeIntervalSince1970
    case .string: nil
    }
  }
}

/// `.value("Steps", 8432)`: a plottable value with its label.
public struct ChartPlottable: Hashable, Sendable {
  /// What the value measures (the axis title and accessibility label).
  public var label: String
  /// The value.
  public var value: ChartPrimitive
  /// For a date, the calendar unit it stands for (`.value("Day", date, unit: .day)`): a bar spans it.
  public var unit: ChartDateUnit?

  /// A labelled value.
  public init(label: String, value: ChartPrimitive, unit: ChartDateUnit? = nil) {
    self.label = label
    self.value = value
    self.unit = unit
  }
}

/// The calendar unit a plotted date stands for.
public enum ChartDateUnit: String, Hashable, Sendable, CaseIterable {
  case minute, hour, day, weekOfYear, month, year
}

/// How a line or area joins its points (`interpolationMethod(_:)`).
public enum ChartInterpolation: String, Hashable, Sendable, CaseIterable {
  case linear, catmullRom, monotone, cardinal, stepStart, stepCenter, stepEnd
}

/// One mark (`BarMark`, `LineMark`, …) with its values and the modifiers written on it.
public struct ChartMark: Hashable, Sendable {
  /// The kind of mark.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case bar, line, area, point, rule, rectangle, sector
  }

  /// Which mark.
  public var kind: Kind
  /// `x:`, or nil.
  public var x: ChartPlottable?
  /// `y:`, or nil.
  public var y: ChartPlottable?
  /// `xStart:`, or nil.
  public var xStart: ChartPlottable?
  /// `xEnd:`, or nil.
  public var xEnd: ChartPlottable?
  /// `yStart:`, or nil.
  public var yStart: ChartPlottable?
  /// `yEnd:`, or nil.
  public var yEnd: ChartPlottable?
  /// `foregroundStyle(by:)`: the series the mark belongs to, coloured from the series palette.
  public var series: ChartPlottable?
  /// `LineMark(x:y:series:)`: the line the mark belongs to, joined apart from the others but
  /// coloured as they are.
  public var group: ChartPlottable?
  /// `foregroundStyle(_:)`: its own style, or nil for the series' or the default colour.
  public var style: ShapeStyleValue?
  /// `interpolationMethod(_:)` of a line or area.
  public var interpolation: ChartInterpolation
  /// `lineStyle(StrokeStyle(lineWidth:))` of a line or rule, in points, or nil for the default.
  public var lineWidth: Double?
  /// `lineStyle(StrokeStyle(dash:))` of a line or rule, in points, or empty.
  public var dash: [Double]
  /// `cornerRadius(_:)` of a bar or rectangle, in points.
  public var cornerRadius: Double
  /// `symbolSize(_:)` of a point, the symbol's area in square points, or nil for the default.
  public var symbolSize: Double?
  /// `opacity(_:)`.
  public var opacity: Double
  /// `width:` of a bar or rectangle in points, or nil for the automatic width.
  public var width: Double?
  /// `angle:` of a sector: its share of the circle.
  public var angle: ChartPlottable?
  /// `innerRadius:` of a sector (a donut's hole), or nil for none.
  public var innerRadius: ChartRadius?
  /// `outerRadius:` of a sector, or nil for the plot's.
  public var outerRadius: ChartRadius?
  /// `angularInset:` of a sector: the gap kept at each of its edges, in points.
  public var angularInset: Double
  /// `symbol(_:)`: a point's (or a line's points') shape, or nil for the default (a circle on a
  /// point, none on a line).
  public var symbol: ChartSymbol?
  /// `symbol(by:)`: the series whose shape the mark takes from the symbol order.
  public var symbolSeries: ChartPlottable?
  /// `position(by:)`: the group the mark stands in side by side with the others at its position,
  /// instead of stacking.
  public var positionGroup: ChartPlottable?
  /// `annotation(position:alignment:spacing:content:)`: views drawn at the mark.
  public var annotations: [ChartAnnotation]

  /// A mark.
  public init(
    kind: Kind, x: ChartPlottable? = nil, y: ChartPlottable? = nil, xStart: ChartPlottable? = nil,
    xEnd: ChartPlottable? = nil, yStart: ChartPlottable? = nil, yEnd: ChartPlottable? = nil,
    series: ChartPlottable? = nil, style: ShapeStyleValue? = nil, interpolation: ChartInterpolation = .linear,
    lineWidth: Double? = nil, dash: [Double] = [], cornerRadius: Double = 0, symbolSize: Double? = nil,
    opacity: Double = 1, width: Double? = nil, angle: ChartPlottable? = nil, innerRadius: ChartRadius? = nil,
    outerRadius: ChartRadius? = nil, angularInset: Double = 0, group: ChartPlottable? = nil,
    symbol: ChartSymbol? = nil, symbolSeries: ChartPlottable? = nil, positionGroup: ChartPlottable? = nil,
    annotations: [ChartAnnotation] = []
  ) {
    self.symbol = symbol
    self.symbolSeries = symbolSeries
    self.positionGroup = positionGroup
    self.annotations = annotations
    self.kind = kind
    self.x = x
    self.y = y
    self.xStart = xStart
    self.xEnd = xEnd
    self.yStart = yStart
    self.yEnd = yEnd
    self.series = series
    self.style = style
    self.interpolation = interpolation
    self.lineWidth = lineWidth
    self.dash = dash
    self.cornerRadius = cornerRadius
    self.symbolSize = symbolSize
    self.opacity = opacity
    self.width = width
    self.angle = angle
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
    self.angularInset = angularInset
    self.group = group
  }
}

/// A sector's radius (Swift Charts' `MarkDimension` on a `SectorMark`).
public enum ChartRadius: Hashable, Sendable {
  /// A share of the plot's radius (`.ratio(0.618)`).
  case ratio(Double)
  /// Points.
  case fixed(Double)
  /// The plot's radius less these points.
  case inset(Double)
}

/// A symbol's shape (Swift Charts' `BasicChartSymbol`); `symbol(by:)` takes them in this order.
public enum ChartSymbol: String, Hashable, Sendable, CaseIterable {
  case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// Where an annotation or the legend stands (Swift Charts' `AnnotationPosition`): beside the mark
/// (or the plot), or over it.
public enum ChartAnnotationPosition: String, Hashable, Sendable, CaseIterable {
  case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading,
    bottomTrailing
}

/// A view drawn at a mark (`annotation(position:alignment:spacing:content:)`).
public struct ChartAnnotation: Hashable, Sendable {
  /// Which side of the mark it stands on.
  public var position: ChartAnnotationPosition
  /// How it lines up with the mark on that side, or nil for the position's own.
  public var alignment: Alignment?
  /// The gap between it and the mark in points, or nil for the default.
  public var spacing: Double?
  /// What is drawn.
  public var content: ViewNode

  /// An annotation.
  public init(
    position: ChartAnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
    content: ViewNode
  ) {
    self.position = position
    self.alignment = alignment
    self.spacing = spacing
    self.content = content
  }
}
