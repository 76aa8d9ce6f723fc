import Foundation
import TintypeArchive
import TintypeAssetCatalog
import TintypeCore
import TintypePDF
import TintypeRaster
import TintypeSVG
import TintypeScene

/// The images and colours an archive refers to by name, looked up in asset folders.
///
/// Images are PNG (or JPEG: `.jpg`, `.jpeg`) files named `NAME.png`, `NAME@2x.png` or `NAME@3x.png` (the scale says how many
/// pixels make a point, as in Xcode asset catalogs); the variant closest to the render scale wins.
/// Colours come from a `colors.json` in a folder: `{"Brand": "#FF6600"}` or
/// `{"Brand": {"light": "#FF6600", "dark": "#FF8833"}}`. Decoded images are cached.
///
/// A folder that is an Xcode asset catalog (`Assets.xcassets`), or holds some, is read as Xcode
/// reads it (`XCAssetCatalog`): image sets give `Image("name")` by scale and by the render's colour
/// scheme (dark variants), with their template rendering intent; colour sets give `Color("name")` in
/// light and dark. Catalogs come before plain files of the same folder.
public final class AssetCatalog: @unchecked Sendable {
  /// The folders searched, in order.
  public let folders: [URL]
  let lock = Lock()
  private var images: [String: DecodedImage] = [:]
  /// Named colours in light and dark, from `colors.json` files and colour sets.
  public private(set) var colors: [String: (light: RGBAColor, dark: RGBAColor)] = [:]
  /// The Xcode asset catalogs among (or inside) the folders, in search order.
  public let catalogs: [XCAssetCatalog]
  /// The folders of SF Symbol templates exported by the user (`--symbols`), in search order.
  public let symbolFolders: [URL]
  /// Their templates by symbol name (`heart.fill.svg` → `heart.fill`), the first folder's winning.
  let symbolFiles: [String: URL]
  /// Parsed symbol templates, by file (guarded by `lock`).
  var templateCache: [URL: SymbolTemplate] = [:]

  /// A catalog over `folders`; reads every `colors.json` and asset catalog at once so that a bad one
  /// fails early; the error names the file and the JSON path. `symbols` are folders of SF Symbol
  /// templates (SVG files named as the symbols, as the SF Symbols app exports them), searched
  /// through for `Image(systemName:)`.
  public init(folders: [URL], symbols: [URL] = []) throws(ArchiveError) {
    self.folders = folders
    symbolFolders = symbols
    symbolFiles = try Self.symbolTemplates(in: symbols)
    var catalogs: [XCAssetCatalog] = []
    for folder in folders {
      if XCAssetCatalog.isCatalog(folder) {
        catalogs.append(try Self.catalog(folder))
      } else {
        for child in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        where XCAssetCatalog.isCatalog(URL(fileURLWithPath: child)) {
          catalogs.append(try Self.catalog(folder.appendingPathComponent(child)))
        }
      }
    }
    self.catalogs = catalogs
    for catalog in catalogs {
      for (name, set) in catalog.colors.sorted(by: { $0.key < $1.key }) where colors[name] == nil {
        guard let light = set.color(for: .light).flatMap(AssetCatalog.concrete) else { continue }
        let dark = set.color(for: .dark).flatMap(AssetCatalog.concrete) ?? light
        colors[name] = (light, dark)
      }
    }
    for folder in folders {
      let file = folder.appendingPathComponent("colors.json")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      for (name, pair) in try AssetCatalog.readColors(file) where colors[name] == nil { colors[name] = pair }
    }
  }

  /// The Xcode asset catalog at `folder`.
  private static func catalog(_ folder: URL) throws(ArchiveError) -> XCAssetCatalog {
    try ArchiveError.decoding(file: folder.path) { try XCAssetCatalog(contentsOf: folder) }
  }

