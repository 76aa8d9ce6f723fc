import Foundation

/// Views chosen by the environment (family, rendering mode, colour scheme): each kind's JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let familySwitch = environmentSwitch("FamilySwitch", ViewContent.familySwitch) {
    if case .familySwitch(let cases, let fallback) = $0 { (cases, fallback) } else { nil }
  }
  .schema(
    ##"""
    {
      "description": "A view chosen at render time by the widget family; `default` when no case matches (nothing when absent).",
      "properties": {
        "cases": {
          "type": "object",
          "properties": {
            "systemSmall": {"$ref": "#/$defs/ViewNode"},
            "systemMedium": {"$ref": "#/$defs/ViewNode"},
            "systemLarge": {"$ref": "#/$defs/ViewNode"},
            "systemExtraLarge": {"$ref": "#/$defs/ViewNode"},
            "systemExtraLargePortrait": {"$ref": "#/$defs/ViewNode"},
            "accessoryCircular": {"$ref": "#/$defs/ViewNode"},
            "accessoryRectangular": {"$ref": "#/$defs/ViewNode"},
            "accessoryInline": {"$ref": "#/$defs/ViewNode"},
            "accessoryCorner": {"$ref": "#/$defs/ViewNode"}
          },
          "additionalProperties": false
        },
        "default": {"$ref": "#/$defs/ViewNode"}
      },
      "required": ["cases"]
    }
    """##)

  static let renderingModeSwitch = environmentSwitch("RenderingModeSwitch", ViewContent.renderingModeSwitch) {
    if case .renderingModeSwitch(let cases, let fallback) = $0 { (cases, fallback) } else { nil }
  }
  .schema(
    ##"""
    {
      "description": "A view chosen at render time by the rendering mode; `default` when no case matches.",
      "properties": {
        "cases": {
          "type": "object",
          "properties": {
            "fullColor": {"$ref": "#/$defs/ViewNode"},
            "accented": {"$ref": "#/$defs/ViewNode"},
            "vibrant": {"$ref": "#/$defs/ViewNode"}
          },
          "additionalProperties": false
        },
        "default": {"$ref": "#/$defs/ViewNode"}
      },
      "required": ["cases"]
    }
    """##)

  static let colorSchemeSwitch = environmentSwitch("ColorSchemeSwitch", ViewContent.colorSchemeSwitch) {
    if case .colorSchemeSwitch(let cases, let fallback) = $0 { (cases, fallback) } else { nil }
  }
  .schema(
    ##"""
    {
      "description": "A view chosen at render time by the colour scheme; `default` when no case matches.",
      "properties": {
        "cases": {
          "type": "object",
          "properties": {"light": {"$ref": "#/$defs/ViewNode"}, "dark": {"$ref": "#/$defs/ViewNode"}},
          "additionalProperties": false
        },
        "default": {"$ref": "#/$defs/ViewNode"}
      },
      "required": ["cases"]
    }
    """##)

  /// `{"cases": {KEY: view, …}, "default": view}`, keyed by an environment value.
  static func environmentSwitch<Key: ArchiveEnum>(
    _ type: String, _ make: @escaping @Sendable ([Key: ViewNode], ViewNode?) -> ViewContent,
    _ parts: @escaping @Sendable (ViewContent) -> ([Key: ViewNode], ViewNode?)?
  ) -> ViewCodec {
    ViewCodec(
      types: [type],
      decode: { _, object, _ in
        let (cases, fallback) = try ViewNode.switchCases(object, Key.self)
        return make(cases, fallback)
      },
      encode: { content, object in
        guard let (cases, fallback) = parts(content) else { return false }
        ViewNode.encodeCases(cases, fallback, into: &object)
        return true
      })
  }
}
