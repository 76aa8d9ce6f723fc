import Foundation
import TintypeArchive

/// An image set (`NAME.imageset/Contents.json`): its variants by idiom, scale and appearance, and
/// how the image is drawn.
public struct ImageSet: Sendable {
  /// One slot of the set that has a file.
  public struct Variant: Sendable, Hashable {
    /// The image file.
    public var file: URL
    /// `universal`, `iphone`, `ipad`, `watch`, `mac`, `vision`, …
    public var idiom: String
    /// `1x`, `2x`, `3x` as a number; `nil` for a single-scale image (often a PDF or SVG).
    public var scale: Double?
    /// The appearance it is for.
    public var appearance: AssetAppearance
  }

  /// How Xcode is told to draw the image (`template-rendering-intent`).
  public enum RenderingIntent: String, Sendable {
    case original, template
  }

  /// The image's name (with its namespace folders, `Icons/star`).
  public var name: String
  /// The slots that have files.
  public var variants: [Variant]
  /// `template-rendering-intent`, when set.
  public var renderingIntent: RenderingIntent?
  /// `preserves-vector-representation`.
  public var preservesVector: Bool

  init(name: String, folder: URL, reader: JSONReader) throws {
    self.name = name
    let object = try reader.object()
    try object.only(["images", "info", "properties"])
    variants = []
    for entry in try object.optional("images")?.array() ?? [] {
      let slot = try entry.object()
      try slot.only([
        "filename", "idiom", "scale", "appearances", "subtype", "width-class", "height-class",
        "display-gamut", "language-direction", "memory", "graphics-feature-set", "screen-width", "locale",
      ])
      guard let filename = slot.optional("filename") else { continue }
      let file = try filename.nonEmptyString()
      guard !file.contains("/"), !file.hasPrefix(".") else {
        throw filename.error("a file name inside the image set, not a path")
      }
      var scale: Double?
      if let text = slot.optional("scale") {
        let written = try text.string()
        guard written.hasSuffix("x"), let value = Double(written.dropLast()), value > 0, value <= 4 else {
          throw text.error("expected \"1x\", \"2x\" or \"3x\", got \(ArchiveError.quoted(written))")
        }
        scale = value
      }
      variants.append(
        Variant(
          file: folder.appendingPathComponent(file),
          idiom: try slot.optional("idiom")?.string() ?? "universal", scale: scale,
          appearance: try AssetAppearance(slot.optional("appearances"))))
    }
    let properties = try object.optional("properties")?.object()
    renderingIntent = try properties?.optional("template-rendering-intent").map {
      let text = try $0.string()
      guard let intent = RenderingIntent(rawValue: text) else {
        throw $0.error("expected \"original\" or \"template\", got \(ArchiveError.quoted(text))")
      }
      return intent
    }
    preservesVector = try properties?.optional("preserves-vector-representation")?.bool() ?? false
  }

  /// The variant for a render: the idiom preferred (`idioms`, in order, then any), then the best
  /// appearance for `scheme`, then the scale: the exact one, else the largest (downsampling looks
  /// better than upsampling), a single-scale image last. `nil` when no slot suits the scheme.
  public func variant(scale: Double, scheme: ColorScheme, idioms: [String] = ["universal", "iphone"])
    -> Variant?
  {
    let suitable = variants.compactMap { variant in
      variant.appearance.score(for: scheme).map { (variant, $0) }
    }
    guard !suitable.isEmpty else { return nil }
    let idiom = idioms.first { wanted in suitable.contains { $0.0.idiom == wanted } } ?? suitable[0].0.idiom
    let sameIdiom = suitable.filter { $0.0.idiom == idiom }
    let bestAppearance = sameIdiom.map(\.1).max()!
    let candidates = sameIdiom.filter { $0.1 == bestAppearance }.map(\.0)
    return candidates.first { $0.scale == scale }
      ?? candidates.filter { $0.scale != nil }.max { $0.scale! < $1.scale! }
      ?? candidates.first
  }
}

/// A colour set (`NAME.colorset/Contents.json`): a colour per idiom and appearance.
public struct ColorSet: Sendable {
  /// One colour of the set.
  public struct Variant: Sendable, Hashable {
    /// `universal`, `iphone`, …
    public var idiom: String
    /// The appearance it is for.
    public var appearance: AssetAppearance
    /// The colour.
    public var color: CatalogColor
  }

  /// The colour's name (with its namespace folders).
  public var name: String
  /// Its colours. Empty for a set that declares none, as Xcode's template `AccentColor.colorset`
  /// does (`"colors": [{"idiom": "universal"}]`): Xcode reads such a slot as "no colour set here",
  /// not as an error, and so does Tintype.
  public var variants: [Variant]

  init(name: String, reader: JSONReader) throws {
    self.name = name
    let object = try reader.object()
    try object.only(["colors", "info", "properties"])
    variants = try (object.optional("colors")?.array() ?? []).compactMap { entry in
      let slot = try entry.object()
      try slot.only(["color", "idiom", "appearances", "display-gamut", "subtype"])
      guard slot.has("color") else { return nil }
      return Variant(
        idiom: try slot.optional("idiom")?.string() ?? "universal",
        appearance: try AssetAppearance(slot.optional("appearances")),
        color: try CatalogColor(try slot.required("color")))
    }
  }

  /// The colour for `scheme`, by the same rule as images: preferred idiom, then exact appearance over Any.
  public func color(for scheme: ColorScheme, idioms: [String] = ["universal", "iphone"]) -> CatalogColor? {
    let suitable = variants.compactMap { variant in
      variant.appearance.score(for: scheme).map { (variant, $0) }
    }
    guard !suitable.isEmpty else { return nil }
    let idiom = idioms.first { wanted in suitable.contains { $0.0.idiom == wanted } } ?? suitable[0].0.idiom
    return suitable.filter { $0.0.idiom == idiom }.max { $0.1 < $1.1 }?.0.color
  }
}

/// A custom symbol (`NAME.symbolset`): the symbol template (SVG) that `Image("NAME")` draws as a
/// symbol, at the text's weight and scale.
public struct SymbolSet: Sendable {
  /// The asset's name (with its namespace).
  public var name: String
  /// The template file: the universal one, else the first the set names.
  public var file: URL

  /// The set, or nil when it names no template file (an empty slot Xcode shows; nothing to draw).
  init?(name: String, folder: URL, reader: JSONReader) throws {
    self.name = name
    let object = try reader.object()
    try object.only(["symbols", "info", "properties"])
    var files: [(idiom: String, file: URL)] = []
    for entry in try object.optional("symbols")?.array() ?? [] {
      let slot = try entry.object()
      try slot.only(["filename", "idiom", "language-direction", "locale"])
      guard let filename = slot.optional("filename") else { continue }
      let file = try filename.nonEmptyString()
      guard !file.contains("/"), !file.hasPrefix(".") else {
        throw filename.error("a file name inside the symbol set, not a path")
      }
      files.append((try slot.optional("idiom")?.string() ?? "universal", folder.appendingPathComponent(file)))
    }
    guard let chosen = files.first(where: { $0.idiom == "universal" }) ?? files.first else { return nil }
    file = chosen.file
  }
}
