import Foundation
import Testing
import TintypeRaster

/// Every option of `render` that changes the request changes the pixels it should: dropping one from
/// the request (or ignoring it) makes its render equal the base render and fails here.
@Suite struct RenderOptionEffectTests {
  static let archive = """
    {"format": "tintype-archive", "version": 1, "kind": "Options", "families": ["systemSmall"],
     "entries": [
       {"date": "2026-06-08T09:00:00Z", "view": {"type": "VStack", "alignment": "leading", "children": [
         {"type": "Text", "verbatim": "Morning"},
         {"type": "Text", "date": "2026-06-08T12:00:00Z", "style": "relative"},
         {"type": "Color", "color": {"system": "orange"}, "modifiers": [{"frame": {"width": 60, "height": 20}}]}]}},
       {"date": "2026-06-08T18:00:00Z", "view": {"type": "VStack", "alignment": "leading", "children": [
         {"type": "Text", "verbatim": "Evening"},
         {"type": "Color", "color": {"system": "blue"}, "modifiers": [{"frame": {"width": 60, "height": 20}}]}]}}]}
    """

  /// Renders the archive with `options`; returns the decoded image.
  private func render(_ options: [String], in folder: URL) throws -> Canvas {
    let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
    let run = try TintypeExecutable.run(
      [
        "render", folder.appendingPathComponent("options.json").path, "--family", "systemSmall", "--out",
        out.path,
      ]
        + options)
    #expect(run.status == 0, "\(options): \(run.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
    let file = try #require(files.first, "\(options) wrote nothing")
    return try PNGDecoder().decode(Array(try Data(contentsOf: out.appendingPathComponent(file))))
  }

  @Test(arguments: [
    (["--scheme", "dark"], [String]()),
    (["--entry", "1"], []),
    (["--date", "2026-06-08T11:00:00Z"], []),
    (["--scale", "2"], []),
    (["--device", "iphone-se-3"], []),
    (["--mode", "accented", "--accent-style", "ios18-tinted"], ["--mode", "accented"]),
    // The tint colours the tinted styles (the clear style draws in white whatever the tint).
    (
      ["--mode", "accented", "--accent-style", "ios26-tinted", "--tint", "#FF2D55"],
      ["--mode", "accented", "--accent-style", "ios26-tinted"]
    ),
    (["--backdrop", "#00FF00"], []),
    (["--layout-direction", "rightToLeft"], []),
    (["--layout", "200x100"], []),
  ])
  func anOptionChangesTheRender(options: [String], base: [String]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("options-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.archive.utf8).write(to: folder.appendingPathComponent("options.json"))
    let plain = try render(base, in: folder)
    let changed = try render(options, in: folder)
    let sameSize = plain.width == changed.width && plain.height == changed.height
    #expect(!sameSize || plain.pixels != changed.pixels, "\(options) left the pixels as they were")
    // A render is deterministic: the same options twice give the same pixels.
    #expect(try render(options, in: folder).pixels == changed.pixels)
  }

  @Test func aWallpaperShowsBehindTheWidget() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wallpaper-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.archive.utf8).write(to: folder.appendingPathComponent("options.json"))
    let wallpaper = folder.appendingPathComponent("wallpaper.png")
    let pixels = [UInt8](repeating: 0, count: 64 * 64 * 4).enumerated().map {
      $0.offset % 4 == 3 ? 255 : $0.offset % 4 == 1 ? 200 : 0
    }
    try Data(try PNGEncoder().encode(try Canvas(width: 64, height: 64, pixels: pixels.map(UInt8.init))))
      .write(
        to: wallpaper)
    let plain = try render([], in: folder)
    let over = try render(["--wallpaper", wallpaper.path], in: folder)
    #expect(plain.pixels != over.pixels)
    // The corner, outside the widget's rounded shape, shows the wallpaper's green.
    #expect(plain[0, 0].alpha == 0)
    #expect(over[0, 0].green > 100)
  }
}
