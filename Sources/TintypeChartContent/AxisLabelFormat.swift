import Foundation
import TintypeArchive

/// A Foundation format style as the archive records an axis label format. Foundation's date and
/// number format styles are `Codable`, and their encoded form names what they show: a date style's
/// `symbols` are ICU skeleton fields (`"weekday": "EEEEE"`), a number style's `collection` its scale,
/// precision, notation and grouping. Reading that form is the one place that knows it; a style it
/// does not recognise keeps the axis's own labels. UNCONFIRMED beyond the styles the tests encode:
/// the encoded form is Foundation's, not a documented contract.
enum AxisLabelFormat {
  static func archived<F: FormatStyle>(_ format: F) -> ChartLabelFormat? {
    // Every format style is Codable.
    guard let data = try? JSONEncoder().encode(format),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    if format is Date.FormatStyle {
      // The fields in the canonical order of a skeleton; the locale orders them when formatting.
      let order = [
        "era", "year", "quarter", "month", "week", "day", "dayOfYear", "weekday", "dayPeriod", "hour",
        "minute",
        "second", "secondFraction", "timeZoneSymbol",
      ]
      let symbols = object["symbols"] as? [String: Any] ?? [:]
      // Fields this list does not know go last, in name order, so none is dropped.
      let rest = symbols.keys.filter { !order.contains($0) }.sorted()
      let skeleton = (order + rest).compactMap { symbols[$0] as? String }.joined()
      guard !skeleton.isEmpty, skeleton.allSatisfy({ $0.isASCII && $0.isLetter }), skeleton.count <= 64 else {
        return nil
      }
      return .date(skeleton: skeleton)
    }
    let typeName = String(describing: F.self)
    let collection = object["collection"] as? [String: Any] ?? [:]
    let style: ChartNumberFormat.Style
    if let code = object["currencyCode"] as? String {
      style = .currency(code: code)
    } else if typeName.hasPrefix("Percent") || typeName.contains(".Percent") {
      style = .percent(scale: (collection["scale"] as? Double) ?? 100)
    } else if typeName.hasPrefix("IntegerFormatStyle") || typeName.hasPrefix("FloatingPointFormatStyle")
      || format is Decimal.FormatStyle
    {
      style = .decimal
    } else {
      return nil
    }
    var number = ChartNumberFormat(style: style)
    if let precision = (collection["precision"] as? [String: Any])?["option"] as? [String: Any] {
      func int(_ key: String) -> Int? { (precision[key] as? NSNumber)?.intValue }
      if let low = int("minSignificantDigits"), let high = int("maxSignificantDigits"), low >= 1, low <= high
      {
        number.significantDigits = min(low, 15)...min(high, 15)
      } else if let high = int("maxFractionalLength") {
        let low = int("minFractionalLength") ?? 0
        if low <= high, low >= 0 { number.fractionDigits = min(low, 15)...min(high, 15) }
      }
    }
    // Foundation's notation options: 0 scientific, 1 automatic, 2 compact name.
    if ((collection["notation"] as? [String: Any])?["option"] as? NSNumber)?.intValue == 2 {
      number.compact = true
    }
    // Grouping options: 0 automatic, 1 never.
    if ((collection["group"] as? [String: Any])?["option"] as? NSNumber)?.intValue == 1 {
      number.grouping = false
    }
    return .number(number)
  }
}
