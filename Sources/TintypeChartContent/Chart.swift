import TintypeArchive
import TintypeUI

/// A Swift Charts chart: its marks, archived with their data as chart intent; scales, axes and
/// geometry are worked out when it is drawn. Like a shape, it takes the space it is offered.
public struct Chart<Content: ChartContent>: View {
  let content: () -> Content
  @Environment(\.chartSettings) var settings

  /// A chart of `content`.
  public init(@ChartContentBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: some View {
    var value = ChartValue(marks: marks(of: content()))
    settings.apply(to: &value)
    return ArchivedView(ViewNode(.chart(value)))
  }
}

extension Chart {
  /// A chart of `content` for each element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = { ForEach(data, content: content) }
  }

  /// A chart of `content` for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = { ForEach(data, id: id, content: content) }
  }
}

/// What the chart modifiers written around a chart set: like SwiftUI's, they apply to every chart
/// inside the modified view.
struct ChartSettings: Sendable {
  var xAxis: Visibility = .automatic
  var yAxis: Visibility = .automatic
  var xDomain: ChartDomain?
  var yDomain: ChartDomain?
  var legend: Visibility = .automatic
  var legendPosition: ChartAnnotationPosition = .automatic
  var xAxisContent: AxisDescription?
  var yAxisContent: AxisDescription?
  var seriesStyles: [ChartSeriesStyle] = []
  var plotArea: ViewNode?

  func apply(to value: inout ChartValue) {
    value.xAxis = Self.axis(xAxis, xAxisContent)
    value.yAxis = Self.axis(yAxis, yAxisContent)
    value.seriesStyles = seriesStyles
    value.plotArea = plotArea
    value.xDomain = xDomain
    value.yDomain = yDomain
    value.legend = legend.archived
    value.legendPosition = legendPosition
  }

  /// An axis from its visibility and, when one was written, its `AxisMarks` content.
  static func axis(_ visibility: Visibility, _ content: AxisDescription?) -> ChartAxis {
    guard let content else { return ChartAxis(visibility: visibility.archived) }
    // An empty `chartXAxis { }` draws no axis.
    return ChartAxis(
      visibility: content.isEmpty ? .hidden : visibility.archived, values: content.values,
      desiredCount: content.desiredCount, stride: content.stride, gridlines: content.gridlines,
      ticks: content.ticks, labels: content.labels, position: content.position ?? .automatic,
      format: content.format)
  }
}

private struct ChartSettingsKey: EnvironmentKey {
  static let defaultValue = ChartSettings()
}

extension EnvironmentValues {
  var chartSettings: ChartSettings {
    get { self[ChartSettingsKey.self] }
    set { self[ChartSettingsKey.self] = newValue }
  }
}

extension Visibility {
  var archived: ChartVisibility {
    switch self {
    case .automatic: .automatic
    case .visible: .visible
    case .hidden: .hidden
    }
  }
}

/// A range a scale can span (`chartYScale(domain: 0...100)`): numbers or dates.
public protocol ScaleDomain {
  /// The range as the archive records it, or nil when it cannot be one.
  var chartDomain: ChartDomain? { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
  /// The range as a domain, or nil when its ends are not two numbers or two dates, lower first.
  public var chartDomain: ChartDomain? {
    let (lower, upper) = (lowerBound.chartPrimitive, upperBound.chartPrimitive)
    switch (lower, upper) {
    case (.number(let low), .number(let high)) where high > low:
      return ChartDomain(lower: lower, upper: upper)
    case (.date(let low), .date(let high)) where high > low: return ChartDomain(lower: lower, upper: upper)
    default: return nil
    }
  }
}

/// The plot area a `chartPlotStyle` closure is given (Swift Charts' `ChartPlotContent`): it stands
/// for the plot, and the closure's modifiers (`background`, `border`, `overlay`, `clipShape`,
/// `cornerRadius`…) decorate it.
public struct ChartPlotContent: View {
  public var body: some View { Color.clear }
}

extension Array: ScaleDomain where Element: Plottable {
  /// The categories an axis shows, in order (`["Mon", "Tue", "Wed"]`), or nil when empty or not
  /// categories (numbers and dates take a range).
  public var chartDomain: ChartDomain? {
    var names: [String] = []
    for element in self {
      guard case .string(let name) = element.chartPrimitive else { return nil }
      if !names.contains(name) { names.append(name) }
    }
    return names.isEmpty ? nil : .categories(names)
  }
}

extension View {
  /// Shows or hides the charts' x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View {
    transformEnvironment(\.chartSettings) { $0.xAxis = visibility }
  }

  /// Shows or hides the charts' y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    transformEnvironment(\.chartSettings) { $0.yAxis = visibility }
  }

  /// Decorates the charts' plot area: `content` gets the plot and returns it with modifiers, drawn in
  /// the plot's frame under the marks (an overlay too: the marks stay on top). A size it sets
  /// (`frame(height:)`) does not resize the plot, which keeps the room the axes leave it.
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content)
    -> some View
  {
    let node = archivedNode(content(ChartPlotContent()))
    return transformEnvironment(\.chartSettings) { $0.plotArea = node }
  }

  /// Shows or hides the charts' legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    transformEnvironment(\.chartSettings) { $0.legend = visibility }
  }

  /// Places the charts' legend: under the plot (`automatic`, `bottom`), above it, beside it (a
  /// column) or over its top-leading corner (`overlay`). Its entries start at the leading edge;
  /// `alignment` and `spacing` are not applied (the chart's gap, `ChartModel.legendGap`).
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    transformEnvironment(\.chartSettings) { $0.legendPosition = position.archived }
  }

  /// Each series' style by its name (`["Walk": .green, "Run": .orange]`); the legend follows it.
  public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
    let styles = mapping.map { ChartSeriesStyle(name: $0.key, style: $0.value.archivedStyle) }
    return transformEnvironment(\.chartSettings) { $0.seriesStyles = styles }
  }

  /// Each series in `domain` styled with the matching style of `range`.
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
    let styles = zip(domain, range).map {
      ChartSeriesStyle(name: $0.0.chartPrimitive.seriesName, style: $0.1.archivedStyle)
    }
    return transformEnvironment(\.chartSettings) { $0.seriesStyles = styles }
  }

  /// The charts' x scale spans `domain` (numbers or dates); a domain of zero width is ignored.
  public func chartXScale<D: ScaleDomain>(domain: D) -> some View {
    let domain = domain.chartDomain
    return transformEnvironment(\.chartSettings) { $0.xDomain = domain }
  }

  /// The charts' y scale spans `domain` (numbers or dates); a domain of zero width is ignored.
  public func chartYScale<D: ScaleDomain>(domain: D) -> some View {
    let domain = domain.chartDomain
    return transformEnvironment(\.chartSettings) { $0.yDomain = domain }
  }
}
