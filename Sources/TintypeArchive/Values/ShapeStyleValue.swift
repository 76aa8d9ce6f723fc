/// How a shape or text is filled: a colour, a gradient, or one of SwiftUI's semantic styles that
/// resolve at render time (`.primary`, `.tint`, `.fill.secondary`, `.background`).
public indirect enum ShapeStyleValue: Hashable, Sendable, ArchiveCodable {
  /// A colour.
  case color(ColorValue)
  /// The current foreground style at a hierarchy level (`.primary` … `.quinary`, SwiftUI's
  /// `HierarchicalShapeStyle`).
  case hierarchical(HierarchyLevel)
  /// The environment's tint (`.tint`).
  case tint
  /// The system background (`.background`).
  case background
  /// The system fill colours (`.fill`, `.fill.secondary`, …).
  case fill(HierarchyLevel)
  /// A gradient.
  case gradient(GradientValue)
  /// SwiftUI's `Color.gradient`: a subtle vertical gradient derived from one colour.
  case colorGradient(ColorValue)
  /// Another style at a lower hierarchy level (`Color.blue.secondary`).
  case level(ShapeStyleValue, HierarchyLevel)
  /// Another style with its opacity multiplied (`.opacity(0.5)` on a style).
  case opacity(ShapeStyleValue, Double)
  /// A system material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
  case material(MaterialKind)

  /// JSON: a colour (see `ColorValue`), a semantic name (`"primary"` … `"quinary"`, `"tint"`,
  /// `"background"`, `"fill"`), or an object: `{"fill": "secondary"}`,
  /// `{"linearGradient": …}` (see `GradientValue`), `{"colorGradient": "#FF0000"}`,
  /// `{"style": …, "level": "secondary"}`, `{"style": …, "opacity": 0.5}`, `{"material": "thin"}`.
  public init(from reader: JSONReader) throws {
    if case .string(let name) = reader.value {
      switch name {
      case "tint":
        self = .tint
        return
      case "background":
        self = .background
        return
      case "fill":
        self = .fill(.primary)
        return
      case "tertiary", "quaternary", "quinary":
        self = .hierarchical(HierarchyLevel(rawValue: name)!)
        return
      // "primary" and "secondary" are Color names too; as styles SwiftUI treats `.primary` as the
      // hierarchical style, which is the same colour unless a custom foreground style is set.
      case "primary":
        self = .hierarchical(.primary)
        return
      case "secondary":
        self = .hierarchical(.secondary)
        return
      default:
        self = .color(try ColorValue(from: reader))
        return
      }
    }
    guard case .object(let raw) = reader.value else {
      throw reader.mismatch(
        "a shape style: a colour, a semantic name such as \"secondary\", or a gradient object")
    }
    let object = try reader.object()
    if raw["material"] != nil {
      try object.only(["material"])
      self = .material(try object.required("material").enumeration())
    } else if raw["fill"] != nil {
      try object.only(["fill"])
      self = .fill(try object.required("fill").enumeration())
    } else if raw["colorGradient"] != nil {
      try object.only(["colorGradient"])
      self = .colorGradient(try object.required("colorGradient").decode())
    } else if raw["style"] != nil {
      let base = try object.required("style").decode(ShapeStyleValue.self)
      if let level = object.optional("level") {
        try object.only(["style", "level"])
        self = .level(base, try level.enumeration())
      } else {
        try object.only(["style", "opacity"])
        self = .opacity(base, try object.required("opacity").number(min: 0, max: 1))
      }
    } else if GradientValue.kindKeys.contains(where: { raw[$0] != nil }) {
      self = .gradient(try GradientValue(from: reader))
    } else {
      self = .color(try ColorValue(from: reader))
    }
  }

  public var archiveJSON: JSONValue {
    switch self {
    case .color(.system(let system, 1)) where system == .primary || system == .secondary:
      // The bare names mean the hierarchical styles; the colour itself is written as an object.
      return ["system": .string(system.rawValue)]
    case .color(let color): return color.archiveJSON
    case .hierarchical(let level): return .string(level.rawValue)
    case .tint: return "tint"
    case .background: return "background"
    case .fill(let level): return level == .primary ? "fill" : ["fill": level.archiveJSON]
    case .gradient(let gradient): return gradient.archiveJSON
    case .colorGradient(let color): return ["colorGradient": color.archiveJSON]
    case .level(let style, let level): return ["style": style.archiveJSON, "level": level.archiveJSON]
    case .opacity(let style, let opacity): return ["style": style.archiveJSON, "opacity": .number(opacity)]
    case .material(let kind): return ["material": kind.archiveJSON]
    }
  }
}

/// SwiftUI's materials, thinnest to thickest, and the bar material.
public enum MaterialKind: String, ArchiveEnum {
  case ultraThin, thin, regular, thick, ultraThick, bar
}

/// SwiftUI's hierarchy of content prominence.
public enum HierarchyLevel: String, ArchiveEnum {
  case primary, secondary, tertiary, quaternary, quinary
}

