import Foundation

/// The JSON form of modifiers: an object with a single key, the modifier's SwiftUI name, whose
/// value holds its arguments — `{"padding": 16}`, `{"font": {"style": "title3", "weight": "bold"}}`.
///
/// Each modifier's own spelling is its `ModifierCodec` (`Modifiers/`); this file holds what they
/// share: the one-key object, unknown names, URLs, and the value types several modifiers use.
extension ViewModifierValue: ArchiveCodable {
  /// Every modifier name the archive reads, in the schema's order (`ModifierCodec.all`).
  public static let names = ModifierCodec.all.map(\.name)

  /// Modifiers that make sense inside a `Text` concatenation (SwiftUI's `Text`-returning ones).
  public static let textNames = Set(ModifierCodec.all.filter(\.isTextModifier).map(\.name))

  /// The modifier's JSON key.
  public var name: String {
    guard case .object(let object) = archiveJSON, let key = object.keys.first else { return "" }
    return key
  }

  /// JSON: an object with one key, the modifier's name, whose value holds its arguments (`{"padding": 8}`).
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    guard object.object.members.count == 1, let key = object.object.keys.first else {
      throw reader.error("expected a modifier: an object with one key, such as {\"padding\": 16}")
    }
    let body = try object.required(key)
    guard let codec = ModifierCodec.byName[key] else {
      throw ArchiveError(
        path: object.path.appending(key),
        "unknown modifier \(ArchiveError.quoted(key))" + ViewModifierValue.suggestion(for: key))
    }
    self = try codec.decode(body)
  }

  /// A URL string: absolute, with a scheme (`bookclub://reading/42`).
  static func url(_ reader: JSONReader) throws -> String {
    let text = try reader.string()
    // RFC 3986: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), in ASCII.
    guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter,
      text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { throw reader.mismatch("an absolute URL with a scheme, such as \"myapp://item/42\"") }
    return text
  }

  /// "; did you mean …?" for a misspelt modifier name.
  static func suggestion(for key: String) -> String {
    if let match = Suggestion.closest(to: key, in: names) { return "; did you mean \"\(match)\"?" }
    // Image settings sit on the Image itself, not in its modifier list.
    if ["resizable", "renderingMode", "interpolation", "antialiased"].contains(key) {
      return "; on an Image, \"\(key)\" is a field beside \"name\", not a modifier"
    }
    return ""
  }

  public var archiveJSON: JSONValue {
    let (key, value) = keyAndValue
    return .object(JSONObject([(key, value)]))
  }

  private var keyAndValue: (String, JSONValue) {
    // Straight to the codec of the modifier's name; `CaseCoverageTests` and the round-trip tests
    // encode every case, so a name without its codec fails there.
    guard let codec = ModifierCodec.byName[codecName], let value = codec.encode(self) else {
      preconditionFailure("the \(codecName) codec does not write \(self)")
    }
    return (codec.name, value)
  }
}

extension FrameValue: ArchiveCodable {
  static let fixedKeys = ["width", "height"]
  static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

