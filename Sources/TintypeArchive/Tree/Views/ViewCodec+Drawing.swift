import Foundation

/// Colours, gradients, shapes and canvases: each kind's JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let color = ViewCodec(
    types: ["Color"],
    decode: { _, object, _ in
      try object.viewKeys(["color"])
      return .color(try object.required("color").decode())
    },
    encode: { content, object in
      guard case .color(let color) = content else { return false }
      object["color"] = color.archiveJSON
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "A `Color` used as a view.",
      "properties": {"color": {"$ref": "#/$defs/ColorValue"}},
      "required": ["color"]
    }
    """##)

  static let gradient = ViewCodec(
    types: ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"],
    decode: { type, object, _ in
      try object.viewKeys(["gradient"])
      let reader = try object.required("gradient")
      let gradient = try reader.decode(GradientValue.self)
      let expected = ViewContent.gradient(gradient).typeName
      if expected != type {
        throw reader.error(
          "a \(type) needs a \"\(expected.prefix(1).lowercased() + expected.dropFirst())\" gradient")
      }
      return .gradient(gradient)
    },
    encode: { content, object in
      guard case .gradient(let gradient) = content else { return false }
      object["gradient"] = gradient.archiveJSON
      return true
    }
  )
  .schema(
    "LinearGradient",
    ##"""
    {
      "description": "A `LinearGradient` view.",
      "properties": {"gradient": {"$ref": "#/$defs/LinearGradientValue"}},
      "required": ["gradient"]
    }
    """##
  )
  .schema(
    "RadialGradient",
    ##"""
    {
      "description": "A `RadialGradient` view.",
      "properties": {"gradient": {"$ref": "#/$defs/RadialGradientValue"}},
      "required": ["gradient"]
    }
    """##
  )
  .schema(
    "AngularGradient",
    ##"""
    {
      "description": "An `AngularGradient` view.",
      "properties": {"gradient": {"$ref": "#/$defs/AngularGradientValue"}},
      "required": ["gradient"]
    }
    """##
  )
  .schema(
    "EllipticalGradient",
    ##"""
    {
      "description": "An `EllipticalGradient` view.",
      "properties": {"gradient": {"$ref": "#/$defs/EllipticalGradientValue"}},
      "required": ["gradient"]
    }
    """##)

  static let shape = ViewCodec(
    types: ShapeValue.typeNames,
    decode: { type, object, _ in
      try object.viewKeys(ShapeValue.keys + ["fill", "stroke", "strokeBorder"])
      let shape = try ShapeValue(type: type, object: object)
      return .shape(shape, paint: try ViewNode.paint(object))
    },
    encode: { content, object in
      guard case .shape(let shape, let paint) = content else { return false }
      shape.encode(into: &object)
      switch paint {
      case .fill(nil, false): break
      case .fill(let style, let eoFill):
        if eoFill {
          var fields = JSONObject()
          fields.set("style", style)
          fields["eoFill"] = true
          object["fill"] = .object(fields)
        } else if let style {
          object["fill"] = style.archiveJSON
        }
      case .stroke(let style, let stroke), .strokeBorder(let style, let stroke):
        var fields = JSONObject()
        fields.set("style", style)
        stroke.encode(into: &fields)
        if case .stroke = paint {
          object["stroke"] = .object(fields)
        } else {
          object["strokeBorder"] = .object(fields)
        }
      }
      return true
    }
  )
  .shapeViewSchema("Rectangle")
  .shapeViewSchema("RoundedRectangle", parameters: "RoundedRectangleShape")
  .shapeViewSchema("UnevenRoundedRectangle", article: "An", parameters: "UnevenRoundedRectangleShape")
  .shapeViewSchema("Circle")
  .shapeViewSchema("Ellipse", article: "An")
  .shapeViewSchema("Capsule", parameters: "CapsuleShape")
  .schema(
    "ContainerRelativeShape",
    ##"""
    {
      "description": "The widget's own shape, inset by the padding around the view.",
      "$ref": "#/$defs/ShapeView"
    }
    """##
  )
  .schema(
    "Path",
    ##"""
    {
      "description": "A `Path` view, or a custom `Shape` recorded as a path.",
      "allOf": [{"$ref": "#/$defs/ShapeView"}, {"$ref": "#/$defs/PathShape"}]
    }
    """##)

  static let canvas = ViewCodec(
    types: ["Canvas"],
    decode: { _, object, _ in
      try object.viewKeys(["recordedSize", "commands"])
      let size = try object.required("recordedSize")
      let pair = try size.array()
      guard pair.count == 2 else { throw size.mismatch("a size [width, height]") }
      return .canvas(
        CanvasValue(
          recordedWidth: try pair[0].coordinate(min: 0, exclusiveMin: true),
          recordedHeight: try pair[1].coordinate(min: 0, exclusiveMin: true),
          commands: try object.required("commands").array(
            maximum: ArchiveLimits.maximumCanvasCommands, limit: "maximumCanvasCommands",
            ViewNode.canvasCommand)))
    },
    encode: { content, object in
      guard case .canvas(let canvas) = content else { return false }
      object["recordedSize"] = [.number(canvas.recordedWidth), .number(canvas.recordedHeight)]
      object["commands"] = .array(
        canvas.commands.map { command -> JSONValue in
          switch command {
          case .fill(let path, let style, let eoFill):
            var fields = JSONObject([("fill", path.archiveJSON), ("style", style.archiveJSON)])
            if eoFill { fields["eoFill"] = true }
            return .object(fields)
          case .stroke(let path, let style, let stroke):
            var fields = JSONObject([("stroke", path.archiveJSON), ("style", style.archiveJSON)])
            stroke.encode(into: &fields)
            return .object(fields)
          }
        })
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Canvas`: the draw commands its closure issued for a canvas of `recordedSize`, scaled onto the laid-out frame.",
      "properties": {
        "recordedSize": {"$ref": "#/$defs/PositiveSize"},
        "commands": {"type": "array", "items": {"$ref": "#/$defs/CanvasCommand"}}
      },
      "required": ["recordedSize", "commands"]
    }
    """##)
}

extension ViewCodec {
  /// The schema of a shape view `type`: `ShapeView`'s fields, with those of its `parameters`
  /// definition when it has some.
  fileprivate func shapeViewSchema(_ type: String, article: String = "A", parameters: String? = nil)
    -> ViewCodec
  {
    let view = ##"{"$ref": "#/$defs/ShapeView"}"##
    let fields =
      parameters.map { ##""allOf": [\##(view), {"$ref": "#/$defs/\##($0)"}]"## }
      ?? ##""$ref": "#/$defs/ShapeView""##
    return schema(type, ##"{"description": "\##(article) `\##(type)` view.", \##(fields)}"##)
  }
}