/// A gradient: its colour stops and its geometry.
public struct GradientValue: Hashable, Sendable, ArchiveCodable {
  /// One colour at a location in 0…1.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: ColorValue
    /// Where the colour sits along the gradient, 0…1.
    public var location: Double
    /// A stop of `color` at `location`.
    public init(color: ColorValue, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// Where the colours go.
  public enum Geometry: Hashable, Sendable {
    case linear(startPoint: UnitPoint, endPoint: UnitPoint)
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// Radii as fractions of the bounding box (SwiftUI's `EllipticalGradient`).
    case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
  }

  /// The colour stops.
  public var stops: [Stop]
  /// Where the colours go.
  public var geometry: Geometry

  /// A gradient with stops and geometry.
  public init(stops: [Stop], geometry: Geometry) {
    self.stops = stops
    self.geometry = geometry
  }

  static let kindKeys = ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"]

  /// JSON: `{"linearGradient": {"stops": [{"color": "#1E3A8A", "location": 0}, …],
  /// "startPoint": "top", "endPoint": "bottom"}}`; `"colors": [...]` spaces the colours evenly.
  /// Radial: `center`, `startRadius`, `endRadius`; angular: `center`, `startAngle`, `endAngle`;
  /// elliptical: `center`, `startRadiusFraction`, `endRadiusFraction`.
  public init(from reader: JSONReader) throws {
    let outer = try reader.object()
    guard outer.object.members.count == 1, let kind = outer.object.keys.first,
      GradientValue.kindKeys.contains(kind)
    else {
      throw reader.error(
        "expected exactly one of " + GradientValue.kindKeys.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    let body = try outer.required(kind)
    let object = try body.object()
    var common = ["stops", "colors"]
    switch kind {
    case "linearGradient":
      common += ["startPoint", "endPoint"]
      try object.only(common)
      geometry = .linear(
        startPoint: try object.optional("startPoint")?.decode() ?? .top,
        endPoint: try object.optional("endPoint")?.decode() ?? .bottom)
    case "radialGradient":
      common += ["center", "startRadius", "endRadius"]
      try object.only(common)
      geometry = .radial(
        center: try object.optional("center")?.decode() ?? .center,
        startRadius: try object.optional("startRadius")?.coordinate(min: 0) ?? 0,
        endRadius: try object.required("endRadius").coordinate(min: 0))
    case "angularGradient":
      common += ["center", "startAngle", "endAngle"]
      try object.only(common)
      geometry = .angular(
        center: try object.optional("center")?.decode() ?? .center,
        startAngle: try object.optional("startAngle")?.decode() ?? .zero,
        endAngle: try object.optional("endAngle")?.decode() ?? .degrees(360))
    default:
      common += ["center", "startRadiusFraction", "endRadiusFraction"]
      try object.only(common)
      geometry = .elliptical(
        center: try object.optional("center")?.decode() ?? .center,
        startRadiusFraction: try object.optional("startRadiusFraction")?.number(min: 0) ?? 0,
        endRadiusFraction: try object.optional("endRadiusFraction")?.number(min: 0) ?? 0.5)
    }
    try object.exclusive(["stops", "colors"], in: "a gradient")
    if let stopsReader = object.optional("stops") {
      stops = try stopsReader.array(
        maximum: ArchiveLimits.maximumGradientStops, limit: "maximumGradientStops"
      ) {
        element in
        let stop = try element.object()
        try stop.only(["color", "location"])
        return Stop(
          color: try stop.required("color").decode(),
          location: try stop.required("location").number(min: 0, max: 1))
      }
    } else if let colorsReader = object.optional("colors") {
      let colors = try colorsReader.array(
        maximum: ArchiveLimits.maximumGradientStops, limit: "maximumGradientStops"
      ) {
        try $0.decode(ColorValue.self)
      }
      stops = GradientValue.evenlySpaced(colors)
    } else {
      throw body.error("missing required key \"stops\" (or \"colors\")")
    }
    if stops.isEmpty { throw body.error("a gradient needs at least one stop") }
  }

  /// Stops for colours spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)` does.
  public static func evenlySpaced(_ colors: [ColorValue]) -> [Stop] {
    colors.enumerated().map { index, color in
      Stop(color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
    }
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    let stopsJSON = JSONValue.array(
      stops.map { ["color": $0.color.archiveJSON, "location": .number($0.location)] })
    let key: String
    switch geometry {
    case .linear(let start, let end):
      key = "linearGradient"
      object["startPoint"] = start.archiveJSON
      object["endPoint"] = end.archiveJSON
    case .radial(let center, let startRadius, let endRadius):
      key = "radialGradient"
      object["center"] = center.archiveJSON
      object["startRadius"] = .number(startRadius)
      object["endRadius"] = .number(endRadius)
    case .angular(let center, let startAngle, let endAngle):
      key = "angularGradient"
      object["center"] = center.archiveJSON
      object["startAngle"] = startAngle.archiveJSON
      object["endAngle"] = endAngle.archiveJSON
    case .elliptical(let center, let startFraction, let endFraction):
      key = "ellipticalGradient"
      object["center"] = center.archiveJSON
      object["startRadiusFraction"] = .number(startFraction)
      object["endRadiusFraction"] = .number(endFraction)
    }
    object["stops"] = stopsJSON
    return .object(JSONObject([(key, .object(object))]))
  }
}
