import Foundation

/// The JSON form of modifiers: an object with a single key, the modifier's SwiftUI name, whose
/// value holds its arguments — `{"padding": 16}`, `{"font": {"style": "title3", "weight": "bold"}}`.
///
/// Over 400 lines: the decoder and encoder switches for every modifier. The architecture issue (#9,
/// "codecs as values") replaces them with one codec value per modifier, in its own file.
extension ViewModifierValue: ArchiveCodable {
  /// Every modifier name the archive reads.
  public static let names = [
    "padding", "frame", "fixedSize", "layoutPriority", "aspectRatio", "offset", "position", "zIndex",
    "hidden", "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment", "gridCellAnchor", "font",
    "fontWeight", "fontDesign", "bold", "italic", "monospacedDigit", "monospaced", "lineLimit",
    "truncationMode",
    "multilineTextAlignment", "minimumScaleFactor", "kerning", "tracking", "baselineOffset", "lineSpacing",
    "textCase", "textScale",
    "strikethrough", "underline", "imageScale", "symbolVariant", "symbolRenderingMode", "foregroundStyle",
    "tint", "background", "overlay", "clipShape", "containerShape", "clipped",
    "cornerRadius", "mask", "opacity", "shadow", "rotationEffect", "scaleEffect", "luminanceToAlpha",
    "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorInvert", "colorMultiply",
    "blur",
    "compositingGroup", "blendMode",
    "containerBackground", "widgetAccentable", "widgetAccentedRenderingMode", "widgetURL", "widgetLabel",
    "widgetCurvesContent", "redacted",
    "unredacted", "privacySensitive", "environment", "gaugeStyle", "progressViewStyle", "buttonStyle",
    "labelStyle",
    "toggleStyle",
  ]

