/// A font as the archive records it: a Dynamic Type text style or a point size, with weight,
/// design and variants; resolved to a face by the text system at render time.
public struct FontValue: Hashable, Sendable, ArchiveCodable {
  /// What sets the size.
  public enum Base: Hashable, Sendable {
    /// A Dynamic Type style (`.body`, `.title3`, …).
    case textStyle(FontTextStyle)
    /// A fixed size in points (`.system(size:)`).
    case size(Double)
    /// A named font (`.custom(_:size:relativeTo:)`); the text system maps unknown names to the
    /// default design.
    case custom(name: String, size: Double, relativeTo: FontTextStyle?)
  }

  /// What sets the size.
  public var base: Base
  /// The weight; `nil` is the style's own (regular for most).
  public var weight: FontWeight?
  /// The design; `nil` is the default design.
  public var design: FontDesign?
  /// The width; `nil` is the standard width.
  public var width: FontWidth?
  /// Whether the face is italic.
  public var italic: Bool
  /// Whether digits are fixed-width, so that changing numbers keep their width.
  public var monospacedDigit: Bool
  /// Whether every character is fixed-width.
  public var monospaced: Bool
  /// Whether letters are drawn as small capitals (`Font.smallCaps()`).
  public var smallCaps: Bool
  /// The line spacing variant; `nil` is the standard leading.
  public var leading: FontLeading?

  /// A font with the given base and variants.
  public init(
    base: Base, weight: FontWeight? = nil, design: FontDesign? = nil, width: FontWidth? = nil,
    italic: Bool = false,
    monospacedDigit: Bool = false, monospaced: Bool = false, smallCaps: Bool = false,
    leading: FontLeading? = nil
  ) {
    self.base = base
    self.weight = weight
    self.design = design
    self.width = width
    self.italic = italic
    self.monospacedDigit = monospacedDigit
    self.monospaced = monospaced
    self.smallCaps = smallCaps
    self.leading = leading
  }

  /// JSON: a text style name (`"headline"`) or an object: `{"style": "title3", "weight": "bold"}`,
  /// `{"size": 24, "weight": "semibold", "design": "rounded"}`,
  /// `{"custom": "Inter", "size": 12, "relativeTo": "body"}`; flags `italic`, `monospacedDigit`,
  /// `monospaced`, `smallCaps`; `leading` is `"standard"`, `"tight"` or `"loose"`.
  public init(from reader: JSONReader) throws {
    if case .string = reader.value {
      self.init(base: .textStyle(try reader.enumeration()))
      return
    }
    let object = try reader.object()
    try object.only([
      "style", "size", "custom", "relativeTo", "weight", "design", "width", "italic", "monospacedDigit",
      "monospaced",
      "smallCaps", "leading",
    ])
    try object.exclusive(["custom", "style"], in: "a font")
    try object.check("relativeTo", needs: "custom")
    let base: Base
    if let name = object.optional("custom") {
      base = .custom(
        name: try name.nonEmptyString(), size: try object.required("size").number(min: 1, max: 1000),
        relativeTo: try object.optional("relativeTo")?.enumeration())
    } else if let style = object.optional("style") {
      if object.has("size") {
        throw ArchiveError(
          path: object.path.appending("size"), "a font has a \"style\" or a \"size\", not both")
      }
      base = .textStyle(try style.enumeration())
    } else if let size = object.optional("size") {
      base = .size(try size.number(min: 1, max: 1000))
    } else {
      throw reader.error("a font needs \"style\", \"size\" or \"custom\"")
    }
    self.init(
      base: base, weight: try object.optional("weight")?.enumeration(),
      design: try object.optional("design")?.enumeration(),
      width: try object.optional("width")?.enumeration(),
      italic: try object.optional("italic")?.bool() ?? false,
      monospacedDigit: try object.optional("monospacedDigit")?.bool() ?? false,
      monospaced: try object.optional("monospaced")?.bool() ?? false,
      smallCaps: try object.optional("smallCaps")?.bool() ?? false,
      leading: try object.optional("leading")?.enumeration())
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    switch base {
    case .textStyle(let style):
      object["style"] = style.archiveJSON
    case .size(let size):
      object["size"] = .number(size)
    case .custom(let name, let size, let relativeTo):
      object["custom"] = .string(name)
      object["size"] = .number(size)
      object.set("relativeTo", relativeTo)
    }
    object.set("weight", weight)
    object.set("design", design)
    object.set("width", width)
    if italic { object["italic"] = true }
    if monospacedDigit { object["monospacedDigit"] = true }
    if monospaced { object["monospaced"] = true }
    if smallCaps { object["smallCaps"] = true }
    object.set("leading", leading)
    if object.members.count == 1, case .textStyle(let style) = base { return style.archiveJSON }
    return .object(object)
  }
}

/// Dynamic Type text styles (SwiftUI's `Font.TextStyle`).
public enum FontTextStyle: String, ArchiveEnum {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  case extraLargeTitle, extraLargeTitle2
}

/// Font weights (SwiftUI's `Font.Weight`), lightest first.
public enum FontWeight: String, ArchiveEnum, Comparable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The CSS / OpenType weight class (100…900) this weight corresponds to. Apple's scale puts
  /// `.ultraLight` (−0.8) below `.thin` (−0.6), so ultraLight is 100 and thin 200.
  public var weightClass: Int {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.weightClass < rhs.weightClass }
}

/// Font designs (SwiftUI's `Font.Design`).
public enum FontDesign: String, ArchiveEnum {
  case `default`, serif, rounded, monospaced
}

/// Font widths (SwiftUI's `Font.Width`).
public enum FontWidth: String, ArchiveEnum {
  case compressed, condensed, standard, expanded
}

/// Line spacing variants of a font (SwiftUI's `Font.Leading`).
public enum FontLeading: String, ArchiveEnum {
  case standard, tight, loose
}

/// Where text is cut when it does not fit (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, ArchiveEnum {
  case head, middle, tail
}

/// The size of text relative to its font (SwiftUI's `Text.Scale`).
public enum TextScale: String, ArchiveEnum {
  case `default`, secondary
}

/// Case transformation of text (SwiftUI's `Text.Case`).
public enum TextCase: String, ArchiveEnum {
  case uppercase, lowercase
}

/// How `Text(date, style:)` shows a date (SwiftUI's `Text.DateStyle`).
public enum TextDateStyle: String, ArchiveEnum {
  case time, date, relative, offset, timer
}

/// The line pattern of underlines and strikethroughs (SwiftUI's `Text.LineStyle.Pattern`).
public enum LinePattern: String, ArchiveEnum {
  case solid, dot, dash, dashDot, dashDotDot
}
