import Foundation

/// Colour effects on a view's rendered layer: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let brightness = ModifierCodec(
    name: "brightness", decode: { body in .brightness(try body.number(min: -1, max: 1)) },
    encode: { if case .brightness(let amount) = $0 { .number(amount) } else { nil } }
  )
  .schema(
    ##"""
    {"type": "number", "minimum": -1, "maximum": 1, "description": "Added to each colour channel."}
    """##)

  static let contrast = ModifierCodec(
    name: "contrast", decode: { body in .contrast(try body.number(min: -100, max: 100)) },
    encode: { if case .contrast(let amount) = $0 { .number(amount) } else { nil } }
  )
  .schema(
    ##"""
    {
      "type": "number",
      "minimum": -100,
      "maximum": 100,
      "description": "Scales each channel about mid-grey."
    }
    """##)

  static let saturation = ModifierCodec(
    name: "saturation", decode: { body in .saturation(try body.number(min: 0, max: 100)) },
    encode: { if case .saturation(let amount) = $0 { .number(amount) } else { nil } }
  )
  .schema(
    ##"""
    {
      "type": "number",
      "minimum": 0,
      "maximum": 100,
      "description": "0 is grey, 1 the colour as it is."
    }
    """##)

  static let grayscale = ModifierCodec(
    name: "grayscale", decode: { body in .grayscale(try body.number(min: 0, max: 1)) },
    encode: { if case .grayscale(let amount) = $0 { .number(amount) } else { nil } }
  )
  .schema(
    ##"""
    {
      "type": "number",
      "minimum": 0,
      "maximum": 1,
      "description": "0 is the colour as it is, 1 grey."
    }
    """##)

  static let hueRotation = value("hueRotation", ViewModifierValue.hueRotation) {
    if case .hueRotation(let angle) = $0 { angle } else { nil }
  }
  .schema(##"{"$ref": "#/$defs/Angle"}"##)

  static let colorInvert = on("colorInvert", .colorInvert)
    .schema(##"{"const": true}"##)

  static let colorMultiply = value("colorMultiply", ViewModifierValue.colorMultiply) {
    if case .colorMultiply(let color) = $0 { color } else { nil }
  }
  .schema(##"{"$ref": "#/$defs/ColorValue"}"##)

  static let blur = ModifierCodec(
    name: "blur",
    decode: { body in
      if body.isNumber { return .blur(radius: try body.number(min: 0, max: 1000), opaque: false) }
      let object = try body.fields(["radius", "opaque"])
      return .blur(
        radius: try object.required("radius").number(min: 0, max: 1000),
        opaque: try object.optional("opaque")?.bool() ?? false)
    },
    encode: { modifier in
      switch modifier {
      case .blur(let radius, let opaque):
        return opaque ? ["radius": .number(radius), "opaque": true] : .number(radius)
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "A Gaussian blur of the view's layer: a radius in points, or with `opaque` to keep it opaque at its edges.",
      "oneOf": [
        {"type": "number", "minimum": 0, "maximum": 1000},
        {
          "type": "object",
          "properties": {
            "radius": {"type": "number", "minimum": 0, "maximum": 1000},
            "opaque": {"type": "boolean"}
          },
          "required": ["radius"],
          "additionalProperties": false
        }
      ]
    }
    """##)

  static let compositingGroup = on("compositingGroup", .compositingGroup)
    .schema(##"{"const": true}"##)

  static let blendMode = value("blendMode", ViewModifierValue.blendMode) {
    if case .blendMode(let mode) = $0 { mode } else { nil }
  }
  .schema(
    ##"""
    {
      "enum": [
        "normal",
        "multiply",
        "screen",
        "overlay",
        "darken",
        "lighten",
        "colorDodge",
        "colorBurn",
        "softLight",
        "hardLight",
        "difference",
        "exclusion",
        "hue",
        "saturation",
        "color",
        "luminosity",
        "sourceAtop",
        "destinationOver",
        "destinationOut",
        "plusDarker",
        "plusLighter"
      ]
    }
    """##)
}
