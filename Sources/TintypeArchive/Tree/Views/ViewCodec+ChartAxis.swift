import Foundation

/// A chart's axes and scale domains: their JSON spelling (see `ViewCodec.chart`).
extension ChartAxis {
  static let keys = [
    "visibility", "values", "desiredCount", "stride", "gridlines", "ticks", "labels", "position", "format",
  ]

  /// JSON: a visibility (`"hidden"`), or `{"visibility": "visible", "values": [0, 50, 100],
  /// "desiredCount": 4, "stride": {"calendar": "day"}, "gridlines": false, "ticks": true,
  /// "labels": true, "position": "leading", "format": {"date": "EEEEE"}}`.
  init(from reader: JSONReader) throws {
    if case .string = reader.value {
      self.init(visibility: try reader.enumeration())
      return
    }
    let object = try reader.fields(Self.keys)
    self.init(
      visibility: try object.optional("visibility")?.enumeration() ?? .automatic,
      values: try object.optional("values")?.array(
        maximum: ArchiveLimits.maximumChartMarks, limit: "maximumChartMarks", ChartPrimitive.init(from:)),
      desiredCount: try object.optional("desiredCount")?.integer(min: 1, max: 100),
      stride: try object.optional("stride").map(ChartStride.init(from:)),
      gridlines: try object.optional("gridlines")?.bool() ?? true,
      ticks: try object.optional("ticks")?.bool() ?? false,
      labels: try object.optional("labels")?.bool() ?? true,
      position: try object.optional("position")?.enumeration() ?? .automatic,
      format: try object.optional("format").map(ChartLabelFormat.init(from:)))
  }

  var archiveJSON: JSONValue {
    if self == ChartAxis(visibility: visibility) { return .string(visibility.rawValue) }
    var object = JSONObject([("visibility", .string(visibility.rawValue))])
    object.set("values", values.map { JSONValue.array($0.map(\.archiveJSON)) })
    object.set("desiredCount", desiredCount.map { Double($0) })
    object.set("stride", stride?.archiveJSON)
    if !gridlines { object["gridlines"] = false }
    if ticks { object["ticks"] = true }
    if !labels { object["labels"] = false }
    if position != .automatic { object["position"] = .string(position.rawValue) }
    object.set("format", format?.archiveJSON)
    return .object(object)
  }
}

extension ChartStride {
  /// JSON: `{"calendar": "hour", "count": 3}` or `{"number": 10}`.
  init(from reader: JSONReader) throws {
    let object = try reader.fields(["calendar", "count", "number"])
    if let calendar = object.optional("calendar") {
      self = .calendar(
        try calendar.enumeration(), count: try object.optional("count")?.integer(min: 1, max: 1000) ?? 1)
    } else if let step = object.optional("number") {
      self = .number(try step.number(min: 0, exclusiveMin: true))
    } else {
      throw reader.mismatch("{\"calendar\": \"day\", \"count\": 1} or {\"number\": 10}")
    }
  }

  var archiveJSON: JSONValue {
    switch self {
    case .calendar(let unit, let count):
      count == 1
        ? ["calendar": .string(unit.rawValue)]
        : ["calendar": .string(unit.rawValue), "count": .number(Double(count))]
    case .number(let step): ["number": .number(step)]
    }
  }
}

extension ChartLabelFormat {
  /// JSON: `{"date": "EEEEE"}` or `{"number": {"style": "percent", "scale": 100, "fractionDigits": [0, 0]}}`.
  init(from reader: JSONReader) throws {
    let object = try reader.fields(["date", "number"])
    if let date = object.optional("date") {
      let skeleton = try date.string()
      // An ICU skeleton is pattern letters only; anything else is not one.
      guard (1...64).contains(skeleton.count), skeleton.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw date.error("expected an ICU date skeleton of letters, such as \"EEEEE\" or \"MMMd\"")
      }
      self = .date(skeleton: skeleton)
    } else if let number = object.optional("number") {
      self = .number(try ChartNumberFormat(from: number))
    } else {
      throw reader.mismatch("{\"date\": \"EEEEE\"} or {\"number\": {…}}")
    }
  }

  var archiveJSON: JSONValue {
    switch self {
    case .date(let skeleton): ["date": .string(skeleton)]
    case .number(let format): ["number": format.archiveJSON]
    }
  }
}

