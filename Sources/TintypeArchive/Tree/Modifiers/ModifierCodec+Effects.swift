import Foundation

/// The amounts the colour effects take (SwiftUI clamps to them; the archive refuses others).
extension NumberBounds {
  /// `brightness(_:)`: added to each channel.
  public static let brightness = NumberBounds(-1...1)
  /// `contrast(_:)`: the scale about mid-grey.
  public static let contrast = NumberBounds(-100...100)
  /// `saturation(_:)`.
  public static let saturation = NumberBounds(0...100)
  /// `grayscale(_:)`.
  public static let grayscale = NumberBounds(0...1)
}

/// Colour effects on a view's rendered layer: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let brightness = number("brightness", in: .brightness, ViewModifierValue.brightness) {
    if case .brightness(let amount) = $0 { amount } else { nil }
  }
  .schema(bounds: .brightness, description: "Added to each colour channel.")

  static let contrast = number("contrast", in: .contrast, ViewModifierValue.contrast) {
    if case .contrast(let amount) = $0 { amount } else { nil }
  }
  .schema(bounds: .contrast, description: "Scales each channel about mid-grey.")

  static let saturation = number("saturation", in: .saturation, ViewModifierValue.saturation) {
    if case .saturation(let amount) = $0 { amount } else { nil }
  }
  .schema(bounds: .saturation, description: "0 is grey, 1 the colour as it is.")

  static let grayscale = number("grayscale", in: .grayscale, ViewModifierValue.grayscale) {
    if case .grayscale(let amount) = $0 { amount } else { nil }
  }
  .schema(bounds: .grayscale, description: "0 is the colour as it is, 1 grey.")

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
      if body.isNumber { return .filter(.blur(radius: try body.number(in: .blurRadius), opaque: false)) }
      let object = try body.fields(["radius", "opaque"])
      return .filter(
        .blur(
          radius: try object.required("radius").number(in: .blurRadius),
          opaque: try object.optional("opaque")?.bool() ?? false))
    },
    encode: { modifier in
      guard case .filter(.blur(let radius, let opaque)) = modifier else { return nil }
      return opaque ? ["radius": .number(radius), "opaque": true] : .number(radius)
    }
  )
  .schema(
    #"""
    {
      "description": "A Gaussian blur of the view's layer: a radius in points, or with `opaque` to keep it opaque at its edges.",
      "oneOf": [
        {\#(NumberBounds.blurRadius.schemaKeywords)},
        {
          "type": "object",
          "properties": {
            "radius": {\#(NumberBounds.blurRadius.schemaKeywords)},
            "opaque": {"type": "boolean"}
          },
          "required": ["radius"],
          "additionalProperties": false
        }
      ]
    }
    """#)

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
