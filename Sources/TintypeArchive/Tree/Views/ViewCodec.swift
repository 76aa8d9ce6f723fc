import Foundation

/// One view kind's JSON spelling, described once: the `type` names it reads, how the fields beside
/// `type` are read, how a `ViewContent` of it is written back, and each type's JSON Schema
/// definition — the view kinds' witness values, as `ModifierCodec` is the modifiers'. The decoder and
/// the encoder go straight to a kind's codec by its `type` name (`byType`, made from `ViewCodec.all`);
/// the schema file's `#/$defs/<Type>` of each view type is
/// written from `ViewContent.schemaDefinitions()` (a test keeps them equal).
///
/// Adding a view kind: its case in `ViewContent` (and its `typeName`), its codec with its schema
/// beside its kind's in `Views/ViewCodec+<Kind>.swift`, one line in `all` (the type names, the
/// schema's `type` list and dispatch follow it); `TINTYPE_RECORD_SCHEMA=1` writes the definition.
struct ViewCodec: Sendable {
  /// The `type` names this codec reads (several for gradients and shapes).
  let types: [String]
  /// Reads a view's fields: its `type`, the object holding them, and the reader of `type` (for errors
  /// about the view as a whole).
  let decode: @Sendable (String, JSONObjectReader, JSONReader) throws -> ViewContent
  /// Writes `content`'s fields beside `type` into the object; `false` when `content` is not this kind.
  let encode: @Sendable (ViewContent, inout JSONObject) -> Bool
  /// Each type's JSON Schema definition, as JSON text (`schema(_:)` sets them).
  private(set) var schemas: [(type: String, fragment: String)] = []

  init(
    types: [String],
    decode: @escaping @Sendable (String, JSONObjectReader, JSONReader) throws -> ViewContent,
    encode: @escaping @Sendable (ViewContent, inout JSONObject) -> Bool
  ) {
    self.types = types
    self.decode = decode
    self.encode = encode
  }

  /// Every view kind the archive reads, in the order the schema and the documentation list them:
  /// the registry (`ViewContent.typeNames` is made from it).
  static let all: [ViewCodec] = [
    .text,
    .image,
    .color,
    .gradient,
    .shape,
    .vStack,
    .hStack,
    .zStack,
    .geometryReader,
    .group,
    .spacer,
    .divider,
    .viewThatFits,
    .grid,
    .gridRow,
    .lazyGrid,
    .gauge,
    .progressView,
    .label,
    .link,
    .button,
    .toggle,
    .canvas,
    .chart,
    .accessoryWidgetBackground,
    .empty,
    .familySwitch,
    .renderingModeSwitch,
    .colorSchemeSwitch,
    .islandParts,
  ]

  /// The codec with `fragment` as the schema definition of its one type.
  func schema(_ fragment: String) -> ViewCodec { schema(types[0], fragment) }

  /// The codec with `fragment` as the schema definition of `type`.
  func schema(_ type: String, _ fragment: String) -> ViewCodec {
    var codec = self
    codec.schemas.append((type, fragment))
    return codec
  }

  /// The codecs by `type` name, for decoding.
  static let byType: [String: ViewCodec] = {
    var table: [String: ViewCodec] = [:]
    for codec in all { for type in codec.types { table[type] = codec } }
    return table
  }()

  /// A view with no fields of its own (`{"type": "Divider"}`).
  static func fieldless(_ type: String, _ content: ViewContent) -> ViewCodec {
    ViewCodec(
      types: [type],
      decode: { _, object, _ in
        try object.viewKeys([])
        return content
      }, encode: { candidate, _ in candidate == content })
  }

  /// Live Activity parts are no views: an activity archive holds them beside its views.
  static let islandParts = ViewCodec(
    types: ["DynamicIsland", "DynamicIslandExpandedRegion"],
    decode: { type, _, typeReader in
      throw typeReader.error(
        "\(type) is not a view: a Live Activity's island belongs in an activity archive's \"dynamicIsland\""
          + " (its regions in \"dynamicIsland.expanded\"), not inside a view")
    }, encode: { _, _ in false })
}

extension JSONObjectReader {
  /// Checks that a view's object holds only `type`, `modifiers` and `keys`.
  func viewKeys(_ keys: [String]) throws { try only(["type", "modifiers"] + keys) }
}