extension ChartNumberFormat {
  init(from reader: JSONReader) throws {
    let object = try reader.fields([
      "style", "scale", "currency", "fractionDigits", "significantDigits", "compact", "grouping",
    ])
    let style: Style
    switch try object.optional("style")?.string() ?? "decimal" {
    case "decimal": style = .decimal
    case "percent": style = .percent(scale: try object.optional("scale")?.number(min: 0) ?? 100)
    case "currency":
      let code = try object.required("currency")
      let text = try code.string()
      guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
        throw code.error("expected an ISO 4217 currency code, such as \"USD\"")
      }
      style = .currency(code: text)
    default: throw try object.required("style").error("expected \"decimal\", \"percent\" or \"currency\"")
    }
    func digits(_ key: String, min lowest: Int) throws -> ClosedRange<Int>? {
      guard let pair = object.optional(key) else { return nil }
      let values = try pair.array { try $0.integer(min: lowest, max: 15) }
      guard values.count == 2, values[0] <= values[1] else {
        throw pair.mismatch("[fewest, most], the fewest not above the most")
      }
      return values[0]...values[1]
    }
    self.init(
      style: style, fractionDigits: try digits("fractionDigits", min: 0),
      significantDigits: try digits("significantDigits", min: 1),
      compact: try object.optional("compact")?.bool() ?? false,
      grouping: try object.optional("grouping")?.bool() ?? true)
  }

  var archiveJSON: JSONValue {
    var object = JSONObject()
    switch style {
    case .decimal: break
    case .percent(let scale):
      object["style"] = "percent"
      if scale != 100 { object["scale"] = .number(scale) }
    case .currency(let code):
      object["style"] = "currency"
      object["currency"] = .string(code)
    }
    func pair(_ range: ClosedRange<Int>?) -> JSONValue? {
      range.map { .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]) }
    }
    object.set("fractionDigits", pair(fractionDigits))
    object.set("significantDigits", pair(significantDigits))
    if compact { object["compact"] = true }
    if !grouping { object["grouping"] = false }
    return .object(object)
  }
}

extension ChartDomain {
  /// JSON: `[lower, upper]`, two numbers or two dates, the upper above the lower; or the categories
  /// in order, strings.
  init(from reader: JSONReader) throws {
    let items = try reader.array()
    let values = try items.map(ChartPrimitive.init(from:))
    if case .string? = values.first {
      var names: [String] = []
      for (index, value) in values.enumerated() {
        guard case .string(let name) = value else {
          throw items[index].error("expected a category (a string): a category domain lists only categories")
        }
        names.append(name)
      }
      guard names.count <= ArchiveLimits.maximumChartMarks else {
        throw reader.error(
          "\(names.count) categories, more than \(ArchiveLimits.maximumChartMarks) (limit maximumChartMarks)")
      }
      self = .categories(names)
      return
    }
    guard values.count == 2 else { throw reader.mismatch("a domain [lower, upper], or categories") }
    switch (values[0], values[1]) {
    case (.number(let low), .number(let high)) where high > low: break
    case (.date(let low), .date(let high)) where high > low: break
    case (.number, .number), (.date, .date):
      throw items[1].error("expected an upper end above the lower one (a domain of zero width draws nothing)")
    default:
      throw items[1].error(
        "a domain is two numbers or two dates, not \(values[0].kindName) and \(values[1].kindName)")
    }
    self = .range(lower: values[0], upper: values[1])
  }

  var archiveJSON: JSONValue {
    switch self {
    case .range(let lower, let upper): .array([lower.archiveJSON, upper.archiveJSON])
    case .categories(let names): .array(names.map { .string($0) })
    }
  }
}
