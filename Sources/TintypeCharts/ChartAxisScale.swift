import Foundation
import TintypeArchive

/// One axis's scale: categories in bands, or a continuous range of numbers or dates.
enum ChartAxisScale {
  /// Categories in order of first appearance, each a band of `1 / count`.
  case category([String])
  /// Numbers on a nice scale.
  case number(NiceScale)
  /// Dates from `lower` to `upper` (seconds since 1970), ticked on calendar units.
  case date(lower: Double, upper: Double)

  /// Where `value` stands (0…1 along the axis, leading or bottom first): a category's band centre.
  func unit(_ value: ChartPrimitive) -> Double? {
    switch (self, value) {
    case (.category(let names), .string(let name)):
      guard let index = names.firstIndex(of: name) else { return nil }
      return (Double(index) + 0.5) / Double(names.count)
    case (.number(let scale), .number(let number)): return scale.unit(number)
    case (.date(let lower, let upper), .date(let date)):
      return (date.timeIntervalSince1970 - lower) / (upper - lower)
    default: return nil
    }
  }

  /// Where a number on the value axis stands (a stacked total is a number even on a date axis).
  func unit(number: Double) -> Double {
    switch self {
    case .category: return 0
    case .number(let scale): return scale.unit(number)
    case .date(let lower, let upper): return (number - lower) / (upper - lower)
    }
  }

  /// A category band's width, or nil on a continuous axis.
  var band: Double? {
    if case .category(let names) = self { return 1 / Double(max(names.count, 1)) }
    return nil
  }

  var isCategory: Bool { band != nil }
}
