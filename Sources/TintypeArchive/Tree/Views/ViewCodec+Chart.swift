import Foundation

/// Swift Charts' `Chart`: its JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let chart = ViewCodec(
    types: ["Chart"],
    decode: { _, object, _ in
      try object.viewKeys([
        "marks", "xAxis", "yAxis", "xDomain", "yDomain", "legend", "legendPosition", "foregroundStyleScale",
        "plotArea",
      ])
      let marksReader = try object.required("marks")
      let marks = try marksReader.array(
        maximum: ArchiveLimits.maximumChartMarks, limit: "maximumChartMarks", ChartMark.init(from:))
      try ChartMark.checkAxes(marks, marksReader)
      return .chart(
        ChartValue(
          marks: marks, xAxis: try object.optional("xAxis").map(ChartAxis.init(from:)) ?? ChartAxis(),
          yAxis: try object.optional("yAxis").map(ChartAxis.init(from:)) ?? ChartAxis(),
          xDomain: try object.optional("xDomain").map(ChartDomain.init(from:)),
          yDomain: try object.optional("yDomain").map(ChartDomain.init(from:)),
          legend: try object.optional("legend")?.enumeration() ?? .automatic,
          legendPosition: try object.optional("legendPosition")?.enumeration() ?? .automatic,
          seriesStyles: try object.optional("foregroundStyleScale")?.array(
            maximum: ArchiveLimits.maximumChartMarks, limit: "maximumChartMarks",
            ChartSeriesStyle.init(from:)) ?? [],
          plotArea: try object.optional("plotArea")?.decode()))
    },
    encode: { content, object in
      guard case .chart(let chart) = content else { return false }
      object["marks"] = .array(chart.marks.map(\.archiveJSON))
      if chart.xAxis != ChartAxis() { object["xAxis"] = chart.xAxis.archiveJSON }
      if chart.yAxis != ChartAxis() { object["yAxis"] = chart.yAxis.archiveJSON }
      object.set("xDomain", chart.xDomain?.archiveJSON)
      object.set("yDomain", chart.yDomain?.archiveJSON)
      if chart.legend != .automatic { object["legend"] = .string(chart.legend.rawValue) }
      if chart.legendPosition != .automatic {
        object["legendPosition"] = .string(chart.legendPosition.rawValue)
      }
      if !chart.seriesStyles.isEmpty {
        object["foregroundStyleScale"] = .array(
          chart.seriesStyles.map { ["name": .string($0.name), "style": $0.style.archiveJSON] })
      }
      object.set("plotArea", chart.plotArea?.archiveJSON)
      return true
    }
  )
  .schema(
    #"""
    {
      "description": "Swift Charts' `Chart`: its marks with their data, and the chart's axes, scale domains and legend. Scales, ticks and geometry are worked out when it is drawn.",
      "properties": {
        "marks": {"type": "array", "maxItems": \#(ArchiveLimits.maximumChartMarks), "items": {"$ref": "#/$defs/ChartMark"}},
        "xAxis": {"$ref": "#/$defs/ChartAxis"},
        "yAxis": {"$ref": "#/$defs/ChartAxis"},
        "xDomain": {"$ref": "#/$defs/ChartDomain"},
        "yDomain": {"$ref": "#/$defs/ChartDomain"},
        "legend": {"enum": ["automatic", "visible", "hidden"], "description": "Default \"automatic\"."},
        "legendPosition": {"$ref": "#/$defs/ChartAnnotationPosition", "description": "`chartLegend(position:)`; \"automatic\" is under the plot."},
        "foregroundStyleScale": {"type": "array", "items": {"$ref": "#/$defs/ChartSeriesStyle"}},
        "plotArea": {"$ref": "#/$defs/ViewNode", "description": "`chartPlotStyle`: the plot area as the closure made it, drawn in the plot's frame under the marks."}
      },
      "required": ["marks"]
    }
    """#)
}

extension ChartPrimitive {
  /// JSON: a number, a string, or `{"date": "2026-06-08T09:00:00Z"}`.
  init(from reader: JSONReader) throws {
    if reader.isNumber {
      self = .number(try reader.number())
    } else if case .string(let text) = reader.value {
      self = .string(text)
    } else {
      let object = try reader.fields(["date"])
      self = .date(try object.required("date").date())
    }
  }

  var archiveJSON: JSONValue {
    switch self {
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .date(let date): ["date": .string(ArchiveDateFormat.format(date))]
    }
  }

  /// What kind of value it is, in words, for errors.
  var kindName: String {
    switch self {
    case .number: "a number"
    case .string: "a string"
    case .date: "a date"
    }
  }
}

extension ChartPlottable {
  /// JSON: `{"label": "Steps", "value": 8432}` (the value as `ChartPrimitive` writes it), a date's
  /// with its calendar unit when it has one (`"unit": "day"`).
  init(from reader: JSONReader) throws {
    let object = try reader.fields(["label", "value", "unit"])
    let value = try ChartPrimitive(from: try object.required("value"))
    let unitReader = object.optional("unit")
    let unit: ChartDateUnit? = try unitReader?.enumeration()
    if let unitReader {
      guard case .date = value else { throw unitReader.error("a unit is for a date value") }
    }
    self.init(label: try object.optional("label")?.string() ?? "", value: value, unit: unit)
  }

  var archiveJSON: JSONValue {
    var object = JSONObject()
    if !label.isEmpty { object["label"] = .string(label) }
    object["value"] = value.archiveJSON
    if let unit { object["unit"] = .string(unit.rawValue) }
    return .object(object)
  }
}

extension ChartSeriesStyle {
  /// JSON: `{"name": "Walk", "style": "green"}`.
  init(from reader: JSONReader) throws {
    let object = try reader.fields(["name", "style"])
    self.init(name: try object.required("name").string(), style: try object.required("style").decode())
  }
}

extension ChartAnnotation {
  /// JSON: `{"position": "top", "alignment": "center", "spacing": 4, "content": view}`.
  init(from reader: JSONReader) throws {
    let object = try reader.fields(["position", "alignment", "spacing", "content"])
    self.init(
      position: try object.optional("position")?.enumeration() ?? .automatic,
      alignment: try object.optional("alignment")?.decode(),
      spacing: try object.optional("spacing")?.coordinate(min: 0),
      content: try object.required("content").decode())
  }

  var archiveJSON: JSONValue {
    var object = JSONObject()
    if position != .automatic { object["position"] = .string(position.rawValue) }
    object.set("alignment", alignment)
    object.set("spacing", spacing)
    object["content"] = content.archiveJSON
    return .object(object)
  }
}

extension ChartRadius {
  /// JSON: `{"ratio": 0.6}`, `{"fixed": 40}` or `{"inset": 8}`.
  init(from reader: JSONReader) throws {
    let object = try reader.fields(["ratio", "fixed", "inset"])
    guard object.object.members.count == 1 else {
      throw reader.mismatch("one of {\"ratio\": 0.6}, {\"fixed\": 40} or {\"inset\": 8}")
    }
    if let ratio = object.optional("ratio") {
      self = .ratio(try ratio.number(min: 0, max: 1))
    } else if let fixed = object.optional("fixed") {
      self = .fixed(try fixed.coordinate(min: 0))
    } else {
      self = .inset(try object.required("inset").coordinate(min: 0))
    }
  }

  var archiveJSON: JSONValue {
    switch self {
    case .ratio(let value): ["ratio": .number(value)]
    case .fixed(let value): ["fixed": .number(value)]
    case .inset(let value): ["inset": .number(value)]
    }
  }
}

extension ChartMark {
  static let keys = [
    "mark", "x", "y", "xStart", "xEnd", "yStart", "yEnd", "series", "foregroundStyle", "interpolation",
    "lineWidth", "dash", "cornerRadius", "symbolSize", "opacity", "width", "angle", "innerRadius",
    "outerRadius", "angularInset", "group", "symbol", "symbolBy", "positionBy", "annotations",
  ]

  /// JSON: `{"mark": "bar", "x": {"label": "Day", "value": "Mon"}, "y": {"label": "Steps", "value": 8432}}`
  /// with the values its kind needs and the modifiers written on it.
  init(from reader: JSONReader) throws {
    let object = try reader.fields(Self.keys)
    func plottable(_ key: String) throws -> ChartPlottable? {
      try object.optional(key).map(ChartPlottable.init(from:))
    }
    self.init(
      kind: try object.required("mark").enumeration(), x: try plottable("x"), y: try plottable("y"),
      xStart: try plottable("xStart"), xEnd: try plottable("xEnd"), yStart: try plottable("yStart"),
      yEnd: try plottable("yEnd"), series: try plottable("series"),
      style: try object.optional("foregroundStyle")?.decode(),
      interpolation: try object.optional("interpolation")?.enumeration() ?? .linear,
      lineWidth: try object.optional("lineWidth")?.coordinate(min: 0),
      dash: try object.optional("dash")?.array { try $0.coordinate(min: 0) } ?? [],
      cornerRadius: try object.optional("cornerRadius")?.coordinate(min: 0) ?? 0,
      symbolSize: try object.optional("symbolSize")?.coordinate(min: 0),
      opacity: try object.optional("opacity")?.number(in: .opacity) ?? 1,
      width: try object.optional("width")?.coordinate(min: 0), angle: try plottable("angle"),
      innerRadius: try object.optional("innerRadius").map(ChartRadius.init(from:)),
      outerRadius: try object.optional("outerRadius").map(ChartRadius.init(from:)),
      angularInset: try object.optional("angularInset")?.coordinate(min: 0) ?? 0,
      group: try plottable("group"), symbol: try object.optional("symbol")?.enumeration(),
      symbolSeries: try plottable("symbolBy"), positionGroup: try plottable("positionBy"),
      annotations: try object.optional("annotations")?.array(
        maximum: ArchiveLimits.maximumChartMarks, limit: "maximumChartMarks", ChartAnnotation.init(from:))
        ?? [])
    let hasX = x != nil || xStart != nil || xEnd != nil
    let hasY = y != nil || yStart != nil || yEnd != nil
    switch kind {
    case .line, .point:
      guard x != nil, y != nil else { throw reader.error("a \(kind) mark needs \"x\" and \"y\"") }
    case .area:
      guard x != nil, y != nil || (yStart != nil && yEnd != nil) else {
        throw reader.error("an area mark needs \"x\", and \"y\" or \"yStart\" and \"yEnd\"")
      }
    case .sector:
      guard case .number(let share)? = angle?.value, share >= 0 else {
        throw reader.error("a sector mark needs an \"angle\": a number not below 0")
      }
    case .bar, .rectangle, .rule:
      guard hasX || hasY else { throw reader.error("a \(kind) mark needs a value on \"x\" or \"y\"") }
    }
  }

  var archiveJSON: JSONValue {
    var object = JSONObject([("mark", .string(kind.rawValue))])
    for (key, value) in [
      ("x", x), ("y", y), ("xStart", xStart), ("xEnd", xEnd), ("yStart", yStart), ("yEnd", yEnd),
      ("series", series),
    ] {
      object.set(key, value?.archiveJSON)
    }
    object.set("foregroundStyle", style)
    if interpolation != .linear { object["interpolation"] = .string(interpolation.rawValue) }
    object.set("lineWidth", lineWidth)
    if !dash.isEmpty { object["dash"] = .array(dash.map { .number($0) }) }
    if cornerRadius != 0 { object["cornerRadius"] = .number(cornerRadius) }
    object.set("symbolSize", symbolSize)
    if opacity != 1 { object["opacity"] = .number(opacity) }
    object.set("width", width)
    object.set("angle", angle?.archiveJSON)
    object.set("innerRadius", innerRadius?.archiveJSON)
    object.set("outerRadius", outerRadius?.archiveJSON)
    if angularInset != 0 { object["angularInset"] = .number(angularInset) }
    object.set("group", group?.archiveJSON)
    if let symbol { object["symbol"] = .string(symbol.rawValue) }
    object.set("symbolBy", symbolSeries?.archiveJSON)
    object.set("positionBy", positionGroup?.archiveJSON)
    if !annotations.isEmpty { object["annotations"] = .array(annotations.map(\.archiveJSON)) }
    return .object(object)
  }

  /// Every mark's values on one axis are of one kind (numbers, categories or dates), as Swift
  /// Charts' scales require; the first that differs is the error.
  static func checkAxes(_ marks: [ChartMark], _ reader: JSONReader) throws {
    let axes: [(String, [(String, KeyPath<ChartMark, ChartPlottable?>)])] = [
      ("x", [("x", \.x), ("xStart", \.xStart), ("xEnd", \.xEnd)]),
      ("y", [("y", \.y), ("yStart", \.yStart), ("yEnd", \.yEnd)]),
    ]
    for (axis, keys) in axes {
      var first: (path: JSONPath, value: ChartPrimitive)?
      for (index, mark) in marks.enumerated() {
        for (key, keyPath) in keys {
          guard let value = mark[keyPath: keyPath]?.value else { continue }
          let path = reader.path.appending(index).appending(key).appending("value")
          guard let seen = first else {
            first = (path, value)
            continue
          }
          if seen.value.kindName != value.kindName {
            throw ArchiveError(
              path: path,
              "is \(value.kindName), but \(seen.path) is \(seen.value.kindName): the \(axis) axis plots one kind of value"
            )
          }
        }
      }
    }
  }
}
