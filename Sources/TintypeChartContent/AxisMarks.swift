import Foundation
import TintypeArchive
import TintypeUI

/// What an axis draws (Swift Charts' `AxisContent`): `AxisMarks`, and inside them gridlines, ticks and
/// value labels.
public protocol AxisContent {}

/// What archiving an axis's content finds: the values it marks and what it draws at them.
struct AxisDescription: Sendable {
  var values: [ChartPrimitive]?
  var desiredCount: Int?
  var stride: ChartStride?
  var gridlines = false
  var ticks = false
  var labels = false
  var position: ChartAxisPosition?
  var format: ChartLabelFormat?
  var isEmpty = true

  mutating func merge(_ other: AxisDescription) {
    if let more = other.values { values = (values ?? []) + more }
    desiredCount = desiredCount ?? other.desiredCount
    stride = stride ?? other.stride
    gridlines = gridlines || other.gridlines
    ticks = ticks || other.ticks
    labels = labels || other.labels
    position = position ?? other.position
    format = format ?? other.format
    isEmpty = isEmpty && other.isEmpty
  }

  /// The values, count and stride of `values`.
  mutating func place(at values: AxisMarkValues) {
    self.values = values.values
    desiredCount = values.desiredCount
    stride = values.stride
  }
}

/// Axis content that says what it draws.
protocol DescribedAxisContent: AxisContent {
  var axisDescription: AxisDescription { get }
}

func describe(_ content: some AxisContent) -> AxisDescription {
  (content as? any DescribedAxisContent)?.axisDescription ?? AxisDescription(isEmpty: false)
}

/// Builds axis content from a closure's statements (Swift Charts' `AxisContentBuilder`/`AxisMarkBuilder`).
@resultBuilder
public enum AxisContentBuilder {
  /// One piece of axis content, as written.
  public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentGroup {
    AxisContentGroup(axisDescription: describe(content))
  }
  /// A block's statements, what they draw merged.
  public static func buildBlock(_ parts: AxisContentGroup...) -> AxisContentGroup {
    var description = AxisDescription()
    for part in parts { description.merge(part.axisDescription) }
    return AxisContentGroup(axisDescription: description)
  }
  /// An `if` without `else`: what it draws when it holds.
  public static func buildOptional(_ content: AxisContentGroup?) -> AxisContentGroup {
    content ?? AxisContentGroup(axisDescription: AxisDescription())
  }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first content: AxisContentGroup) -> AxisContentGroup { content }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second content: AxisContentGroup) -> AxisContentGroup { content }
  /// A `for` loop's iterations, what they draw merged.
  public static func buildArray(_ parts: [AxisContentGroup]) -> AxisContentGroup {
    buildBlock().merged(parts)
  }
  /// Content behind `if #available`.
  public static func buildLimitedAvailability(_ content: AxisContentGroup) -> AxisContentGroup { content }
}

/// The same builder under the name Swift Charts uses inside `AxisMarks`.
public typealias AxisMarkBuilder = AxisContentBuilder

/// Several pieces of axis content.
public struct AxisContentGroup: DescribedAxisContent {
  let axisDescription: AxisDescription

  func merged(_ parts: [AxisContentGroup]) -> AxisContentGroup {
    var description = axisDescription
    for part in parts { description.merge(part.axisDescription) }
    return AxisContentGroup(axisDescription: description)
  }
}

/// The value an `AxisMarks` content closure is called with (Swift Charts' `AxisValue`). Archiving calls
/// the closure once, with the axis's first value, to learn what it draws.
public struct AxisValue {
  /// The value's place among the axis's values.
  public let index: Int
  /// How many values the axis has.
  public let count: Int
  let primitive: ChartPrimitive?

  /// The value as `type`, when it is one.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    switch primitive {
    case .number(let number)?:
      if let value = number as? P { return value }
      if P.self == Int.self { return Int(number) as? P }
      if P.self == Float.self { return Float(number) as? P }
      return nil
    case .string(let text)?:
      if let value = text as? P { return value }
      return (text as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    case .date(let date)?: return date as? P
    case nil: return nil
    }
  }
}