  /// Modifiers that make sense inside a `Text` concatenation (SwiftUI's `Text`-returning ones).
  public static let textNames: Set<String> = [
    "font", "fontWeight", "fontDesign", "bold", "italic", "monospacedDigit", "monospaced", "kerning",
    "tracking",
    "baselineOffset", "strikethrough", "underline", "foregroundStyle", "textCase", "textScale",
  ]

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
    self = try ViewModifierValue.decode(key, body, at: object.path)
  }

  // One switch keeps every modifier's JSON spelling in one place, next to `archiveJSON` below.
  // swiftlint:disable:next cyclomatic_complexity function_body_length
  private static func decode(_ key: String, _ body: JSONReader, at path: JSONPath) throws -> ViewModifierValue
  {
    func flag() throws -> Bool { try body.bool() }
    // These modifiers have no "off": `{"hidden": false}` would otherwise hide the view.
    func on() throws {
      guard try body.bool() else { throw body.mismatch("true") }
    }
    func fields(_ allowed: [String]) throws -> JSONObjectReader {
      let object = try body.object()
      try object.only(allowed)
      return object
    }
    switch key {
    case "padding":
      if case .number = body.value { return .padding(edges: .all, length: try body.coordinate()) }
      if case .string = body.value { return .padding(edges: try body.decode(), length: nil) }
      let object = try fields(["edges", "length", "insets"])
      if let insets = object.optional("insets") {
        if let key = ["edges", "length"].first(where: object.has) {
          throw ArchiveError(
            path: object.path.appending(key), "padding has \"insets\" or \"edges\" and \"length\", not both")
        }
        return .paddingInsets(try insets.decode())
      }
      return .padding(
        edges: try object.optional("edges")?.decode() ?? .all,
        length: try object.optional("length")?.coordinate()
      )
    case "frame":
      return .frame(try FrameValue(from: body))
    case "fixedSize":
      if case .bool(let both) = body.value { return .fixedSize(horizontal: both, vertical: both) }
      let object = try fields(["horizontal", "vertical"])
      return .fixedSize(
        horizontal: try object.optional("horizontal")?.bool() ?? false,
        vertical: try object.optional("vertical")?.bool() ?? false)
    case "layoutPriority": return .layoutPriority(try body.number())
    case "aspectRatio":
      let object = try fields(["ratio", "contentMode"])
      return .aspectRatio(
        try object.optional("ratio")?.number(min: 0, exclusiveMin: true),
        contentMode: try object.optional("contentMode")?.decode() ?? .fit)
    case "offset":
      let object = try fields(["x", "y"])
      return .offset(
        x: try object.optional("x")?.coordinate() ?? 0, y: try object.optional("y")?.coordinate() ?? 0)
    case "position":
      let object = try fields(["x", "y"])
      return .position(
        x: try object.optional("x")?.coordinate() ?? 0, y: try object.optional("y")?.coordinate() ?? 0)
    case "zIndex": return .zIndex(try body.number())
    case "hidden":
      try on()
      return .hidden
    case "gridCellColumns": return .gridCellColumns(Int(try body.number(min: 1, max: 100)))
    case "gridCellUnsizedAxes": return .gridCellUnsizedAxes(try body.decode())
    case "gridColumnAlignment": return .gridColumnAlignment(try body.decode())
    case "gridCellAnchor": return .gridCellAnchor(try body.decode())
    case "font": return .font(body.isNull ? nil : try body.decode())
    case "fontWeight": return .fontWeight(body.isNull ? nil : try body.decode())
    case "fontDesign": return .fontDesign(body.isNull ? nil : try body.decode())
    case "bold": return .bold(try flag())
    case "italic": return .italic(try flag())
    case "monospacedDigit":
      try on()
      return .monospacedDigit
    case "monospaced": return .monospaced(try flag())
    case "lineLimit":
      if body.isNull { return .lineLimit(nil) }
      if case .number = body.value { return .lineLimit(LineLimitValue(max: try body.integer(min: 1))) }
      let object = try fields(["min", "max", "reservesSpace"])
      let low = try object.optional("min")?.integer(min: 1)
      let high = try object.optional("max")?.integer(min: 1)
      if let low, let high, low > high {
        throw ArchiveError(path: object.path.appending("max"), "expected max ≥ min (\(low)), got \(high)")
      }
      return .lineLimit(
        LineLimitValue(
          min: low, max: high, reservesSpace: try object.optional("reservesSpace")?.bool() ?? false))
    case "truncationMode": return .truncationMode(try body.decode())
    case "multilineTextAlignment": return .multilineTextAlignment(try body.decode())
    case "minimumScaleFactor": return .minimumScaleFactor(try body.number(min: 0, max: 1, exclusiveMin: true))
    case "kerning": return .kerning(try body.coordinate())
    case "tracking": return .tracking(try body.coordinate())
    case "baselineOffset": return .baselineOffset(try body.coordinate())
    case "lineSpacing": return .lineSpacing(try body.coordinate())
    case "textCase": return .textCase(body.isNull ? nil : try body.decode())
    case "textScale": return .textScale(try body.decode())
    case "strikethrough": return .strikethrough(try TextLineValue(from: body))
    case "underline": return .underline(try TextLineValue(from: body))
    case "foregroundStyle":
      if case .array = body.value {
        let styles = try body.array { try $0.decode(ShapeStyleValue.self) }
        guard (1...3).contains(styles.count) else { throw body.mismatch("one to three styles") }
        return .foregroundStyle(styles)
      }
      return .foregroundStyle([try body.decode()])
    case "tint": return .tint(body.isNull ? nil : try body.decode())
    case "background": return .background(try DecorationValue(from: body))
    case "overlay": return .overlay(try DecorationValue(from: body))
    case "clipShape":
      if case .object(let raw) = body.value, raw["shape"] != nil {
        let object = try fields(["shape", "eoFill"])
        return .clipShape(
          try object.required("shape").decode(), eoFill: try object.optional("eoFill")?.bool() ?? false)
      }
      return .clipShape(try body.decode(), eoFill: false)
    case "containerShape": return .containerShape(try body.decode())
    case "clipped":
      try on()
      return .clipped
    case "cornerRadius": return .cornerRadius(try body.coordinate(min: 0))
    case "mask":
      let object = try fields(["content", "alignment"])
      return .mask(
        try object.required("content").decode(),
        alignment: try object.optional("alignment")?.decode() ?? .center)
    case "opacity": return .opacity(try body.number(min: 0, max: 1))
    case "shadow":
      let object = try fields(["color", "radius", "x", "y"])
      return .shadow(
        ShadowValue(
          color: try object.optional("color")?.decode() ?? ShadowValue.defaultColor,
          radius: try object.required("radius").coordinate(min: 0),
          x: try object.optional("x")?.coordinate() ?? 0, y: try object.optional("y")?.coordinate() ?? 0))
    case "rotationEffect":
      let object = try fields(["angle", "anchor"])
      return .rotationEffect(
        try object.required("angle").decode(), anchor: try object.optional("anchor")?.decode() ?? .center)
    case "scaleEffect":
      if case .number = body.value {
        let scale = try body.scaleFactor()
        return .scaleEffect(x: scale, y: scale, anchor: .center)
      }
      let object = try fields(["x", "y", "anchor"])
      return .scaleEffect(
        x: try object.optional("x")?.scaleFactor() ?? 1, y: try object.optional("y")?.scaleFactor() ?? 1,
        anchor: try object.optional("anchor")?.decode() ?? .center)
    case "luminanceToAlpha":
      try on()
      return .luminanceToAlpha
    case "imageScale": return .imageScale(try body.decode())
    case "symbolVariant": return .symbolVariant(try body.decode())
    case "symbolRenderingMode": return .symbolRenderingMode(body.isNull ? nil : try body.decode())
    case "brightness": return .brightness(try body.number(min: -1, max: 1))
    case "contrast": return .contrast(try body.number(min: -100, max: 100))
    case "saturation": return .saturation(try body.number(min: 0, max: 100))
    case "grayscale": return .grayscale(try body.number(min: 0, max: 1))
    case "hueRotation": return .hueRotation(try body.decode())
    case "colorInvert":
      try on()
      return .colorInvert
    case "colorMultiply": return .colorMultiply(try body.decode())
    case "blur":
      if case .number = body.value { return .blur(radius: try body.number(min: 0, max: 1000), opaque: false) }
      let object = try fields(["radius", "opaque"])
      return .blur(
        radius: try object.required("radius").number(min: 0, max: 1000),
        opaque: try object.optional("opaque")?.bool() ?? false)
    case "compositingGroup":
      try on()
      return .compositingGroup
    case "blendMode": return .blendMode(try body.decode())
    case "containerBackground": return .containerBackground(try DecorationValue(from: body))
    case "widgetAccentable": return .widgetAccentable(try flag())
    case "widgetAccentedRenderingMode":
      return .widgetAccentedRenderingMode(body.isNull ? nil : try body.decode())
    case "widgetURL":
      if body.isNull { return .widgetURL(nil) }
      return .widgetURL(try ViewModifierValue.url(body))
    case "widgetLabel":
      if case .string = body.value {
        return .widgetLabel(ViewNode(.text(.verbatim(try ViewNode.verbatim(body)))))
      }
      return .widgetLabel(try body.decode())
    case "widgetCurvesContent": return .widgetCurvesContent(try flag())
    case "redacted": return .redacted(try body.decode())
    case "unredacted":
      try on()
      return .unredacted
    case "privacySensitive": return .privacySensitive(try flag())
    case "environment":
      let object = try fields(["colorScheme", "layoutDirection", "timeZone"])
      var zone: String?
      if let reader = try object.optional("timeZone") {
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
    case "gaugeStyle": return .gaugeStyle(try body.decode())
    case "progressViewStyle": return .progressViewStyle(try body.decode())
    case "buttonStyle": return .buttonStyle(try body.decode())
    case "labelStyle": return .labelStyle(try body.decode())
    case "toggleStyle": return .toggleStyle(try body.decode())
    default:
      throw ArchiveError(
        path: path.appending(key),
        "unknown modifier \(ArchiveError.quoted(key))" + ViewModifierValue.suggestion(for: key))
    }
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
    switch self {
    case .padding(let edges, let length):
      if edges == .all, let length { return ("padding", .number(length)) }
      var object = JSONObject([("edges", edges.archiveJSON)])
      object.set("length", length)
      return ("padding", .object(object))
    case .paddingInsets(let insets): return ("padding", ["insets": insets.archiveJSON])
    case .frame(let frame): return ("frame", frame.archiveJSON)
    case .fixedSize(let h, let v):
      return ("fixedSize", h && v ? true : ["horizontal": .bool(h), "vertical": .bool(v)])
    case .layoutPriority(let p): return ("layoutPriority", .number(p))
    case .aspectRatio(let ratio, let mode):
      var object = JSONObject()
      object.set("ratio", ratio)
      object["contentMode"] = mode.archiveJSON
      return ("aspectRatio", .object(object))
    case .offset(let x, let y): return ("offset", ["x": .number(x), "y": .number(y)])
    case .position(let x, let y): return ("position", ["x": .number(x), "y": .number(y)])
    case .zIndex(let z): return ("zIndex", .number(z))
    case .hidden: return ("hidden", true)
    case .gridCellColumns(let count): return ("gridCellColumns", .number(Double(count)))
    case .gridCellUnsizedAxes(let axes): return ("gridCellUnsizedAxes", axes.archiveJSON)
    case .gridColumnAlignment(let alignment): return ("gridColumnAlignment", alignment.archiveJSON)
    case .gridCellAnchor(let anchor): return ("gridCellAnchor", anchor.archiveJSON)
    case .font(let font): return ("font", font?.archiveJSON ?? .null)
    case .fontWeight(let weight): return ("fontWeight", weight?.archiveJSON ?? .null)
    case .fontDesign(let design): return ("fontDesign", design?.archiveJSON ?? .null)
    case .bold(let on): return ("bold", .bool(on))
    case .italic(let on): return ("italic", .bool(on))
    case .monospacedDigit: return ("monospacedDigit", true)
    case .monospaced(let on): return ("monospaced", .bool(on))
    case .lineLimit(let limit):
      guard let limit else { return ("lineLimit", .null) }
      if limit.min == nil, !limit.reservesSpace, let max = limit.max {
        return ("lineLimit", .number(Double(max)))
      }
      var object = JSONObject()
      if let min = limit.min { object["min"] = .number(Double(min)) }
      if let max = limit.max { object["max"] = .number(Double(max)) }
      if limit.reservesSpace { object["reservesSpace"] = true }
      return ("lineLimit", .object(object))
    case .truncationMode(let mode): return ("truncationMode", mode.archiveJSON)
    case .multilineTextAlignment(let alignment): return ("multilineTextAlignment", alignment.archiveJSON)
    case .minimumScaleFactor(let factor): return ("minimumScaleFactor", .number(factor))
    case .kerning(let value): return ("kerning", .number(value))
    case .tracking(let value): return ("tracking", .number(value))
    case .baselineOffset(let value): return ("baselineOffset", .number(value))
    case .lineSpacing(let value): return ("lineSpacing", .number(value))
    case .textCase(let textCase): return ("textCase", textCase?.archiveJSON ?? .null)
    case .textScale(let scale): return ("textScale", scale.archiveJSON)
    case .strikethrough(let line): return ("strikethrough", line.archiveJSON)
    case .underline(let line): return ("underline", line.archiveJSON)
    case .foregroundStyle(let styles):
      return (
        "foregroundStyle", styles.count == 1 ? styles[0].archiveJSON : .array(styles.map(\.archiveJSON))
      )
    case .tint(let style): return ("tint", style?.archiveJSON ?? .null)
    case .background(let decoration): return ("background", decoration.archiveJSON)
    case .overlay(let decoration): return ("overlay", decoration.archiveJSON)
    case .clipShape(let shape, let eoFill):
      return ("clipShape", eoFill ? ["shape": shape.archiveJSON, "eoFill": true] : shape.archiveJSON)
    case .containerShape(let shape): return ("containerShape", shape.archiveJSON)
    case .clipped: return ("clipped", true)
    case .cornerRadius(let radius): return ("cornerRadius", .number(radius))
    case .mask(let node, let alignment):
      return ("mask", ["content": node.archiveJSON, "alignment": alignment.archiveJSON])
    case .opacity(let value): return ("opacity", .number(value))
    case .shadow(let shadow):
      return (
        "shadow",
        [
          "color": shadow.color.archiveJSON, "radius": .number(shadow.radius), "x": .number(shadow.x),
          "y": .number(shadow.y),
        ]
      )
    case .rotationEffect(let angle, let anchor):
      return ("rotationEffect", ["angle": angle.archiveJSON, "anchor": anchor.archiveJSON])
    case .scaleEffect(let x, let y, let anchor):
      return ("scaleEffect", ["x": .number(x), "y": .number(y), "anchor": anchor.archiveJSON])
    case .luminanceToAlpha: return ("luminanceToAlpha", true)
    case .imageScale(let scale): return ("imageScale", scale.archiveJSON)
    case .symbolVariant(let variant): return ("symbolVariant", variant.archiveJSON)
    case .symbolRenderingMode(let mode): return ("symbolRenderingMode", mode?.archiveJSON ?? .null)
    case .brightness(let amount): return ("brightness", .number(amount))
    case .contrast(let amount): return ("contrast", .number(amount))
    case .saturation(let amount): return ("saturation", .number(amount))
    case .grayscale(let amount): return ("grayscale", .number(amount))
    case .hueRotation(let angle): return ("hueRotation", angle.archiveJSON)
    case .colorInvert: return ("colorInvert", true)
    case .colorMultiply(let color): return ("colorMultiply", color.archiveJSON)
    case .blur(let radius, let opaque):
      return ("blur", opaque ? ["radius": .number(radius), "opaque": true] : .number(radius))
    case .compositingGroup: return ("compositingGroup", true)
    case .blendMode(let mode): return ("blendMode", mode.archiveJSON)
    case .containerBackground(let decoration): return ("containerBackground", decoration.archiveJSON)
    case .widgetAccentable(let on): return ("widgetAccentable", .bool(on))
    case .widgetAccentedRenderingMode(let mode):
      return ("widgetAccentedRenderingMode", mode?.archiveJSON ?? .null)
    case .widgetURL(let url): return ("widgetURL", url.map { .string($0) } ?? .null)
    case .widgetLabel(let node): return ("widgetLabel", node.archiveJSON)
    case .widgetCurvesContent(let on): return ("widgetCurvesContent", .bool(on))
    case .redacted(let reasons): return ("redacted", reasons.archiveJSON)
    case .unredacted: return ("unredacted", true)
    case .privacySensitive(let on): return ("privacySensitive", .bool(on))
    case .environment(let overrides):
      var object = JSONObject()
      object.set("colorScheme", overrides.colorScheme)
      object.set("layoutDirection", overrides.layoutDirection)
      if let zone = overrides.timeZone { object.set("timeZone", .string(zone)) }
      return ("environment", .object(object))
    case .gaugeStyle(let style): return ("gaugeStyle", style.archiveJSON)
    case .progressViewStyle(let style): return ("progressViewStyle", style.archiveJSON)
    case .buttonStyle(let style): return ("buttonStyle", style.archiveJSON)
    case .labelStyle(let style): return ("labelStyle", style.archiveJSON)
    case .toggleStyle(let style): return ("toggleStyle", style.archiveJSON)
    }
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
    if case .bool(let active) = reader.value {
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
