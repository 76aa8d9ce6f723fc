import Foundation

/// The numbers text modifiers take.
extension NumberBounds {
  /// `minimumScaleFactor(_:)`: above 0, at most 1.
  public static let minimumScaleFactor = NumberBounds(minimum: 0, maximum: 1, excludesMinimum: true)
}

/// Text, font and SF Symbol modifiers: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let font = ModifierCodec(
    name: "font", isTextModifier: true, decode: { body in .font(body.isNull ? nil : try body.decode()) },
    encode: { if case .font(let font) = $0 { font?.archiveJSON ?? .null } else { nil } }
  )
  .schema(
    ##"""
    {
      "oneOf": [{"type": "null"}, {"$ref": "#/$defs/FontValue"}],
      "description": "null: `font(nil)`."
    }
    """##)

  static let fontWeight = ModifierCodec(
    name: "fontWeight", isTextModifier: true,
    decode: { body in .fontWeight(body.isNull ? nil : try body.decode()) },
    encode: { if case .fontWeight(let weight) = $0 { weight?.archiveJSON ?? .null } else { nil } }
  )
  .schema(##"{"oneOf": [{"type": "null"}, {"$ref": "#/$defs/FontWeight"}]}"##)

  static let fontDesign = ModifierCodec(
    name: "fontDesign", isTextModifier: true,
    decode: { body in .fontDesign(body.isNull ? nil : try body.decode()) },
    encode: { if case .fontDesign(let design) = $0 { design?.archiveJSON ?? .null } else { nil } }
  )
  .schema(##"{"oneOf": [{"type": "null"}, {"$ref": "#/$defs/FontDesign"}]}"##)

  static let fontWidth = ModifierCodec(
    name: "fontWidth", isTextModifier: true,
    decode: { body in .fontWidth(body.isNull ? nil : try body.decode()) },
    encode: { if case .fontWidth(let width) = $0 { width?.archiveJSON ?? .null } else { nil } }
  )
  .schema(##"{"oneOf": [{"type": "null"}, {"enum": ["compressed", "condensed", "standard", "expanded"]}]}"##)

  static let bold = flag("bold", ViewModifierValue.bold, isTextModifier: true) {
    if case .bold(let on) = $0 { on } else { nil }
  }
  .schema(##"{"type": "boolean"}"##)

  static let italic = flag("italic", ViewModifierValue.italic, isTextModifier: true) {
    if case .italic(let on) = $0 { on } else { nil }
  }
  .schema(##"{"type": "boolean"}"##)

  static let monospacedDigit = on("monospacedDigit", .monospacedDigit, isTextModifier: true)
    .schema(##"{"const": true}"##)

  static let monospaced = flag("monospaced", ViewModifierValue.monospaced, isTextModifier: true) {
    if case .monospaced(let on) = $0 { on } else { nil }
  }
  .schema(##"{"type": "boolean"}"##)

  static let lineLimit = ModifierCodec(
    name: "lineLimit",
    decode: { body in
      if body.isNull { return .lineLimit(nil) }
      if body.isNumber { return .lineLimit(LineLimitValue(max: try body.integer(min: 1))) }
      let object = try body.fields(["min", "max", "reservesSpace"])
      let low = try object.optional("min")?.integer(min: 1)
      let high = try object.optional("max")?.integer(min: 1)
      if let low, let high, low > high {
        throw ArchiveError(path: object.path.appending("max"), "expected max ≥ min (\(low)), got \(high)")
      }
      return .lineLimit(
        LineLimitValue(
          min: low, max: high, reservesSpace: try object.optional("reservesSpace")?.bool() ?? false))
    },
    encode: { modifier in
      switch modifier {
      case .lineLimit(let limit):
        guard let limit else { return (.null) }
        if limit.min == nil, !limit.reservesSpace, let max = limit.max {
          return .number(Double(max))
        }
        var object = JSONObject()
        if let min = limit.min { object["min"] = .number(Double(min)) }
        if let max = limit.max { object["max"] = .number(Double(max)) }
        if limit.reservesSpace { object["reservesSpace"] = true }
        return .object(object)
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "null (no limit), a maximum, or `{\"min\", \"max\", \"reservesSpace\"}` for `lineLimit(_:reservesSpace:)` (min ≤ max).",
      "oneOf": [
        {"type": "null"},
        {"type": "integer", "minimum": 1},
        {
          "type": "object",
          "properties": {
            "min": {"type": "integer", "minimum": 1},
            "max": {"type": "integer", "minimum": 1},
            "reservesSpace": {"type": "boolean"}
          },
          "additionalProperties": false
        }
      ]
    }
    """##)

  static let truncationMode = value("truncationMode", ViewModifierValue.truncationMode) {
    if case .truncationMode(let mode) = $0 { mode } else { nil }
  }
  .schema(##"{"enum": ["head", "middle", "tail"]}"##)

  static let allowsTightening = flag("allowsTightening", ViewModifierValue.allowsTightening) {
    if case .allowsTightening(let on) = $0 { on } else { nil }
  }
  .schema(##"{"type": "boolean", "description": "`allowsTightening(_:)`."}"##)

  static let multilineTextAlignment = value(
    "multilineTextAlignment", ViewModifierValue.multilineTextAlignment
  ) {
    if case .multilineTextAlignment(let alignment) = $0 { alignment } else { nil }
  }
  .schema(##"{"enum": ["leading", "center", "trailing"]}"##)

  static let minimumScaleFactor = number(
    "minimumScaleFactor", in: .minimumScaleFactor, ViewModifierValue.minimumScaleFactor
  ) {
    if case .minimumScaleFactor(let factor) = $0 { factor } else { nil }
  }
  .schema(bounds: .minimumScaleFactor)

  static let kerning = ModifierCodec(
    name: "kerning", isTextModifier: true, decode: { body in .kerning(try body.coordinate()) },
    encode: { if case .kerning(let value) = $0 { .number(value) } else { nil } }
  )
  .schema(##"{"type": "number"}"##)

  static let tracking = ModifierCodec(
    name: "tracking", isTextModifier: true, decode: { body in .tracking(try body.coordinate()) },
    encode: { if case .tracking(let value) = $0 { .number(value) } else { nil } }
  )
  .schema(##"{"type": "number"}"##)

  static let baselineOffset = ModifierCodec(
    name: "baselineOffset", isTextModifier: true, decode: { body in .baselineOffset(try body.coordinate()) },
    encode: { if case .baselineOffset(let value) = $0 { .number(value) } else { nil } }
  )
  .schema(##"{"type": "number"}"##)

  static let lineSpacing = ModifierCodec(
    name: "lineSpacing", decode: { body in .lineSpacing(try body.coordinate()) },
    encode: { if case .lineSpacing(let value) = $0 { .number(value) } else { nil } }
  )
  .schema(##"{"type": "number"}"##)

  static let textCase = ModifierCodec(
    name: "textCase", isTextModifier: true,
    decode: { body in .textCase(body.isNull ? nil : try body.decode()) },
    encode: { if case .textCase(let textCase) = $0 { textCase?.archiveJSON ?? .null } else { nil } }
  )
  .schema(##"{"oneOf": [{"type": "null"}, {"enum": ["uppercase", "lowercase"]}]}"##)

  static let textScale = value("textScale", ViewModifierValue.textScale, isTextModifier: true) {
    if case .textScale(let scale) = $0 { scale } else { nil }
  }
  .schema(
    ##"""
    {
      "enum": ["default", "secondary"],
      "description": "`secondary` sets text smaller than its font."
    }
    """##)

  static let dynamicTypeSize = value("dynamicTypeSize", ViewModifierValue.dynamicTypeSize) {
    if case .dynamicTypeSize(let range) = $0 { range } else { nil }
  }
  .schema(
    ##"""
    {
      "oneOf": [
        {"$ref": "#/$defs/DynamicTypeSize"},
        {
          "type": "object",
          "properties": {
            "minimum": {"$ref": "#/$defs/DynamicTypeSize"},
            "maximum": {"$ref": "#/$defs/DynamicTypeSize"}
          },
          "additionalProperties": false
        }
      ],
      "description": "The Dynamic Type sizes the content follows: one size, or a range (an end left out is open)."
    }
    """##)

  static let strikethrough = ModifierCodec(
    name: "strikethrough", isTextModifier: true,
    decode: { body in .strikethrough(try TextLineValue(from: body)) },
    encode: { if case .strikethrough(let line) = $0 { line.archiveJSON } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/TextLine"}"##)

  static let underline = ModifierCodec(
    name: "underline", isTextModifier: true, decode: { body in .underline(try TextLineValue(from: body)) },
    encode: { if case .underline(let line) = $0 { line.archiveJSON } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/TextLine"}"##)

  static let imageScale = value("imageScale", ViewModifierValue.imageScale) {
    if case .imageScale(let scale) = $0 { scale } else { nil }
  }
  .schema(
    ##"""
    {"enum": ["small", "medium", "large"], "description": "SF Symbols' size relative to the text."}
    """##)

  static let symbolVariant = value("symbolVariant", ViewModifierValue.symbolVariant) {
    if case .symbolVariant(let variant) = $0 { variant } else { nil }
  }
  .schema(
    ##"""
    {
      "enum": [
        "none",
        "fill",
        "slash",
        "circle",
        "square",
        "rectangle",
        "circle.fill",
        "square.fill",
        "rectangle.fill"
      ],
      "description": "The SF Symbol variant drawn: the suffix added to symbol names."
    }
    """##)

  static let symbolRenderingMode = ModifierCodec(
    name: "symbolRenderingMode",
    decode: { body in .symbolRenderingMode(body.isNull ? nil : try body.decode()) },
    encode: { if case .symbolRenderingMode(let mode) = $0 { mode?.archiveJSON ?? .null } else { nil } }
  )
  .schema(
    ##"""
    {"oneOf": [{"type": "null"}, {"enum": ["monochrome", "hierarchical", "palette", "multicolor"]}]}
    """##)
}