/// Where an axis's marks stand (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
  let values: [ChartPrimitive]?
  let desiredCount: Int?
  var stride: ChartStride? = nil

  /// The chart's own values.
  public static let automatic = AxisMarkValues(values: nil, desiredCount: nil)
  /// About `desiredCount` values, at nice numbers.
  public static func automatic(
    desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(values: nil, desiredCount: desiredCount.map { min(max($0, 1), 100) })
  }
  /// A value every `count` calendar units, starting at a whole unit (a weekday steps by days; a
  /// unit finer than a minute or coarser than a year keeps the automatic values).
  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil,
    calendar: Calendar? = nil
  ) -> AxisMarkValues {
    guard let unit = ChartDateUnit(component) else { return .automatic }
    return AxisMarkValues(
      values: nil, desiredCount: nil, stride: .calendar(unit, count: min(max(count, 1), 1000)))
  }
  /// A value at every multiple of `step` (a step that is not a positive number keeps the
  /// automatic values).
  public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
    -> AxisMarkValues
  {
    guard step.isFinite, step > 0 else { return .automatic }
    return AxisMarkValues(values: nil, desiredCount: nil, stride: .number(step))
  }
}

/// Swift Charts' `AxisMarkPreset`.
public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }
/// Swift Charts' `AxisMarkPosition`: the side of the plot an axis's labels stand on (`automatic`:
/// trailing for y, under the plot for x).
public enum AxisMarkPosition: Sendable {
  case automatic, leading, trailing, top, bottom

  var archived: ChartAxisPosition? {
    switch self {
    case .automatic: nil
    case .leading: .leading
    case .trailing: .trailing
    case .top: .top
    case .bottom: .bottom
    }
  }
}

/// Marks along an axis (Swift Charts' `AxisMarks`): by default a gridline, a tick and a value label at
/// each value.
public struct AxisMarks: DescribedAxisContent {
  var axisDescription: AxisDescription

  /// The default marks at `values`: a gridline and a label at each (the default tick is not drawn:
  /// UNCONFIRMED, see `ChartModel.tickLength`).
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic
  ) {
    var description = AxisDescription(
      gridlines: true, labels: true, position: position.archived, isEmpty: false)
    description.place(at: values)
    axisDescription = description
  }

  /// The default marks at each of `values`.
  public init<P: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]
  ) {
    axisDescription = AxisDescription(
      values: values.map(\.chartPrimitive), gridlines: true, labels: true, position: position.archived,
      isEmpty: false)
  }

  /// The default marks, labels written with `format`.
  public init<F: FormatStyle>(
    format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic
  ) {
    self.init(preset: preset, position: position, values: values)
    axisDescription.format = AxisLabelFormat.archived(format)
  }

  /// The default marks, labels as percentages (`.percent`, `.percent.precision(…)`): `Double`'s
  /// percent style, where 0.25 is 25 %. The bare `.percent` names a style for each number type; a
  /// chart's values are `Double`s, so this is the one it means.
  public init(
    format: FloatingPointFormatStyle<Double>.Percent, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic
  ) {
    self.init(preset: preset, position: position, values: values)
    axisDescription.format = AxisLabelFormat.archived(format)
  }

  /// The default marks at each of `values`, labels written with `format`.
  public init<F: FormatStyle, P: Plottable>(
    format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]
  ) {
    self.init(preset: preset, position: position, values: values)
    axisDescription.format = AxisLabelFormat.archived(format)
  }

  /// What `content` draws at `values`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic,
    @AxisContentBuilder content: @escaping (AxisValue) -> AxisContentGroup
  ) {
    var description = AxisDescription.drawn(by: content, count: 1, first: nil)
    description.place(at: values)
    description.position = position.archived
    description.isEmpty = false
    axisDescription = description
  }

  /// What `content` draws at each of `values`.
  public init<P: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
    @AxisContentBuilder content: @escaping (AxisValue) -> AxisContentGroup
  ) {
    var description = AxisDescription.drawn(
      by: content, count: values.count, first: values.first?.chartPrimitive)
    description.values = values.map(\.chartPrimitive)
    description.position = position.archived
    description.isEmpty = false
    axisDescription = description
  }
}

