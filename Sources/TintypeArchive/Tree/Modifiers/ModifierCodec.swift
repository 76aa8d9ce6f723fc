import Foundation

/// One modifier's JSON spelling, described once: its name (the key of its one-key object), how its
/// value is read, how a `ViewModifierValue` of it is written back, and its JSON Schema fragment. The
/// modifiers' witness values, in the style of swift-snapshot-testing's strategies: the decoder, the
/// encoder, the name list, the "did you mean" suggestions and the schema's `#/$defs/Modifier`
/// (`tintype-archive.schema.json`, written from `schemaProperties`; a test keeps the file equal to it)
/// all come from `ModifierCodec.all`.
///
/// Encoding goes straight to a modifier's codec by its name (`ViewModifierValue.codecName`, an
/// exhaustive switch); a number's bounds are one `NumberBounds`, read by the DSL (which clamps), the
/// decoder and the schema fragment.
///
/// Adding a modifier that SwiftUI builds from others (most of them): a `CompositeModifierKind` in
/// `Modifiers/Composites/`, one line in `all`, its DSL function; layout and paint see only what it
/// lowers to. Adding a filter on the view's layer (as `blur`): its case in `FilterValue`, its codec,
/// one line in `all`, its DSL function and the painter's `apply(_:to:)` — the stages between pass it
/// on as it is. Adding another primitive modifier: its case in `ViewModifierValue` (with its
/// `codecName`), its codec with its schema fragment beside its kind's in
/// `Modifiers/ModifierCodec+<Kind>.swift`, one line in `all`; the compiler asks for the case in the
/// resolver's, the style's and the paint cost's switches. Then
/// `TINTYPE_RECORD_SCHEMA=1 swift test --filter theSchemaFileHoldsTheCodecsFragments` writes the
/// schema file.
public struct ModifierCodec: Sendable {
  /// The modifier's JSON key, its SwiftUI name.
  public let name: String
  /// Whether it may stand inside a `Text` concatenation (SwiftUI's `Text`-returning modifiers).
  public let isTextModifier: Bool
  /// Reads the key's value.
  let decode: @Sendable (JSONReader) throws -> ViewModifierValue
  /// The value of `modifier` under `name`, or `nil` when `modifier` is not one this codec writes.
  let encode: @Sendable (ViewModifierValue) -> JSONValue?
  /// The JSON Schema of the value, as JSON text (`schema(_:)` sets it).
  public private(set) var schema = "{}"

  init(
    name: String, isTextModifier: Bool = false,
    decode: @escaping @Sendable (JSONReader) throws -> ViewModifierValue,
    encode: @escaping @Sendable (ViewModifierValue) -> JSONValue?
  ) {
    self.name = name
    self.isTextModifier = isTextModifier
    self.decode = decode
    self.encode = encode
  }

  /// A modifier with no arguments and no "off" (`{"hidden": true}`).
  static func on(_ name: String, _ modifier: ViewModifierValue, isTextModifier: Bool = false) -> ModifierCodec
  {
    ModifierCodec(
      name: name, isTextModifier: isTextModifier,
      decode: { body in
        try body.on()
        return modifier
      }, encode: { $0 == modifier ? true : nil })
  }

  /// A modifier whose one argument is a value with its own JSON form (`{"gaugeStyle": "linear"}`).
  static func value<Value: ArchiveCodable>(
    _ name: String, _ make: @escaping @Sendable (Value) -> ViewModifierValue, isTextModifier: Bool = false,
    _ argument: @escaping @Sendable (ViewModifierValue) -> Value?
  ) -> ModifierCodec {
    ModifierCodec(
      name: name, isTextModifier: isTextModifier, decode: { body in make(try body.decode()) },
      encode: { argument($0)?.archiveJSON })
  }

  /// A modifier whose one argument is a number, within `bounds` when given (`{"layoutPriority": 1}`).
  static func number(
    _ name: String, in bounds: NumberBounds = NumberBounds(),
    _ make: @escaping @Sendable (Double) -> ViewModifierValue, isTextModifier: Bool = false,
    _ argument: @escaping @Sendable (ViewModifierValue) -> Double?
  ) -> ModifierCodec {
    ModifierCodec(
      name: name, isTextModifier: isTextModifier, decode: { body in make(try body.number(in: bounds)) },
      encode: { argument($0).map { .number($0) } })
  }

