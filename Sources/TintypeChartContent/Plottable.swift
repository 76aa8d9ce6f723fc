import Foundation
import TintypeArchive
import TintypeUI

/// A value a chart can plot (Swift Charts' `Plottable`): numbers, strings (categories) and dates, and
/// any type that stands for one of them through `primitivePlottable` (an enum of categories).
public protocol Plottable {
  /// The number, string or date the value stands for.
  associatedtype PrimitivePlottable: Plottable
  /// The value as that primitive.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value a primitive stands for, if any.
  init?(primitivePlottable: PrimitivePlottable)
}

/// A type that stands for its raw value (`enum Status: String, Plottable`), as Swift Charts provides.
extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitives themselves: what an archive records.
protocol PrimitiveChartValue {
  var chartPrimitive: ChartPrimitive { get }
}

extension Plottable {
  /// The value as the archive records it.
  var chartPrimitive: ChartPrimitive {
    if let primitive = self as? any PrimitiveChartValue { return primitive.chartPrimitive }
    if let primitive = primitivePlottable as? any PrimitiveChartValue { return primitive.chartPrimitive }
    return .string(String(describing: self))
  }
}

extension String: Plottable, PrimitiveChartValue {
  public var primitivePlottable: String { self }
  public init?(primitivePlottable: String) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .string(self) }
}

extension Date: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Date { self }
  public init?(primitivePlottable: Date) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .date(self) }
}

extension Double: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Double { self }
  public init?(primitivePlottable: Double) { self = primitivePlottable }
  /// Not-a-number is 0, and the value is kept within the archive's magnitude limit.
  var chartPrimitive: ChartPrimitive {
    .number(isFinite ? min(max(self, -ArchiveLimits.maximumMagnitude), ArchiveLimits.maximumMagnitude) : 0)
  }
}

extension Float: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Float { self }
  public init?(primitivePlottable: Float) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(self.isFinite ? Double(self) : 0) }
}

extension Int: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Int { self }
  public init?(primitivePlottable: Int) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(Double(self)) }
}

extension Int8: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Int8 { self }
  public init?(primitivePlottable: Int8) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(Double(self)) }
}

extension Int16: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Int16 { self }
  public init?(primitivePlottable: Int16) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(Double(self)) }
}

extension Int32: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Int32 { self }
  public init?(primitivePlottable: Int32) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(Double(self)) }
}

extension Int64: Plottable, PrimitiveChartValue {
  public var primitivePlottable: Int64 { self }
  public init?(primitivePlottable: Int64) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(Double(self)) }
}

extension UInt: Plottable, PrimitiveChartValue {
  public var primitivePlottable: UInt { self }
  public init?(primitivePlottable: UInt) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(Double(self)) }
}

extension CGFloat: Plottable, PrimitiveChartValue {
  public var primitivePlottable: CGFloat { self }
  public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
  var chartPrimitive: ChartPrimitive { .number(self.isFinite ? Double(self) : 0) }
}

/// A value with the label it is plotted under (Swift Charts' `PlottableValue`), made by
/// `.value("Steps", 8432)`.
public struct PlottableValue<Value: Plottable> {
  /// The archived form.
  let archived: ChartPlottable

  /// `value` labelled `label`.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(archived: ChartPlottable(label: label.keyText, value: value.chartPrimitive))
  }

  /// `value` labelled with a string (not looked up).
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(archived: ChartPlottable(label: String(label), value: value.chartPrimitive))
  }

  /// `value` labelled with a text.
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(archived: ChartPlottable(label: "", value: value.chartPrimitive))
  }
}

extension PlottableValue where Value == Date {
  /// A date standing for the calendar `unit` that contains it: a bar spans the unit.
  public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component)
    -> PlottableValue<Date>
  {
    PlottableValue(archived: ChartPlottable(label: label.keyText, value: .date(value), unit: chartUnit(unit)))
  }

  /// A date standing for the calendar `unit` that contains it, labelled with a string.
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component)
    -> PlottableValue<Date>
  {
    PlottableValue(archived: ChartPlottable(label: String(label), value: .date(value), unit: chartUnit(unit)))
  }

  private static func chartUnit(_ component: Calendar.Component) -> ChartDateUnit? {
    ChartDateUnit(component)
  }
}

extension ChartDateUnit {
  /// The unit a calendar component stands for on a chart (a weekday steps by days, a week of the month
  /// is a week), or nil for one finer than a minute or coarser than a year.
  init?(_ component: Calendar.Component) {
    switch component {
    case .minute: self = .minute
    case .hour: self = .hour
    case .day, .weekday: self = .day
    case .weekOfYear, .weekOfMonth: self = .weekOfYear
    case .month: self = .month
    case .year: self = .year
    default: return nil
    }
  }
}
