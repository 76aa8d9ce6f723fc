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
  var xValues: [ChartPrimitive]?
  var yValues: [ChartPrimitive]?
  var xDomain: ChartDomain?
  var yDomain: ChartDomain?
  var legend: Visibility = .automatic

  func apply(to value: inout ChartValue) {
    value.xAxis = ChartAxis(visibility: xAxis.archived, values: xValues)
    value.yAxis = ChartAxis(visibility: yAxis.archived, values: yValues)
    value.xDomain = xDomain
    value.yDomain = yDomain
    value.legend = legend.archived
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

extension View {
  /// Shows or hides the charts' x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View {
    transformEnvironment(\.chartSettings) { $0.xAxis = visibility }
  }

  /// Shows or hides the charts' y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    transformEnvironment(\.chartSettings) { $0.yAxis = visibility }
  }

  /// Shows or hides the charts' legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    transformEnvironment(\.chartSettings) { $0.legend = visibility }
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
