import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeCore
import TintypeRaster
import TintypeResolve
import TintypeViewRendering

@testable import TintypeAssetCatalog

/// Asset catalogs read as Xcode writes them: each colour notation and space, each appearance, scale
/// and idiom selection, namespaces, template intent; and renders that use them.
@Suite struct XCAssetCatalogTests {
  let root: URL
  let catalog: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("xcassets-\(UUID().uuidString)")
    catalog = root.appendingPathComponent("Assets.xcassets")
    try write(#"{"info": {"author": "xcode", "version": 1}}"#, "Contents.json")
  }

  private func write(_ text: String, _ path: String) throws {
    let url = catalog.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A solid PNG of `width`×`height` pixels in one colour.
  private func png(_ path: String, width: Int, height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) throws {
    let pixel: [UInt8] = [rgba.0, rgba.1, rgba.2, rgba.3]
    let canvas = try Canvas(
      width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined())
    )
    let url = catalog.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try PNGEncoder().encode(canvas)).write(to: url)
  }

  private func colorSet(_ name: String, _ colors: String) throws {
    try write(
      #"{"colors": [\#(colors)], "info": {"author": "xcode", "version": 1}}"#,
      "\(name).colorset/Contents.json")
  }

  /// Every widget extension target Xcode makes has this `AccentColor`: a slot with no colour, which
  /// Xcode reads as "no accent colour set" (the system's). The catalog reads; the set has no colour.
  @Test func xcodesTemplateAccentColorWithoutAColourReads() throws {
    try write(
      #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
      "AccentColor.colorset/Contents.json")
    try colorSet(
      "Brand",
      #"{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0"}}, "idiom": "universal"}"#
    )
    let read = try XCAssetCatalog(contentsOf: catalog)
    #expect(read.colors["AccentColor"]?.variants.isEmpty == true)
    #expect(read.colors["AccentColor"]?.color(for: .light) == nil)
    #expect(read.colors["Brand"]?.variants.count == 1)
  }

  private static let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}], "#

  @Test(arguments: [
    (#""red": "1.000", "green": "0.502", "blue": "0.000", "alpha": "1.000""#, 255, 128, 0),
    (#""red": "255", "green": "128", "blue": "0", "alpha": "1.000""#, 255, 128, 0),
    (#""red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000""#, 255, 128, 0),
    (#""red": 1, "green": 0.502, "blue": 0, "alpha": 1"#, 255, 128, 0),
  ])
  func everyComponentNotationReadsTheSame(components: String, red: Int, green: Int, blue: Int) throws {
    try colorSet(
      "Brand", #"{"color": {"color-space": "srgb", "components": {\#(components)}}, "idiom": "universal"}"#)
    let color = try #require(XCAssetCatalog(contentsOf: catalog).colors["Brand"]?.color(for: .light))
    guard case .rgb(let r, let g, let b, let a, .sRGB) = color else {
      Issue.record("\(color)")
      return
    }
    #expect([r, g, b].map { Int(($0 * 255).rounded()) } == [red, green, blue])
    #expect(a == 1)
  }

  @Test func lightAndDarkAppearancesAreChosenByScheme() throws {
    try colorSet(
      "Background",
      #"""
      {"color": {"color-space": "srgb", "components": {"red": "255", "green": "255", "blue": "255", "alpha": "1.000"}}, "idiom": "universal"},
      {\#(Self.dark)"color": {"color-space": "srgb", "components": {"red": "0x1C", "green": "0x1C", "blue": "0x1E", "alpha": "1.000"}}, "idiom": "universal"},
      {"appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}}, "idiom": "universal"}
      """#)
    let assets = try AssetCatalog(folders: [root])
    let pair = try #require(assets.colors["Background"])
    #expect(pair.light == RGBAColor(255, 255, 255))
    #expect(pair.dark == RGBAColor(0x1C, 0x1C, 0x1E))
  }

  @Test func displayP3AndGreyAreConvertedToSRGB() throws {
    try colorSet(
      "P3Red",
      #"{"color": {"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"}"#
    )
    try colorSet(
      "Grey",
      #"{"color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "0.500"}}, "idiom": "universal"}"#
    )
    let assets = try AssetCatalog(folders: [catalog])
    // P3's red is outside sRGB: clipped to full red with a little negative green and blue clamped.
    let red = try #require(assets.colors["P3Red"]?.light)
    #expect(red.red >= 0.999 && red.green < 0.05 && red.blue < 0.05, "\(red)")
    let grey = try #require(assets.colors["Grey"]?.light)
    // Gamma 2.2 at 0.5 is 21.8 % linear light: sRGB 128 ± 2.
    #expect(abs(grey.red * 255 - 128) <= 2 && grey.red == grey.green && grey.green == grey.blue, "\(grey)")
    #expect(grey.alpha == 0.5)
  }

  @Test func systemColourReferencesResolve() throws {
    try colorSet(
      "Accent", #"{"color": {"platform": "ios", "reference": "systemOrangeColor"}, "idiom": "universal"}"#)
    #expect(
      try AssetCatalog(folders: [catalog]).colors["Accent"]?.light == SystemPalette.system(.orange, .light))
  }

  @Test func imageScalesAreChosenAsXcodeDoes() throws {
    try write(
      #"""
      {"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"},
                  {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"},
                  {"idiom": "universal", "scale": "3x"}], "info": {"author": "xcode", "version": 1}}
      """#, "logo.imageset/Contents.json")
    try png("logo.imageset/logo.png", width: 10, height: 10, (255, 0, 0, 255))
    try png("logo.imageset/logo@2x.png", width: 20, height: 20, (0, 255, 0, 255))
    let assets = try AssetCatalog(folders: [catalog])
    // Exact scale when there is one; otherwise the largest (the empty 3x slot is no image).
    // The 1x file is 10 px (10 pt) and the 2x file 20 px (10 pt); the first is red, the second green.
    let at1 = try assets.image(named: "logo", scale: 1)
    #expect(at1.canvas.width == 10 && at1.pointWidth == 10)
    let at2 = try assets.image(named: "logo", scale: 2)
    #expect(at2.canvas.width == 20 && at2.pointWidth == 10)
    let at3 = try assets.image(named: "logo", scale: 3)
    #expect(at3.canvas.width == 20 && at3.pointWidth == 10)
  }

  @Test func darkImageVariantsAreUsedInDarkRenders() throws {
    try write(
      #"""
      {"images": [{"filename": "sun.png", "idiom": "universal", "scale": "2x"},
                  {\#(Self.dark)"filename": "moon.png", "idiom": "universal", "scale": "2x"}],
       "info": {"author": "xcode", "version": 1}}
      """#, "sky.imageset/Contents.json")
    try png("sky.imageset/sun.png", width: 8, height: 8, (255, 200, 0, 255))
    try png("sky.imageset/moon.png", width: 8, height: 8, (20, 20, 80, 255))
    let archive = """
      {"format": "tintype-archive", "version": 1, "kind": "Sky", "families": ["systemSmall"],
       "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Image", "name": "sky", "resizable": true,
         "modifiers": [{"frame": {"width": 100, "height": 100}}]}}]}
      """
    let renderer = WidgetRenderer(assets: [root])
    let decoded = try ViewArchive(jsonData: Array(archive.utf8))
    func centre(_ scheme: ColorScheme) throws -> [UInt8] {
      let image = try renderer.render(
        decoded, request: RenderRequest(family: .systemSmall, colorScheme: scheme, scale: 1))
      let offset = ((image.height / 2) * image.width + image.width / 2) * 4
      return Array(image.pixels[offset..<offset + 3])
    }
    #expect(try centre(.light) == [255, 200, 0])
    #expect(try centre(.dark) == [20, 20, 80])
  }

  @Test func theTemplateIntentTintsTheImageUnlessTheViewSaysOriginal() throws {
    try write(
      #"""
      {"images": [{"filename": "glyph.png", "idiom": "universal"}],
       "properties": {"template-rendering-intent": "template"}, "info": {"author": "xcode", "version": 1}}
      """#, "glyph.imageset/Contents.json")
    try png("glyph.imageset/glyph.png", width: 4, height: 4, (0, 0, 0, 255))
    let renderer = WidgetRenderer(assets: [catalog])
    func centre(_ modifiers: String) throws -> [UInt8] {
      let archive = """
        {"format": "tintype-archive", "version": 1, "kind": "G", "families": ["systemSmall"],
         "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Image", "name": "glyph", "resizable": true\(modifiers),
           "modifiers": [{"frame": {"width": 100, "height": 100}}, {"foregroundStyle": "#FF0000"}]}}]}
        """
      let image = try renderer.render(
        try ViewArchive(jsonData: Array(archive.utf8)), request: RenderRequest(family: .systemSmall, scale: 1)
      )
      let offset = ((image.height / 2) * image.width + image.width / 2) * 4
      return Array(image.pixels[offset..<offset + 3])
    }
    #expect(try centre("") == [255, 0, 0])
    #expect(try centre(#", "renderingMode": "original""#) == [0, 0, 0])
  }

  @Test func namespaceFoldersPrefixNamesAndPlainFoldersDoNot() throws {
    try write(#"{"properties": {"provides-namespace": true}}"#, "Icons/Contents.json")
    try colorSet(
      "Icons/Tint",
      #"{"color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}"#
    )
    try write(#"{"info": {"version": 1}}"#, "Colors/Contents.json")
    try colorSet(
      "Colors/Brand",
      #"{"color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}"#
    )
    let read = try XCAssetCatalog(contentsOf: catalog)
    #expect(Set(read.colors.keys) == ["Icons/Tint", "Brand"])
  }

  @Test func iPhoneAndUniversalAreThePreferredIdioms() throws {
    try colorSet(
      "Idioms",
      #"""
      {"color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "watch"},
      {"color": {"color-space": "srgb", "components": {"red": "0", "green": "255", "blue": "0", "alpha": "1"}}, "idiom": "universal"}
      """#)
    let set = try #require(XCAssetCatalog(contentsOf: catalog).colors["Idioms"])
    #expect(set.color(for: .light) == .rgb(red: 0, green: 1, blue: 0, alpha: 1, space: .sRGB))
  }

  @Test(arguments: [
    (
      "Bad.colorset/Contents.json",
      #"{"colors": [{"color": {"color-space": "cmyk", "components": {}}, "idiom": "universal"}]}"#,
      "colors[0].color[\"color-space\"]", "unknown colour space"
    ),
    (
      "Bad.colorset/Contents.json",
      #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "lots", "green": "0", "blue": "0"}}}]}"#,
      "colors[0].color.components.red", "not a colour component"
    ),
    (
      "Bad.imageset/Contents.json", #"{"images": [{"filename": "a.png", "scale": "two"}]}"#,
      "images[0].scale", "\"1x\""
    ),
    (
      "Bad.imageset/Contents.json",
      #"{"images": [{"filename": "a.png", "appearances": [{"appearance": "luminosity", "value": "dim"}]}]}"#,
      "images[0].appearances[0].value", "\"dark\""
    ),
    (
      "Bad.imageset/Contents.json", #"{"images": [{"filename": "../../etc/passwd"}]}"#, "images[0].filename",
      "not a path"
    ),
    ("Bad.imageset/Contents.json", #"{"images": [ }"#, "", "invalid JSON"),
  ])
  func malformedContentsNameTheFileAndTheKeyPath(file: String, json: String, path: String, words: String)
    throws
  {
    try write(json, file)
    let message: String
    do {
      _ = try XCAssetCatalog(contentsOf: catalog)
      Issue.record("no error")
      return
    } catch {
      message = "\(error)"
    }
    #expect(message.contains(catalog.appendingPathComponent(file).path), "\(message)")
    if !path.isEmpty { #expect(message.contains(": \(path): "), "\(message)") }
    #expect(message.contains(words), "\(message)")
  }
}
