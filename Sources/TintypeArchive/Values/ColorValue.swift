/// A colour as the archive records it: concrete components, a system colour resolved at render
/// time for the colour scheme, or a named colour from the widget's assets.
public indirect enum ColorValue: Hashable, Sendable, ArchiveCodable {
  /// Components in 0…1 (extended values allowed) in a colour space, with an opacity.
  case rgb(red: Double, green: Double, blue: Double, opacity: Double, space: RGBColorSpace)
  /// A system colour (`.blue`, `.primary`, …) whose value depends on the colour scheme.
  case system(SystemColor, opacity: Double)
  /// A colour from the asset folder, looked up by name at render time.
  case asset(String, opacity: Double)
  /// One colour in light and another in dark (UIKit's dynamic colours: `.systemBackground`,
  /// `UIColor { traits in … }`), chosen by the render's colour scheme.
  case dynamic(light: ColorValue, dark: ColorValue)

  /// The colour with its opacity multiplied by `factor` (SwiftUI's `Color.opacity(_:)`).
  public func multiplyingOpacity(by factor: Double) -> ColorValue {
    switch self {
    case .rgb(let r, let g, let b, let o, let space):
      return .rgb(red: r, green: g, blue: b, opacity: o * factor, space: space)
    case .system(let color, let o): return .system(color, opacity: o * factor)
    case .asset(let name, let o): return .asset(name, opacity: o * factor)
    case .dynamic(let light, let dark):
      return .dynamic(light: light.multiplyingOpacity(by: factor), dark: dark.multiplyingOpacity(by: factor))
    }
  }

  /// JSON: `"#RRGGBB"`, `"#RRGGBBAA"`, a system colour name (`"blue"`, `"primary"`), or an object:
  /// `{"red": 1, "green": 0.5, "blue": 0, "opacity": 1, "colorSpace": "sRGB"}`,
  /// `{"white": 0.5}`, `{"system": "secondary", "opacity": 0.5}`, `{"asset": "BrandColor"}`,
  /// `{"light": "#FFFFFF", "dark": "#1C1C1E"}`.
  public init(from reader: JSONReader) throws {
    switch reader.value {
    case .string(let text):
      if text.hasPrefix("#") {
        guard let color = ColorValue(hex: text) else {
          throw reader.mismatch("a colour as \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        self = color
      } else if let system = SystemColor(rawValue: text) {
        self = .system(system, opacity: 1)
      } else {
        throw reader.mismatch(
          "a colour: \"#RRGGBB\", \"#RRGGBBAA\" or a system colour name (\"blue\", \"primary\", …)")
      }
    case .object:
      let object = try reader.object()
      let opacity = try object.optional("opacity")?.number(min: 0, max: 1) ?? 1
      if object.has("light") || object.has("dark") {
        try object.only(["light", "dark"])
        self = .dynamic(
          light: try object.required("light").decode(), dark: try object.required("dark").decode())
      } else if let name = object.optional("system") {
        try object.only(["system", "opacity"])
        self = .system(try name.enumeration(), opacity: opacity)
      } else if let name = object.optional("asset") {
        try object.only(["asset", "opacity"])
        self = .asset(try name.nonEmptyString(), opacity: opacity)
      } else if let white = object.optional("white") {
        try object.only(["white", "opacity", "colorSpace"])
        let w = try white.number()
        let space = try object.optional("colorSpace")?.enumeration(RGBColorSpace.self) ?? .sRGB
        self = .rgb(red: w, green: w, blue: w, opacity: opacity, space: space)
      } else {
        try object.only(["red", "green", "blue", "opacity", "colorSpace"])
        let space = try object.optional("colorSpace")?.enumeration(RGBColorSpace.self) ?? .sRGB
        self = .rgb(
          red: try object.required("red").number(), green: try object.required("green").number(),
          blue: try object.required("blue").number(), opacity: opacity, space: space)
      }
    default:
      throw reader.mismatch("a colour (a \"#RRGGBB\" string, a system colour name or an object)")
    }
  }

  public var archiveJSON: JSONValue {
    switch self {
    case .rgb(let r, let g, let b, let opacity, let space):
      var object = JSONObject([("red", .number(r)), ("green", .number(g)), ("blue", .number(b))])
      if opacity != 1 { object["opacity"] = .number(opacity) }
      if space != .sRGB { object["colorSpace"] = space.archiveJSON }
      return .object(object)
    case .system(let color, let opacity):
      if opacity == 1 { return color.archiveJSON }
      return ["system": color.archiveJSON, "opacity": .number(opacity)]
    case .asset(let name, let opacity):
      var object = JSONObject([("asset", .string(name))])
      if opacity != 1 { object["opacity"] = .number(opacity) }
      return .object(object)
    case .dynamic(let light, let dark):
      return ["light": light.archiveJSON, "dark": dark.archiveJSON]
    }
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  public init?(hex: String) {
    var digits = hex.dropFirst()
    // `UInt64(_:radix:)` also takes a sign, which would make "#+12345" a colour.
    guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
    let hasAlpha = digits.count == 8
    let shift: UInt64 = hasAlpha ? 8 : 0
    func channel(_ index: UInt64) -> Double { Double((value >> (shift + index * 8)) & 0xFF) / 255 }
    self = .rgb(
      red: channel(2), green: channel(1), blue: channel(0),
      opacity: hasAlpha ? Double(value & 0xFF) / 255 : 1, space: .sRGB)
  }
}

/// The colour spaces SwiftUI's `Color.RGBColorSpace` names.
public enum RGBColorSpace: String, ArchiveEnum {
  case sRGB, sRGBLinear, displayP3
}

/// Colours whose value the system chooses, by colour scheme (and, for `.accentColor`, by the app).
public enum SystemColor: String, ArchiveEnum {
  case primary, secondary
  case accentColor
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  case black, white, clear
}