/// A gridline at an axis value (Swift Charts' `AxisGridLine`).
public struct AxisGridLine: DescribedAxisContent {
  var axisDescription: AxisDescription { AxisDescription(gridlines: true, isEmpty: false) }
  /// A gridline; `stroke` is drawn as the default hairline for now.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis value (Swift Charts' `AxisTick`): a short line across the gap between the
/// plot and the labels.
public struct AxisTick: DescribedAxisContent {
  var axisDescription: AxisDescription { AxisDescription(ticks: true, isEmpty: false) }
  /// A tick; its length and stroke are the chart's (`ChartModel.tickLength`, the gridline's).
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// A label at an axis value (Swift Charts' `AxisValueLabel`).
public struct AxisValueLabel: DescribedAxisContent {
  var format: ChartLabelFormat?
  var axisDescription: AxisDescription { AxisDescription(labels: true, format: format, isEmpty: false) }
  /// The value written with `format` (a date or number format style), in the chart's locale and
  /// time zone.
  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offset: CGSize = .zero,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.format = AxisLabelFormat.archived(format)
  }
  /// The value as a percentage (`.percent`, `.percent.precision(…)`): `Double`'s percent style,
  /// the one a bare `.percent` means on a chart's `Double` values.
  public init(
    format: FloatingPointFormatStyle<Double>.Percent, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offset: CGSize = .zero, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.format = AxisLabelFormat.archived(format)
  }
  /// The value written in the axis's own format.
  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offset: CGSize = .zero,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {}
  /// A label of your own; drawn as the value in Tintype's format for now.
  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content
  ) {}
}

/// Swift Charts' `AxisValueLabelCollisionResolution`.
public struct AxisValueLabelCollisionResolution: Sendable {
  /// The chart's own choice.
  public static let automatic = AxisValueLabelCollisionResolution()
  /// Every label drawn, overlapping or not.
  public static let disabled = AxisValueLabelCollisionResolution()
  /// Labels kept in order of `priority` while they fit (Tintype draws them all).
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> Self { Self() }
  /// Labels truncated to fit (Tintype draws them whole).
  public static func truncate(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> Self { Self() }
}

/// Swift Charts' `AxisValueLabelOrientation`.
public enum AxisValueLabelOrientation: Sendable { case automatic, horizontal, vertical, verticalReversed }

extension AxisDescription {
  /// What a content closure draws at an axis's values: it is called with the first value when
  /// known, else once with a number, a date and a category, so that content behind
  /// `if let date = value.as(Date.self)` is seen whatever the axis holds.
  static func drawn(
    by content: (AxisValue) -> AxisContentGroup, count: Int, first: ChartPrimitive?
  ) -> AxisDescription {
    let samples: [ChartPrimitive?] =
      first.map { [$0] } ?? [.number(0), .date(Date(timeIntervalSince1970: 0)), .string("")]
    var description = AxisDescription()
    for sample in samples {
      description.merge(content(AxisValue(index: 0, count: count, primitive: sample)).axisDescription)
    }
    return description
  }
}

extension AxisContent {
  /// The labels' font; labels keep the chart's label style for now.
  public func font(_ font: Font?) -> AxisContentGroup { AxisContentGroup(axisDescription: describe(self)) }

  /// Axis content in `style`; drawn in the axis's own colours for now.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisContentGroup {
    AxisContentGroup(axisDescription: describe(self))
  }
}

extension View {
  /// The charts' x axis as `content` draws it: its values, gridlines and labels (an empty content hides it).
  public func chartXAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View {
    let axis = content().axisDescription
    return transformEnvironment(\.chartSettings) { $0.xAxisContent = axis }
  }

  /// The charts' y axis as `content` draws it.
  public func chartYAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View {
    let axis = content().axisDescription
    return transformEnvironment(\.chartSettings) { $0.yAxisContent = axis }
  }
}
