import Foundation

/// WidgetKit modifiers: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let containerBackground = ModifierCodec(
    name: "containerBackground", decode: { body in .containerBackground(try DecorationValue(from: body)) },
    encode: { if case .containerBackground(let decoration) = $0 { decoration.archiveJSON } else { nil } }
  )
  .schema(##"{"$ref": "#/$defs/Decoration", "description": "`containerBackground(_:for: .widget)`."}"##)

  static let widgetAccentable = flag("widgetAccentable", ViewModifierValue.widgetAccentable) {
    if case .widgetAccentable(let on) = $0 { on } else { nil }
  }
  .schema(##"{"type": "boolean"}"##)

  static let widgetAccentedRenderingMode = ModifierCodec(
    name: "widgetAccentedRenderingMode",
    decode: { body in
      return .widgetAccentedRenderingMode(body.isNull ? nil : try body.decode())
    },
    encode: { modifier in
      switch modifier {
      case .widgetAccentedRenderingMode(let mode):
        return mode?.archiveJSON ?? .null
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "oneOf": [{"type": "null"}, {"enum": ["accented", "desaturated", "accentedDesaturated", "fullColor"]}]
    }
    """##)

  static let widgetURL = ModifierCodec(
    name: "widgetURL",
    decode: { body in
      if body.isNull { return .widgetURL(nil) }
      return .widgetURL(try ViewModifierValue.url(body))
    },
    encode: { modifier in
      switch modifier {
      case .widgetURL(let url): return url.map { .string($0) } ?? .null
      default: return nil
      }
    }
  )
  .schema(##"{"oneOf": [{"type": "null"}, {"$ref": "#/$defs/URL"}]}"##)

  static let widgetLabel = ModifierCodec(
    name: "widgetLabel",
    decode: { body in
      if case .string = body.value {
        return .widgetLabel(ViewNode(.text(.verbatim(try ViewNode.verbatim(body)))))
      }
      return .widgetLabel(try body.decode())
    },
    encode: { modifier in
      switch modifier {
      case .widgetLabel(let node): return node.archiveJSON
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "description": "A label view, or a string for a `Text`.",
      "oneOf": [{"type": "string", "maxLength": 10000}, {"$ref": "#/$defs/ViewNode"}]
    }
    """##)

  static let widgetCurvesContent = flag("widgetCurvesContent", ViewModifierValue.widgetCurvesContent) {
    if case .widgetCurvesContent(let on) = $0 { on } else { nil }
  }
  .schema(
    ##"""
    {
      "type": "boolean",
      "description": "`widgetCurvesContent(_:)`: on a watch corner complication, the content follows the bezel."
    }
    """##)

  static let redacted = value("redacted", ViewModifierValue.redacted) {
    if case .redacted(let reasons) = $0 { reasons } else { nil }
  }
  .schema(
    ##"""
    {
      "oneOf": [
        {"$ref": "#/$defs/RedactionReason"},
        {"type": "array", "items": {"$ref": "#/$defs/RedactionReason"}}
      ]
    }
    """##)

  static let unredacted = on("unredacted", .unredacted)
    .schema(##"{"const": true}"##)

  static let privacySensitive = flag("privacySensitive", ViewModifierValue.privacySensitive) {
    if case .privacySensitive(let on) = $0 { on } else { nil }
  }
  .schema(##"{"type": "boolean"}"##)

  static let environment = ModifierCodec(
    name: "environment",
    decode: { body in
      let object = try body.fields(["colorScheme", "layoutDirection", "timeZone"])
      var zone: String?
      if let reader = object.optional("timeZone") {
        let identifier = try reader.nonEmptyString()
        guard TimeZone(identifier: identifier) != nil else {
          throw reader.error(
            "\(ArchiveError.quoted(identifier)) is not a time zone identifier (such as \"Europe/London\")")
        }
        zone = identifier
      }
      return .environment(
        EnvironmentOverride(
          colorScheme: try object.optional("colorScheme")?.decode(),
          layoutDirection: try object.optional("layoutDirection")?.decode(), timeZone: zone))
    },
    encode: { modifier in
      switch modifier {
      case .environment(let overrides):
        var object = JSONObject()
        object.set("colorScheme", overrides.colorScheme)
        object.set("layoutDirection", overrides.layoutDirection)
        if let zone = overrides.timeZone { object.set("timeZone", .string(zone)) }
        return .object(object)
      default: return nil
      }
    }
  )
  .schema(
    ##"""
    {
      "type": "object",
      "description": "Environment values a subtree overrides.",
      "properties": {
        "colorScheme": {"enum": ["light", "dark"]},
        "layoutDirection": {"enum": ["leftToRight", "rightToLeft"]},
        "timeZone": {
          "type": "string",
          "minLength": 1,
          "description": "An IANA time zone identifier, such as Europe/London."
        }
      },
      "additionalProperties": false
    }
    """##)
}