  /// The colours of one `colors.json`; errors name the file and the JSON path.
  private static func readColors(_ file: URL) throws(ArchiveError) -> [String: (
    light: RGBAColor, dark: RGBAColor
  )] {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ArchiveError(path: .root, "cannot read the file", file: file.path)
    }
    return try ArchiveError.decoding(file: file.path) {
      var result: [String: (light: RGBAColor, dark: RGBAColor)] = [:]
      let object = try JSONReader(try JSONParser.parse(data)).object()
      for key in object.object.keys {
        let entry = try object.required(key)
        if case .object = entry.value {
          let pair = try entry.object()
          try pair.only(["light", "dark"])
          let light = try concrete(try pair.required("light").decode(ColorValue.self), entry)
          let dark =
            try pair.optional("dark").map { try concrete(try $0.decode(ColorValue.self), entry) } ?? light
          result[key] = (light, dark)
        } else {
          let color = try concrete(try entry.decode(ColorValue.self), entry)
          result[key] = (color, color)
        }
      }
      return result
    }
  }

  /// A catalog colour as sRGB; a system reference by the name Xcode writes (`systemBlueColor`,
  /// `labelColor`) in the light palette, `nil` for references this palette does not have.
  static func concrete(_ color: CatalogColor) -> RGBAColor? {
    switch color {
    case .rgb(let red, let green, let blue, let alpha, let space):
      return RGBAColor(components: red, green, blue, opacity: alpha, space: space)
    case .reference(let name):
      let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
      switch bare {
      case "label": return SystemPalette.system(.primary, .light)
      case "secondaryLabel": return SystemPalette.system(.secondary, .light)
      case "white": return RGBAColor(255, 255, 255)
      case "black": return RGBAColor(0, 0, 0)
      case "clear": return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
      default:
        let system =
          bare.hasPrefix("system") ? bare.dropFirst(6).prefix(1).lowercased() + bare.dropFirst(7) : bare
        return SystemColor(rawValue: system).map { SystemPalette.system($0, .light) }
      }
    }
  }

  private static func concrete(_ value: ColorValue, _ reader: JSONReader) throws -> RGBAColor {
    guard case .rgb(let r, let g, let b, let opacity, let space) = value else {
      throw reader.error("an asset colour must be concrete (\"#RRGGBB\" or components)")
    }
    return RGBAColor(components: r, g, b, opacity: opacity, space: space)
  }

  /// Why an image could not be had.
  public enum LookupError: Error, CustomStringConvertible {
    case invalidName(String)
    case missing(String, folders: [URL])
    case unreadable(String, file: String, reason: String)

    public var description: String {
      switch self {
      case .invalidName(let name):
        return
          "image name \(ArchiveError.quoted(name)) must be a plain name (no folders, no \"..\"), so assets stay inside their folders"
      case .missing(let name, let folders):
        let list =
          folders.isEmpty
          ? "no asset folders were given" : "looked in " + folders.map(\.path).joined(separator: ", ")
        let short = ArchiveError.shortened(name)
        return
          "no image \(ArchiveError.quoted(name)) (\(short).png, \(short)@2x.png or \(short)@3x.png); \(list)"
      case .unreadable(let name, let file, let reason):
        return "image \(ArchiveError.quoted(name)) (\(file)) cannot be read: \(reason)"
      }
    }
  }

  /// The files of the image called `name`: every variant of its image set in the first catalog that
  /// has it, or every scale variant in the first folder that has one.
  public func files(named name: String) -> [URL] {
    if let set = catalogs.lazy.compactMap({ $0.images[name] }).first { return set.variants.map(\.file) }
    if let symbol = symbolSet(named: name) { return [symbol.file] }
    let raster = variants(named: name).map(\.url)
    if !raster.isEmpty { return raster }
    return vectorFile(named: name).map { [$0] } ?? []
  }

  /// What a render of `Image(name)` reads, as the lookup resolves it now: a line that says how the
  /// name resolved (the image set's variants and rendering intent, or the plain files with their
  /// scales, or `missing`) and the files whose bytes are drawn. Two catalogs giving the same line and
  /// files of the same bytes draw the same image: what a cache key needs.
  public func imageSource(named name: String) -> (resolution: String, files: [URL]) {
    if let set = imageSet(named: name) {
      let variants = set.variants.map { "\($0.file.path) \($0.idiom) \($0.scale ?? 0) \($0.appearance)" }
      return (
        "set \(set.renderingIntent?.rawValue ?? "-") " + variants.joined(separator: ", "),
        set.variants.map(\.file)
      )
    }
    if let symbol = symbolSet(named: name) { return ("symbol \(symbol.file.path)", [symbol.file]) }
    let raster = variants(named: name)
    if !raster.isEmpty {
      return (
        "files " + raster.map { "\($0.url.path) \($0.scale)" }.joined(separator: ", "), raster.map(\.url)
      )
    }
    if let vector = vectorFile(named: name) { return ("vector \(vector.path)", [vector]) }
    return ("missing", [])
  }

  /// What a render of `Color(name)` reads: the colour's light and dark values as the lookup resolves
  /// them now (catalog colour sets before `colors.json`), or `missing`.
  public func colorSource(named name: String) -> String {
    guard let pair = colors[name] else { return "missing" }
    return [pair.light, pair.dark].map { "\($0.red) \($0.green) \($0.blue) \($0.alpha)" }.joined(
      separator: " / ")
  }

  /// `name.svg` or `name.pdf` in the first folder that has either.
  private func vectorFile(named name: String) -> URL? {
    for folder in folders {
      for kind in Self.vectorKinds {
        let file = folder.appendingPathComponent(name + "." + kind)
        if FileManager.default.fileExists(atPath: file.path) { return file }
      }
    }
    return nil
  }

  /// The vector formats read, by file extension.
  static let vectorKinds = ["svg", "pdf"]

  /// The image set called `name` in the first catalog that has it.
  public func imageSet(named name: String) -> ImageSet? {
    catalogs.lazy.compactMap { $0.images[name] }.first
  }

  /// The scale variants of `name` in the first folder that has any, with the scale each declares.
  private func variants(named name: String) -> [(url: URL, scale: Double)] {
    for folder in folders {
      let found = [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)].flatMap { suffix, scale in
        ["png", "jpg", "jpeg"].map { (folder.appendingPathComponent(name + suffix + "." + $0), scale) }
      }
      .filter { FileManager.default.fileExists(atPath: $0.0.path) }
      if !found.isEmpty { return found }
    }
    return []
  }

  /// The image called `name`, decoded, preferring the variant made for `scale` (and, from an asset
  /// catalog, for `scheme`).
  public func image(named name: String, scale: Double, scheme: ColorScheme = .light) throws(LookupError)
    -> DecodedImage
  {
    // A catalog's namespaced names have folders (`Icons/star`); nothing else may.
    if let set = imageSet(named: name) { return try catalogImage(set, scale: scale, scheme: scheme) }
    guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != ".", name != "..",
      !name.hasPrefix(".")
    else {
      throw LookupError.invalidName(name)
    }
    // Found once per name and scale: the folders are not searched again for the next render (a batch
    // renders the same images thousands of times; each search is nine file-system lookups).
    return try cached("\(name)@\(scale)") { () throws(LookupError) in
      let candidates = variants(named: name)
      // An SVG or PDF in a plain folder is drawn at the render's scale, like a catalog's vector image.
      if candidates.isEmpty, let vector = vectorFile(named: name) {
        return try vectorImage(name, file: vector, scale: scale)
      }
      // The exact scale if present, else the largest (downsampling looks better than upsampling).
      guard
        let (url, fileScale) = candidates.first(where: { $0.1 == scale })
          ?? candidates.max(by: { $0.1 < $1.1 })
      else {
        throw LookupError.missing(name, folders: folders)
      }
      return try rasterImage(name, file: url, scale: fileScale)
    }
  }

  /// The image cached under `key`, or the one `make` makes, kept for the next render.
  private func cached(_ key: String, _ make: () throws(LookupError) -> DecodedImage) throws(LookupError)
    -> DecodedImage
  {
    lock.lock()
    if let hit = images[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let made = try make()
    lock.lock()
    images[key] = made
    lock.unlock()
    return made
  }

  /// A PNG or JPEG file decoded, its pixels `scale` to a point; errors name the image `name`.
  private func rasterImage(_ name: String, file: URL, scale: Double) throws(LookupError) -> DecodedImage {
    do {
      return DecodedImage(canvas: try AssetCatalog.decode(file), scale: scale)
    } catch {
      throw LookupError.unreadable(name, file: file.path, reason: "\(error)")
    }
  }

  /// An SVG or PDF drawn at the render's `scale`, so that it stays sharp at any size it is drawn (the
  /// "Preserve Vector Data" behaviour; Tintype keeps the vector whatever the set says).
  private func vectorImage(_ name: String, file: URL, scale: Double) throws(LookupError) -> DecodedImage {
    try cached("vector:\(file.path)@\(scale)") { () throws(LookupError) in
      do {
        let data = try Data(contentsOf: file)
        let canvas: Canvas
        if file.pathExtension.lowercased() == "pdf" {
          let document = try PDFDocument(data: data)
          canvas = try document.render(
            pixelWidth: Int((document.width * scale).rounded()),
            pixelHeight: Int((document.height * scale).rounded()))
        } else {
          let document = try SVGDocument(data: data)
          canvas = try document.render(
            pixelWidth: Int((document.width * scale).rounded()),
            pixelHeight: Int((document.height * scale).rounded()))
        }
        return DecodedImage(canvas: canvas, scale: scale)
      } catch {
        throw LookupError.unreadable(name, file: file.path, reason: "\(error)")
      }
    }
  }

  /// A PNG or JPEG file's pixels, by its first bytes (a `.png` that is really a JPEG still reads).
  static func decode(_ url: URL) throws -> Canvas {
    try decode(Array(try Data(contentsOf: url)))
  }

  /// PNG or JPEG `bytes` decoded (by their first bytes).
  static func decode(_ bytes: [UInt8]) throws -> Canvas {
    if JPEGDecoder.isJPEG(bytes) { return try JPEGDecoder().decode(bytes) }
    return try PNGDecoder().decode(bytes)
  }

  /// An image set's variant for the render, decoded: PNG, JPEG or SVG (other formats are a clear error).
  private func catalogImage(_ set: ImageSet, scale: Double, scheme: ColorScheme) throws(LookupError)
    -> DecodedImage
  {
    guard let variant = set.variant(scale: scale, scheme: scheme) else {
      throw LookupError.unreadable(
        set.name, file: set.variants.first?.file.deletingLastPathComponent().path ?? set.name,
        reason: "the image set has no image for the \(scheme) appearance")
    }
    let kind = variant.file.pathExtension.lowercased()
    guard ["png", "jpg", "jpeg"].contains(kind) || Self.vectorKinds.contains(kind) else {
      throw LookupError.unreadable(
        set.name, file: variant.file.path,
        reason:
          "only PNG, JPEG, SVG and PDF images are read (\(variant.file.pathExtension.uppercased()) is not)"
      )
    }
    if Self.vectorKinds.contains(kind) { return try vectorImage(set.name, file: variant.file, scale: scale) }
    // A single-scale image is drawn at the render's scale: one pixel a point at 1x.
    return try cached("catalog:\(variant.file.path)") { () throws(LookupError) in
      try rasterImage(set.name, file: variant.file, scale: variant.scale ?? 1)
    }
  }
}
