import Foundation
import Testing
import TintypeRaster

/// A colour the asset folders lack is drawn in magenta with a warning, as a missing image is, so the
/// rest of the widget can be reviewed; `validate` is where it is an error, naming the JSON path.
@Suite struct MissingColorTests {
  static let archive = """
    {"format": "tintype-archive", "version": 1, "kind": "Swatch", "families": ["systemSmall"],
     "entries": [{"date": "2026-06-08T09:00:00Z", "view": {"type": "Color", "color": {"asset": "BrandMissing"},
       "modifiers": [{"containerBackground": {"style": {"system": "blue"}}}]}}]}
    """

  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colour-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.archive.utf8).write(to: folder.appendingPathComponent("swatch.json"))
    return folder
  }

  @Test func renderDrawsAMissingColourInMagentaAndWarns() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("out")
    let run = try TintypeExecutable.run([
      "render", dir.appendingPathComponent("swatch.json").path, "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("no colour \"BrandMissing\""))
    #expect(run.standardError.contains("drawn in magenta"))
    let image = try PNGDecoder().decode(
      Array(try Data(contentsOf: out.appendingPathComponent("Swatch-systemSmall-fullColor-light.png"))))
    #expect(image[image.width / 2, image.height / 2] == Pixel(red: 255, green: 0, blue: 255, alpha: 255))
  }

  @Test func validateFailsNamingThePath() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try TintypeExecutable.run(["validate", dir.appendingPathComponent("swatch.json").path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("entries[0].view.color"), "\(run.standardError)")
    #expect(run.standardError.contains("no colour \"BrandMissing\""))
  }
}
