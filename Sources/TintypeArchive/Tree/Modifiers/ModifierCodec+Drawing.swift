import Foundation
import TintypeCore

/// The numbers drawing modifiers take.
extension NumberBounds {
  /// `opacity(_:)` (SwiftUI clamps to it).
  public static let opacity = NumberBounds(0...1)
}

/// Colour and drawing modifiers: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let foregroundStyle = ModifierCodec(
    name: "foregroundStyle", isTextModifier: true,
    decode: { body in
      if case .array = body.value {
        let styles = try body.array { try $0.decode(ShapeStyleValue.self) }
        guard (1...3).contains(styles.count) else { throw body.mismatch("one to three styles") }
        return .foregroundStyle(styles)
      }
      return .foregroundStyle([try body.decode()])
    },
    encode: { modifier in
      switch modifier {
      case .foregroundStyle(let styles):
        return (styles.count == 1 ? styles[0].archiveJSON : .array(styles.map(\.archiveJSON)))
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "One style, or up to three for the primary, secondary and tertiary levels.",
      "oneOf": [
        {"$ref": "#/$defs/ShapeStyleValue"},
        {
          "type": "array",
          "items": {"$ref": "#/$defs/ShapeStyleValue"},
          "minItems": 1,
          "maxItems": 3
        }
      ]
    }
    """##)

  static let tint = ModifierCodec(
    name: "tint", decode: { body in .tint(body.isNull ? nil : try body.decode()) },
    encode: { if case .tint(let style) = $0 { style?.archiveJSON ?? .null } else { nil } }
  )
  .schema(##"{"oneOf": [{"type": "null"}, {"$ref": "#/$defs/ShapeStyleValue"}]}"##)

  static let background = ModifierCodec(
    name: "background", decode: { body in .background(try DecorationValue(from: body)) },
    encode: { if case .background(let decoration) = $0 { decoration.archiveJSON } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/Decoration"}"##)

  static let overlay = ModifierCodec(
    name: "overlay", decode: { body in .overlay(try DecorationValue(from: body)) },
    encode: { if case .overlay(let decoration) = $0 { decoration.archiveJSON } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/Decoration"}"##)

  static let clipShape = ModifierCodec(
    name: "clipShape",
    decode: { body in
      if case .object(let raw) = body.value, raw["shape"] != nil {
        let object = try body.fields(["shape", "eoFill"])
        return .clipShape(
          try object.required("shape").decode(), eoFill: try object.optional("eoFill")?.bool() ?? false)
      }
      return .clipShape(try body.decode(), eoFill: false)
    },
    encode: { modifier in
      switch modifier {
      case .clipShape(let shape, let eoFill):
        return eoFill ? ["shape": shape.archiveJSON, "eoFill": true] : shape.archiveJSON
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "A shape, or `{\"shape\", \"eoFill\"}` for the even-odd rule.",
      "oneOf": [
        {"$ref": "#/$defs/ShapeValue"},
        {
          "type": "object",
          "properties": {"shape": {"$ref": "#/$defs/ShapeValue"}, "eoFill": {"type": "boolean"}},
          "required": ["shape"],
          "additionalProperties": false
        }
      ]
    }
    """##)

  static let containerShape = value("containerShape", ViewModifierValue.containerShape) {
    if case .containerShape(let shape) = $0 { shape } else { nil }
  }
  .schema(
    ##"""
    {"$ref": "#/$defs/ShapeValue", "description": "The shape ContainerRelativeShapes inside take."}
    """##)

  static let clipped = on("clipped", .clipped)
    .schema(##"{"const": true}"##)

  static let cornerRadius = ModifierCodec(
    name: "cornerRadius", decode: { body in .cornerRadius(try body.coordinate(min: 0)) },
    encode: { if case .cornerRadius(let radius) = $0 { .number(radius) } else { nil } }
  )
  .schema(##"{"type": "number", "minimum": 0}"##)

  static let mask = ModifierCodec(
    name: "mask",
    decode: { body in
      let object = try body.fields(["content", "alignment"])
      return .mask(
        try object.required("content").decode(),
        alignment: try object.optional("alignment")?.decode() ?? .center)
    },
    encode: { modifier in
      switch modifier {
      case .mask(let node, let alignment):
        return ["content": node.archiveJSON, "alignment": alignment.archiveJSON]
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "type": "object",
      "properties": {
        "content": {"$ref": "#/$defs/ViewNode"},
        "alignment": {"$ref": "#/$defs/Alignment", "description": "Default \"center\"."}
      },
      "required": ["content"],
      "additionalProperties": false
    }
    """##)

  static let opacity = ModifierCodec(
    name: "opacity", decode: { body in .opacity(try body.number(in: .opacity)) },
    encode: { if case .opacity(let value) = $0 { .number(value) } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/Opacity"}"##)

  static let shadow = ModifierCodec(
    name: "shadow",
    decode: { body in
      let object = try body.fields(["color", "radius", "x", "y"])
      return .shadow(
        ShadowValue(
          color: try object.optional("color")?.decode() ?? ShadowValue.defaultColor,
          radius: try object.required("radius").coordinate(min: 0),
          x: try object.optional("x")?.coordinate() ?? 0, y: try object.optional("y")?.coordinate() ?? 0))
    },
    encode: { modifier in
      switch modifier {
      case .shadow(let shadow):
        return
          ([
            "color": shadow.color.archiveJSON, "radius": .number(shadow.radius), "x": .number(shadow.x),
            "y": .number(shadow.y),
          ])
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "type": "object",
      "properties": {
        "color": {
          "$ref": "#/$defs/ColorValue",
          "description": "Default: black at 33 % in linear sRGB, as SwiftUI."
        },
        "radius": {"type": "number", "minimum": 0},
        "x": {"type": "number"},
        "y": {"type": "number"}
      },
      "required": ["radius"],
      "additionalProperties": false
    }
    """##)

  static let rotationEffect = ModifierCodec(
    name: "rotationEffect",
    decode: { body in
      let object = try body.fields(["angle", "anchor"])
      return .rotationEffect(
        try object.required("angle").decode(), anchor: try object.optional("anchor")?.decode() ?? .center)
    },
    encode: { modifier in
      switch modifier {
      case .rotationEffect(let angle, let anchor):
        return ["angle": angle.archiveJSON, "anchor": anchor.archiveJSON]
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "type": "object",
      "properties": {
        "angle": {"$ref": "#/$defs/Angle"},
        "anchor": {"$ref": "#/$defs/UnitPoint", "description": "Default \"center\"."}
      },
      "required": ["angle"],
      "additionalProperties": false
    }
    """##)

  /// `{"a": 1, "b": 0, "c": 0.3, "d": 1, "tx": 0, "ty": 0}`: Core Graphics' coefficients; the
  /// linear part is bounded like a scale factor, the move like a coordinate.
  static let transformEffect = ModifierCodec(
    name: "transformEffect",
    decode: { body in
      let object = try body.fields(["a", "b", "c", "d", "tx", "ty"])
      func factor(_ key: String, _ identity: Double) throws -> Double {
        try object.optional(key)?.scaleFactor() ?? identity
      }
      return .transformEffect(
        Transform(
          a: try factor("a", 1), b: try factor("b", 0), c: try factor("c", 0), d: try factor("d", 1),
          tx: try object.optional("tx")?.coordinate() ?? 0, ty: try object.optional("ty")?.coordinate() ?? 0))
    },
    encode: { modifier in
      guard case .transformEffect(let t) = modifier else { return nil }
      return [
        "a": .number(t.a), "b": .number(t.b), "c": .number(t.c), "d": .number(t.d), "tx": .number(t.tx),
        "ty": .number(t.ty),
      ]
    }
  )
  .schema(
    ##"""
    {
      "description": "An affine transform in points about the view's top-leading corner (Core Graphics' coefficients: x' = a·x + c·y + tx, y' = b·x + d·y + ty); missing coefficients are the identity's.",
      "type": "object",
      "properties": {
        "a": {"type": "number", "minimum": -1000, "maximum": 1000},
        "b": {"type": "number", "minimum": -1000, "maximum": 1000},
        "c": {"type": "number", "minimum": -1000, "maximum": 1000},
        "d": {"type": "number", "minimum": -1000, "maximum": 1000},
        "tx": {"type": "number"},
        "ty": {"type": "number"}
      },
      "additionalProperties": false
    }
    """##)

  static let scaleEffect = ModifierCodec(
    name: "scaleEffect",
    decode: { body in
      if body.isNumber {
        let scale = try body.scaleFactor()
        return .scaleEffect(x: scale, y: scale, anchor: .center)
      }
      let object = try body.fields(["x", "y", "anchor"])
      return .scaleEffect(
        x: try object.optional("x")?.scaleFactor() ?? 1, y: try object.optional("y")?.scaleFactor() ?? 1,
        anchor: try object.optional("anchor")?.decode() ?? .center)
    },
    encode: { modifier in
      switch modifier {
      case .scaleEffect(let x, let y, let anchor):
        return ["x": .number(x), "y": .number(y), "anchor": anchor.archiveJSON]
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "One factor for both axes, or per axis about an anchor.",
      "oneOf": [
        {"type": "number"},
        {
          "type": "object",
          "properties": {
            "x": {"type": "number"},
            "y": {"type": "number"},
            "anchor": {"$ref": "#/$defs/UnitPoint"}
          },
          "additionalProperties": false
        }
      ]
    }
    """##)

  static let luminanceToAlpha = on("luminanceToAlpha", .luminanceToAlpha)
    .schema(##"{"const": true}"##)
}