  /// A modifier whose one argument is a Boolean (`{"bold": false}`).
  static func flag(
    _ name: String, _ make: @escaping @Sendable (Bool) -> ViewModifierValue, isTextModifier: Bool = false,
    _ argument: @escaping @Sendable (ViewModifierValue) -> Bool?
  ) -> ModifierCodec {
    ModifierCodec(
      name: name, isTextModifier: isTextModifier, decode: { body in make(try body.flag()) },
      encode: { argument($0).map { .bool($0) } })
  }

  /// Every modifier the archive reads, in the order the schema lists them: the registry.
  public static let all: [ModifierCodec] = [
    .padding,
    .frame,
    .containerRelativeFrame,
    .fixedSize,
    .layoutPriority,
    .aspectRatio,
    .offset,
    .position,
    .zIndex,
    .hidden,
    .gridCellColumns,
    .gridCellUnsizedAxes,
    .gridColumnAlignment,
    .gridCellAnchor,
    .font,
    .fontWeight,
    .fontDesign,
    .fontWidth,
    .bold,
    .italic,
    .monospacedDigit,
    .monospaced,
    .lineLimit,
    .truncationMode,
    .allowsTightening,
    .multilineTextAlignment,
    .minimumScaleFactor,
    .kerning,
    .tracking,
    .baselineOffset,
    .lineSpacing,
    .textCase,
    .textScale,
    .dynamicTypeSize,
    .strikethrough,
    .underline,
    .imageScale,
    .symbolVariant,
    .symbolRenderingMode,
    .foregroundStyle,
    .tint,
    .background,
    .overlay,
    .clipShape,
    .containerShape,
    .clipped,
    .cornerRadius,
    .mask,
    .opacity,
    .shadow,
    .rotationEffect,
    .scaleEffect,
    .transformEffect,
    .luminanceToAlpha,
    .brightness,
    .contrast,
    .saturation,
    .grayscale,
    .hueRotation,
    .colorInvert,
    .colorMultiply,
    .blur,
    .compositingGroup,
    .blendMode,
    .containerBackground,
    .widgetAccentable,
    .widgetAccentedRenderingMode,
    .widgetURL,
    .widgetLabel,
    .widgetCurvesContent,
    .redacted,
    .unredacted,
    .privacySensitive,
    .environment,
    .gaugeStyle,
    .progressViewStyle,
    .buttonStyle,
    .labelStyle,
    .toggleStyle,
    .labelsHidden,
    .composite(LayoutDirectionBehaviorModifier.self),
  ]

  /// The codec with `fragment` as the JSON Schema of its value.
  func schema(_ fragment: String) -> ModifierCodec {
    var codec = self
    codec.schema = fragment
    return codec
  }

  /// The codec whose value's schema is a number within `bounds`, described.
  func schema(bounds: NumberBounds, description: String? = nil) -> ModifierCodec {
    schema("{\(bounds.schemaKeywords)" + (description.map { ", \"description\": \"\($0)\"" } ?? "") + "}")
  }

  /// `#/$defs/Modifier/properties` of the archive's schema: each modifier's fragment under its name,
  /// in `all`'s order.
  public static func schemaProperties() throws -> JSONValue {
    var properties = JSONObject()
    for codec in all {
      do {
        properties.set(codec.name, try JSONParser.parse(Array(codec.schema.utf8)))
      } catch {
        throw ArchiveError(path: .root, "the schema fragment of \(codec.name): \(error)")
      }
    }
    return .object(properties)
  }

  /// The codecs by name, for decoding.
  static let byName: [String: ModifierCodec] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

extension JSONReader {
  /// A modifier's Boolean value (`{"bold": false}`).
  func flag() throws -> Bool { try bool() }

  /// A modifier with no "off" must be `true`: `{"hidden": false}` would otherwise hide the view.
  func on() throws {
    guard try bool() else { throw mismatch("true") }
  }

  /// A modifier's object value, with only `allowed` keys.
  func fields(_ allowed: [String]) throws -> JSONObjectReader {
    let object = try self.object()
    try object.only(allowed)
    return object
  }
}
