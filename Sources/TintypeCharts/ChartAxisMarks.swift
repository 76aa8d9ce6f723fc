import Foundation
import TintypeArchive

/// One axis's marks worked out from its scale: where its gridlines, ticks and labels stand (0…1
/// along the axis, y from the top) and the labels' texts, from the values the widget gave, a
/// `stride(by:)`, or the scale's own nice values; written in the axis's `format` or the chart's own.
struct ChartAxisMarks {
  /// Where the gridlines and ticks stand.
  var grid: [Double] = []
  /// The labels.
  var labels: [ChartLabel] = []

  /// No marks (a pie has no axes).
  init() {}

  init(
    _ scale: ChartAxisScale, _ axis: ChartAxis, vertical: Bool, writer: ChartLabels, barUnit: ChartDateUnit?
  ) {
    let flip: (Double) -> Double = vertical && !scale.isCategory ? { 1 - $0 } : { $0 }
    func place(_ values: [ChartPrimitive]) {
      labels = values.compactMap { value -> ChartLabel? in
        guard let unit = scale.unit(value) else { return nil }
        return ChartLabel(text: Self.text(value, scale, axis.format, writer), position: flip(unit))
      }
      grid = scale.isCategory ? [] : labels.map(\.position)
    }
    if let values = axis.values {
      place(values)
      return
    }
    switch scale {
    case .category(let names):
      labels = names.enumerated().map {
        ChartLabel(text: $0.element, position: flip((Double($0.offset) + 0.5) / Double(names.count)))
      }
    case .number(let nice):
      var values = nice.ticks
      if case .number(let step)? = axis.stride {
        // Every multiple of the step in the domain, at most a few hundred.
        values = []
        var value = (nice.lower / step).rounded(.up) * step
        while value <= nice.upper + step * 1e-9, values.count < 500 {
          values.append(value)
          value += step
        }
      }
      labels = values.map { value in
        let text =
          axis.format.flatMap { writer.text(.number(value), format: $0) }
          ?? writer.number(value, step: axis.stride == nil ? nice.step : Self.step(of: values))
        return ChartLabel(text: text, position: flip(nice.unit(value)))
      }
      grid = labels.map(\.position)
    case .date(let lower, let upper):
      var unit = vertical ? nil : barUnit
      var count: Int?
      if case .calendar(let strideUnit, let strideCount)? = axis.stride {
        (unit, count) = (strideUnit, strideCount)
      }
      let (component, dates) = writer.dateTicks(lower: lower, upper: upper, unit: unit, count: count)
      labels = dates.map { date in
        let text =
          axis.format.flatMap { writer.text(.date(date), format: $0) }
          ?? writer.date(date, unit: component, spanDays: (upper - lower) / 86_400)
        return ChartLabel(text: text, position: flip((date.timeIntervalSince1970 - lower) / (upper - lower)))
      }
      grid = labels.map(\.position)
    }
  }

  /// The smallest gap between neighbouring values (the decimals a label needs), or 1.
  static func step(of values: [Double]) -> Double {
    zip(values, values.dropFirst()).map { $1 - $0 }.min() ?? 1
  }

  /// A value the widget gave, written in `format`, or as the scale writes its own values.
  static func text(
    _ value: ChartPrimitive, _ scale: ChartAxisScale, _ format: ChartLabelFormat?, _ writer: ChartLabels
  ) -> String {
    if let format, let text = writer.text(value, format: format) { return text }
    switch value {
    case .string(let name): return name
    case .number(let number):
      if case .number(let nice) = scale { return writer.number(number, step: nice.step) }
      return writer.number(number, step: 1)
    case .date(let date):
      if case .date(let lower, let upper) = scale {
        return writer.date(
          date, unit: writer.dateTicks(lower: lower, upper: upper).unit, spanDays: (upper - lower) / 86_400)
      }
      return writer.date(date, unit: .day, spanDays: 7)
    }
  }
}
