import Foundation

/// The numbers layout modifiers take.
extension NumberBounds {
  /// `gridCellColumns(_:)`: the columns a cell spans.
  public static let gridCellColumns = NumberBounds.integers(1...100)
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)`'s `count` and `span`.
  public static let containerRelativeParts = NumberBounds.integers(1...1000)
  /// `aspectRatio(_:contentMode:)`'s ratio: above 0.
  public static let aspectRatio = NumberBounds(minimum: 0, excludesMinimum: true)
}

/// Layout and grid-cell modifiers: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let padding = ModifierCodec(
    name: "padding",
    decode: { body in
      if body.isNumber { return .padding(edges: .all, length: try body.coordinate()) }
      if case .string = body.value { return .padding(edges: try body.decode(), length: nil) }
      let object = try body.fields(["edges", "length", "insets"])
      if let insets = object.optional("insets") {
        if let key = ["edges", "length"].first(where: object.has) {
          throw ArchiveError(
            path: object.path.appending(key), "padding has \"insets\" or \"edges\" and \"length\", not both")
        }
        return .paddingInsets(try insets.decode())
      }
      return .padding(
        edges: try object.optional("edges")?.decode() ?? .all,
        length: try object.optional("length")?.coordinate()
      )
    },
    encode: { modifier in
      switch modifier {
      case .padding(let edges, let length):
        if edges == .all, let length { return (.number(length)) }
        var object = JSONObject([("edges", edges.archiveJSON)])
        object.set("length", length)
        return .object(object)
      case .paddingInsets(let insets): return ["insets": insets.archiveJSON]
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "`padding`: a length on every edge, an edge set with the system length, `{\"edges\", \"length\"}`, or `{\"insets\"}`.",
      "oneOf": [
        {"type": "number"},
        {"$ref": "#/$defs/EdgeSetName"},
        {
          "type": "object",
          "properties": {
            "edges": {"$ref": "#/$defs/EdgeSet", "description": "Default \"all\"."},
            "length": {"type": "number", "description": "Default: the system padding."}
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {"insets": {"$ref": "#/$defs/EdgeInsets"}},
          "required": ["insets"],
          "additionalProperties": false
        }
      ]
    }
    """##)

  static let frame = ModifierCodec(
    name: "frame", decode: { body in .frame(try FrameValue(from: body)) },
    encode: { if case .frame(let frame) = $0 { frame.archiveJSON } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/Frame"}"##)

  /// `{"axes": "horizontal", "count": 3, "span": 2, "spacing": 6}`: the call's arguments, laid
  /// out against the container when the device is known.
  static let containerRelativeFrame = ModifierCodec(
    name: "containerRelativeFrame",
    decode: { body in
      let object = try body.fields(["axes", "count", "span", "spacing", "alignment"])
      return .containerRelativeFrame(
        ContainerRelativeFrameValue(
          axes: try object.required("axes").decode(),
          count: try object.optional("count").map { Int(try $0.number(in: .containerRelativeParts)) } ?? 1,
          span: try object.optional("span").map { Int(try $0.number(in: .containerRelativeParts)) } ?? 1,
          spacing: try object.optional("spacing")?.coordinate() ?? 0,
          alignment: try object.optional("alignment")?.decode() ?? .center))
    },
    encode: { modifier in
      guard case .containerRelativeFrame(let frame) = modifier else { return nil }
      var object = JSONObject([("axes", frame.axes.archiveJSON)])
      if frame.count != 1 { object.set("count", Double(frame.count)) }
      if frame.span != 1 { object.set("span", Double(frame.span)) }
      if frame.spacing != 0 { object.set("spacing", frame.spacing) }
      if frame.alignment != .center { object.set("alignment", frame.alignment.archiveJSON) }
      return .object(object)
    }
  )
  .schema(
    #"""
    {
      "description": "`containerRelativeFrame`: on each of `axes`, `span` of `count` equal parts of the container's length (in a widget, its content area), `spacing` between parts.",
      "type": "object",
      "properties": {
        "axes": {"$ref": "#/$defs/AxisSet"},
        "count": {\#(NumberBounds.containerRelativeParts.schemaKeywords), "description": "Default 1."},
        "span": {\#(NumberBounds.containerRelativeParts.schemaKeywords), "description": "Default 1."},
        "spacing": {"type": "number", "description": "Default 0."},
        "alignment": {"$ref": "#/$defs/Alignment", "description": "Default \"center\"."}
      },
      "required": ["axes"],
      "additionalProperties": false
    }
    """#)

  static let fixedSize = ModifierCodec(
    name: "fixedSize",
    decode: { body in
      if let both = body.boolValue { return .fixedSize(horizontal: both, vertical: both) }
      let object = try body.fields(["horizontal", "vertical"])
      return .fixedSize(
        horizontal: try object.optional("horizontal")?.bool() ?? false,
        vertical: try object.optional("vertical")?.bool() ?? false)
    },
    encode: { modifier in
      switch modifier {
      case .fixedSize(let h, let v):
        return h && v ? true : ["horizontal": .bool(h), "vertical": .bool(v)]
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "`fixedSize()` (true), or per axis.",
      "oneOf": [
        {"type": "boolean"},
        {
          "type": "object",
          "properties": {"horizontal": {"type": "boolean"}, "vertical": {"type": "boolean"}},
          "additionalProperties": false
        }
      ]
    }
    """##)

  static let layoutPriority = number("layoutPriority", ViewModifierValue.layoutPriority) {
    if case .layoutPriority(let p) = $0 { p } else { nil }
  }
  .schema(##"{"type": "number"}"##)

  static let aspectRatio = ModifierCodec(
    name: "aspectRatio",
    decode: { body in
      let object = try body.fields(["ratio", "contentMode"])
      return .aspectRatio(
        try object.optional("ratio")?.number(in: .aspectRatio),
        contentMode: try object.optional("contentMode")?.decode() ?? .fit)
    },
    encode: { modifier in
      switch modifier {
      case .aspectRatio(let ratio, let mode):
        var object = JSONObject()
        object.set("ratio", ratio)
        object["contentMode"] = mode.archiveJSON
        return .object(object)
      default: return nil
      }
    }
  )
  .schema(
    #"""
    {
      "type": "object",
      "description": "`aspectRatio(_:contentMode:)`; without `ratio` the view's own ratio is kept.",
      "properties": {
        "ratio": {\#(NumberBounds.aspectRatio.schemaKeywords)},
        "contentMode": {"enum": ["fit", "fill"], "description": "Default \"fit\"."}
      },
      "additionalProperties": false
    }
    """#)

  static let offset = point("offset", ViewModifierValue.offset) {
    if case .offset(let x, let y) = $0 { (x, y) } else { nil }
  }
  .schema(
    ##"""
    {
      "type": "object",
      "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
      "additionalProperties": false
    }
    """##)

  static let position = point("position", ViewModifierValue.position) {
    if case .position(let x, let y) = $0 { (x, y) } else { nil }
  }
  .schema(
    ##"""
    {
      "description": "The view's centre at (x, y) in the space its parent offers, all of which it takes.",
      "type": "object",
      "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
      "additionalProperties": false
    }
    """##)

  /// `{"x": 10, "y": -4}`, each coordinate 0 when left out.
  static func point(
    _ name: String, _ make: @escaping @Sendable (Double, Double) -> ViewModifierValue,
    _ argument: @escaping @Sendable (ViewModifierValue) -> (x: Double, y: Double)?
  ) -> ModifierCodec {
    ModifierCodec(
      name: name,
      decode: { body in
        let object = try body.fields(["x", "y"])
        return make(try object.optional("x")?.coordinate() ?? 0, try object.optional("y")?.coordinate() ?? 0)
      }, encode: { argument($0).map { ["x": .number($0.x), "y": .number($0.y)] } })
  }

  static let zIndex = number("zIndex", ViewModifierValue.zIndex) {
    if case .zIndex(let z) = $0 { z } else { nil }
  }
  .schema(##"{"type": "number"}"##)

  static let hidden = on("hidden", .hidden)
    .schema(##"{"const": true}"##)

  static let gridCellColumns = number(
    "gridCellColumns", in: .gridCellColumns, { .gridCellColumns(Int($0)) }
  ) {
    if case .gridCellColumns(let count) = $0 { Double(count) } else { nil }
  }
  .schema(bounds: .gridCellColumns, description: "Columns a grid cell spans.")

  static let gridCellUnsizedAxes = value("gridCellUnsizedAxes", ViewModifierValue.gridCellUnsizedAxes) {
    if case .gridCellUnsizedAxes(let axes) = $0 { axes } else { nil }
  }
  .schema(
    ##"""
    {
      "$ref": "#/$defs/AxisSet",
      "description": "Axes on which a grid cell takes its cell's size without setting it."
    }
    """##)

  static let gridColumnAlignment = value("gridColumnAlignment", ViewModifierValue.gridColumnAlignment) {
    if case .gridColumnAlignment(let alignment) = $0 { alignment } else { nil }
  }
  .schema(
    ##"""
    {
      "enum": ["leading", "center", "trailing"],
      "description": "The horizontal alignment of the cell's whole column."
    }
    """##)

  static let gridCellAnchor = value("gridCellAnchor", ViewModifierValue.gridCellAnchor) {
    if case .gridCellAnchor(let anchor) = $0 { anchor } else { nil }
  }
  .schema(##"{"$ref": "#/$defs/UnitPoint", "description": "Where the view sits in its grid cell."}"##)
}