  /// JSON: `{"width": 100, "height": 40, "alignment": "leading"}` (fixed) or
  /// `{"maxWidth": "infinity", "alignment": "topLeading"}` (flexible); the two kinds do not mix,
  /// as in SwiftUI.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(FrameValue.fixedKeys + FrameValue.flexibleKeys + ["alignment"])
    let alignment: Alignment = try object.optional("alignment")?.decode() ?? .center
    let isFlexible = FrameValue.flexibleKeys.contains { object.object[$0] != nil }
    if isFlexible {
      if let key = FrameValue.fixedKeys.first(where: { object.object[$0] != nil }) {
        throw ArchiveError(
          path: object.path.appending(key),
          "a frame is fixed (width/height) or flexible (min/ideal/max), not both")
      }
      let frame = FlexibleFrame(
        minWidth: try object.optional("minWidth")?.length(),
        idealWidth: try object.optional("idealWidth")?.length(),
        maxWidth: try object.optional("maxWidth")?.length(),
        minHeight: try object.optional("minHeight")?.length(),
        idealHeight: try object.optional("idealHeight")?.length(),
        maxHeight: try object.optional("maxHeight")?.length(),
        alignment: alignment)
      for (lower, upper) in [("minWidth", "maxWidth"), ("minHeight", "maxHeight")] {
        if let low = try object.optional(lower)?.length(), let high = try object.optional(upper)?.length(),
          low > high
        {
          throw ArchiveError(
            path: object.path.appending(upper),
            "expected \(upper) ≥ \(lower) (\(JSONWriter.format(number: low))), got \(JSONWriter.format(number: high))"
          )
        }
      }
      self = .flexible(frame)
    } else {
      self = .fixed(
        width: try object.optional("width")?.coordinate(min: 0),
        height: try object.optional("height")?.coordinate(min: 0), alignment: alignment)
    }
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    switch self {
    case .fixed(let width, let height, let alignment):
      object.set("width", width)
      object.set("height", height)
      if alignment != .center { object["alignment"] = alignment.archiveJSON }
    case .flexible(let frame):
      object.setLength("minWidth", frame.minWidth)
      object.setLength("idealWidth", frame.idealWidth)
      object.setLength("maxWidth", frame.maxWidth)
      object.setLength("minHeight", frame.minHeight)
      object.setLength("idealHeight", frame.idealHeight)
      object.setLength("maxHeight", frame.maxHeight)
      if frame.alignment != .center { object["alignment"] = frame.alignment.archiveJSON }
    }
    return .object(object)
  }
}

extension TextLineValue: ArchiveCodable {
  /// JSON: `true`/`false`, or `{"isActive": true, "pattern": "dash", "color": "red"}`.
  public init(from reader: JSONReader) throws {
    if let active = reader.boolValue {
      self.init(isActive: active)
      return
    }
    let object = try reader.object()
    try object.only(["isActive", "pattern", "color"])
    self.init(
      isActive: try object.optional("isActive")?.bool() ?? true,
      pattern: try object.optional("pattern")?.decode() ?? .solid,
      color: try object.optional("color")?.decode())
  }

  public var archiveJSON: JSONValue {
    if pattern == .solid, color == nil { return .bool(isActive) }
    var object = JSONObject([("isActive", .bool(isActive)), ("pattern", pattern.archiveJSON)])
    object.set("color", color)
    return .object(object)
  }
}

extension DecorationValue: ArchiveCodable {
  /// JSON: a style (`"red"`, a gradient), `{"style": …, "shape": …}` for a style in a shape, or
  /// `{"content": view, "alignment": "top"}` for a view.
  public init(from reader: JSONReader) throws {
    if case .object(let raw) = reader.value,
      raw["content"] != nil || raw["style"] != nil && raw["level"] == nil && raw["opacity"] == nil
    {
      let object = try reader.object()
      if let content = object.optional("content") {
        try object.only(["content", "alignment"])
        self = .view(try content.decode(), alignment: try object.optional("alignment")?.decode() ?? .center)
      } else {
        try object.only(["style", "shape"])
        self = .style(try object.required("style").decode(), shape: try object.optional("shape")?.decode())
      }
      return
    }
    self = .style(try reader.decode(), shape: nil)
  }

  public var archiveJSON: JSONValue {
    switch self {
    case .style(let style, nil):
      // A bare style is ambiguous with {"style":…,"level":…}; write the long form for those.
      if case .object(let raw) = style.archiveJSON, raw["style"] != nil {
        return ["style": style.archiveJSON]
      }
      return style.archiveJSON
    case .style(let style, let shape?): return ["style": style.archiveJSON, "shape": shape.archiveJSON]
    case .view(let node, let alignment):
      return ["content": node.archiveJSON, "alignment": alignment.archiveJSON]
    }
  }
}
