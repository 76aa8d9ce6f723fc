import Foundation
import Testing
import TintypeArchive
import TintypeRaster

@testable import TintypeBatch

/// The render cache's key covers every input a render reads: each kind changed in turn re-renders
/// exactly the images that read it, and after every change each image the cache returns is the same,
/// byte for byte, as a fresh render, with the same warnings (a missing image stays said).
@Suite struct BatchCacheInputsTests {
  let fixture: BatchFixture
  let fonts: URL

  init() throws {
    fixture = try BatchFixture()
    fonts = fixture.folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try fixture.write(catalogInfo, to: "assets/Assets.xcassets/Contents.json")
    try fixture.write(colorSet("0.900", "0.300"), to: "assets/Assets.xcassets/Brand.colorset/Contents.json")
    try fixture.write(
      colorSet("0.100", "0.600"), to: "assets/Assets.xcassets/AccentColor.colorset/Contents.json")
    try fixture.write(imageSet(intent: "original"), to: "assets/Assets.xcassets/Cover.imageset/Contents.json")
    try writePNG(red: 200, to: "assets/Assets.xcassets/Cover.imageset/cover@2x.png")
    try writePNG(red: 20, to: "assets/logo@2x.png")
    try fixture.write(##"{"Accent2": "#2050A0"}"##, to: "assets/colors.json")
    try writePNG(red: 120, size: 64, to: "wall.png")
    for (name, view) in [
      (
        "brand",
        #"{"type": "Text", "verbatim": "Brand", "modifiers": [{"containerBackground": {"style": {"asset": "Brand"}}}]}"#
      ),
      ("cover", #"{"type": "Image", "name": "Cover"}"#),
      (
        "accent2",
        #"{"type": "Text", "verbatim": "Accent", "modifiers": [{"containerBackground": {"style": {"asset": "Accent2"}}}]}"#
      ),
      ("logo", #"{"type": "Image", "name": "logo"}"#),
      (
        "tinted",
        #"{"type": "Text", "verbatim": "Tint", "modifiers": [{"foregroundStyle": {"system": "accentColor"}}]}"#
      ),
      ("plain", #"{"type": "Text", "verbatim": "Plain"}"#),
      ("row", #"{"type": "Text", "verbatim": "{{name}}"}"#),
    ] {
      try fixture.write(
        """
        {"format": "tintype-archive", "version": 1, "kind": "\(name)", "families": ["systemSmall"],
         "entries": [{"date": "2026-06-08T09:00:00Z", "view": \(view)}]}
        """, to: "\(name).json")
    }
    try fixture.write("{\"name\": \"Ada\"}\n{\"name\": \"Grace\"}\n", to: "rows.jsonl")
  }

  private let catalogInfo = #"{"info": {"author": "xcode", "version": 1}}"#

  private func colorSet(_ red: String, _ darkRed: String) -> String {
    """
    {"colors": [
      {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.200", "green": "0.400", "red": "\(red)"}}, "idiom": "universal"},
      {"appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.200", "green": "0.400", "red": "\(darkRed)"}}, "idiom": "universal"}],
     "info": {"author": "xcode", "version": 1}}
    """
  }

  private func imageSet(intent: String) -> String {
    """
    {"images": [{"filename": "cover@2x.png", "idiom": "universal", "scale": "2x"}],
     "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "\(intent)"}}
    """
  }

  private func writePNG(red: UInt8, size: Int = 24, to name: String) throws {
    var pixels: [UInt8] = []
    for index in 0..<(size * size) { pixels += [red, UInt8(index % 200), 90, 255] }
    let bytes = try PNGEncoder().encode(try Canvas(width: size, height: size, pixels: pixels))
    let url = fixture.folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  private var manifest: String {
    """
    {"version": 1, "defaults": {"assets": ["assets"], "schemes": ["light", "dark"], "scale": 1}, "jobs": [
      {"archive": "brand.json", "output": "brand-{scheme}.png"},
      {"archive": "cover.json", "output": "cover-{scheme}.png"},
      {"archive": "accent2.json", "output": "accent2-{scheme}.png"},
      {"archive": "logo.json", "output": "logo-{scheme}.png"},
      {"archive": "tinted.json", "output": "tinted-{scheme}.png"},
      {"archive": "plain.json", "output": "plain-{scheme}.png"},
      {"archive": "plain.json", "wallpaper": "wall.png", "output": "wall-{scheme}.png"},
      {"archive": "row.json", "data": "rows.jsonl", "output": "row-{row.name}-{scheme}.png"}]}
    """
  }

  /// A cached run and a fresh one; the paths the cached run rendered. Every cached image must be
  /// byte for byte the fresh one.
  private func run(
    _ cache: RenderCache, manifest text: String? = nil, symbols: [URL] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> Set<String>
  {
    let manifest = try fixture.manifest(text ?? self.manifest)
    func outputs(_ options: BatchOptions) throws -> [BatchOutput] {
      var made: [BatchOutput] = []
      try BatchRenderer(manifest: manifest, options: options, fonts: [fonts], symbols: symbols).run {
        result in
        switch result {
        case .output(let output): made.append(output)
        case .failure(let failure): Issue.record("\(failure)", sourceLocation: sourceLocation)
        }
      }
      return made
    }
    let cached = try outputs(BatchOptions(workers: 2, cache: cache))
    let fresh = try outputs(BatchOptions(workers: 2))
    #expect(cached.map(\.path) == fresh.map(\.path), sourceLocation: sourceLocation)
    for (hit, new) in zip(cached, fresh) where hit.imageData != new.imageData {
      Issue.record("\(hit.path) from the cache differs from a fresh render", sourceLocation: sourceLocation)
    }
    for (hit, new) in zip(cached, fresh) where hit.warnings != new.warnings {
      Issue.record(
        "\(hit.path) from the cache warns \(hit.warnings), a fresh render \(new.warnings)",
        sourceLocation: sourceLocation)
    }
    return Set(cached.filter { $0.cacheHit == false }.map(\.path))
  }

  private func both(_ name: String) -> Set<String> { ["\(name)-light.png", "\(name)-dark.png"] }

  @Test func eachInputChangedReRendersExactlyTheImagesThatReadIt() throws {
    let cache = try RenderCache(folder: fixture.folder.appendingPathComponent("cache"))
    #expect(try run(cache).count == 18)
    #expect(try run(cache).isEmpty, "nothing changed, nothing rendered")

    // A colour set in the asset catalog (the trial's stale cache).
    try fixture.write(colorSet("0.200", "0.300"), to: "assets/Assets.xcassets/Brand.colorset/Contents.json")
    #expect(try run(cache) == both("brand"))
    // Only its dark appearance.
    try fixture.write(colorSet("0.200", "0.700"), to: "assets/Assets.xcassets/Brand.colorset/Contents.json")
    #expect(try run(cache) == both("brand"))
    // An image set's pixels, then its rendering intent.
    try writePNG(red: 60, to: "assets/Assets.xcassets/Cover.imageset/cover@2x.png")
    #expect(try run(cache) == both("cover"))
    try fixture.write(imageSet(intent: "template"), to: "assets/Assets.xcassets/Cover.imageset/Contents.json")
    #expect(try run(cache) == both("cover"))
    // colors.json, and a plain image file.
    try fixture.write(##"{"Accent2": "#A05020"}"##, to: "assets/colors.json")
    #expect(try run(cache) == both("accent2"))
    try writePNG(red: 240, to: "assets/logo@2x.png")
    #expect(try run(cache) == both("logo"))
    // A second scale of it appears: the lookup now has another file to choose.
    try writePNG(red: 240, size: 36, to: "assets/logo@3x.png")
    #expect(try run(cache) == both("logo"))
    // The app's accent colour: Color.accentColor reads it, and so does every control and progress
    // view tinted by default, so it is in every key of the folder's jobs.
    try fixture.write(
      colorSet("0.500", "0.600"), to: "assets/Assets.xcassets/AccentColor.colorset/Contents.json")
    #expect(try run(cache).count == 18)
    // A colours.json entry that a colour set of the same name shadows changes nothing drawn.
    try fixture.write(##"{"Accent2": "#A05020", "Brand": "#00FF00"}"##, to: "assets/colors.json")
    #expect(try run(cache).isEmpty)
    // A missing image becomes a real one: what was drawn as a placeholder is drawn again.
    try fixture.write(
      #"{"format": "tintype-archive", "version": 1, "kind": "logo", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Image", "name": "badge"}}]}"#,
      to: "logo.json")
    #expect(try run(cache) == both("logo"))
    #expect(try run(cache).isEmpty, "the missing image is said from the cache too")
    try writePNG(red: 10, to: "assets/badge@2x.png")
    #expect(try run(cache) == both("logo"))
    // The wallpaper, a row, the archive.
    try writePNG(red: 30, size: 64, to: "wall.png")
    #expect(try run(cache) == both("wall"))
    try fixture.write("{\"name\": \"Ada\"}\n{\"name\": \"Hopper\"}\n", to: "rows.jsonl")
    #expect(try run(cache) == both("row-Hopper"))
    try fixture.write(
      #"{"format": "tintype-archive", "version": 1, "kind": "plain", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Text", "verbatim": "Plainer"}}]}"#,
      to: "plain.json")
    #expect(try run(cache) == both("plain").union(both("wall")))
    // An option of the render (an axis: the scale, the locale) and of the encoding.
    for defaults in [#""scale": 2"#, #""scale": 1, "png": "small""#, #""scale": 1, "locale": "de-DE""#] {
      let changed = manifest.replacingOccurrences(of: #""scale": 1"#, with: defaults)
      #expect(try run(cache, manifest: changed).count == 18, "\(defaults)")
    }
    // What a render does not read changes nothing: a string catalog (an archive carries its strings
    // translated) and an empty symbol set (no template: nothing to draw) in the asset folders.
    try fixture.write(
      #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#, to: "assets/Localizable.xcstrings")
    try fixture.write(catalogInfo, to: "assets/Assets.xcassets/Star.symbolset/Contents.json")
    #expect(try run(cache).isEmpty)
    // The file format and its quality: the same renders, other bytes.
    let webp = manifest.replacingOccurrences(of: "{scheme}.png\"", with: "{scheme}.webp\"")
    #expect(try run(cache, manifest: webp).count == 18)
    #expect(try run(cache, manifest: webp).isEmpty)
    let lossy = webp.replacingOccurrences(of: #""scale": 1"#, with: #""scale": 1, "quality": 70"#)
    #expect(try run(cache, manifest: lossy).count == 18)
    let jpeg = manifest.replacingOccurrences(of: "{scheme}.png\"", with: "{scheme}.jpg\"")
    #expect(try run(cache, manifest: jpeg).count == 18)
    #expect(try run(cache, manifest: jpeg).isEmpty)
    // A font in the given font folders, and one in the asset folders: any text may be set in it.
    try FileManager.default.copyItem(
      at: BatchCacheInputsTests.quicksand, to: fonts.appendingPathComponent("Quicksand-Light.ttf"))
    #expect(try run(cache).count == 18)
    try FileManager.default.copyItem(
      at: BatchCacheInputsTests.quicksand,
      to: fixture.folder.appendingPathComponent("assets/Quicksand-Light.ttf"))
    #expect(try run(cache).count == 18)
    #expect(try run(cache).isEmpty)
  }

  @Test func symbolTemplatesAreInTheKey() throws {
    let cache = try RenderCache(folder: fixture.folder.appendingPathComponent("cache"))
    let symbols = fixture.folder.appendingPathComponent("symbols")
    func template(_ height: Int) -> String {
      """
      <svg xmlns="http://www.w3.org/2000/svg"><g id="Guides">
      <line id="Baseline-M" x1="0" x2="1" y1="1126" y2="1126"/><line id="Capline-M" x1="0" x2="1" y1="1055.541" y2="1055.541"/>
      </g><g id="Symbols"><g id="Regular-M" transform="translate(1400 1126)"><path d="M0 -\(height) L50 -\(height) L50 0 L0 0 Z"/></g></g></svg>
      """
    }
    try fixture.write(
      #"{"symbols": [{"filename": "star.svg", "idiom": "universal"}], "info": {"version": 1}}"#,
      to: "assets/Assets.xcassets/Star.symbolset/Contents.json")
    try fixture.write(template(70), to: "assets/Assets.xcassets/Star.symbolset/star.svg")
    try fixture.write(template(60), to: "symbols/bookmark.svg")
    for (name, view) in [
      ("star", #"{"type": "Image", "name": "Star"}"#),
      ("mark", #"{"type": "Image", "systemName": "bookmark"}"#),
    ] {
      try fixture.write(
        """
        {"format": "tintype-archive", "version": 1, "kind": "\(name)", "families": ["systemSmall"],
         "entries": [{"date": "2026-06-08T09:00:00Z", "view": \(view)}]}
        """, to: "\(name).json")
    }
    let manifest = """
      {"version": 1, "defaults": {"assets": ["assets"], "schemes": ["light", "dark"], "scale": 1}, "jobs": [
        {"archive": "star.json", "output": "star-{scheme}.png"},
        {"archive": "mark.json", "output": "mark-{scheme}.png"}]}
      """
    #expect(try run(cache, manifest: manifest, symbols: [symbols]).count == 4)
    #expect(try run(cache, manifest: manifest, symbols: [symbols]).isEmpty)
    // The custom symbol's template; the exported SF Symbol's; a variant of it appearing (a
    // `symbolVariant` may draw it); the symbols folder not given (the stand-in again).
    try fixture.write(template(40), to: "assets/Assets.xcassets/Star.symbolset/star.svg")
    #expect(try run(cache, manifest: manifest, symbols: [symbols]) == both("star"))
    try fixture.write(template(30), to: "symbols/bookmark.svg")
    #expect(try run(cache, manifest: manifest, symbols: [symbols]) == both("mark"))
    try fixture.write(template(20), to: "symbols/bookmark.fill.svg")
    #expect(try run(cache, manifest: manifest, symbols: [symbols]) == both("mark"))
    #expect(try run(cache, manifest: manifest) == both("mark"))
    #expect(try run(cache, manifest: manifest).isEmpty)
  }

  /// A font file of the package's own folder.
  static let quicksand: URL = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("Fonts/Quicksand/Quicksand-Light.ttf")
  }()
}
