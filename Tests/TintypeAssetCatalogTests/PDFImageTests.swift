import Foundation
import Testing
import Tintype
import TintypeRaster
import TintypeResolve

/// Vector PDFs in asset catalogs ("Preserve Vector Data") and plain folders: drawn at the render's
/// scale, so sharp at any size.
@Suite struct PDFImageTests {
  static let square = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/square.pdf")

  @Test func catalogsAndFoldersServePDFsAtTheRendersScale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Assets.xcassets/Square.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"images": [{"filename": "square.pdf", "idiom": "universal"}], "properties": {"preserves-vector-representation": true}}"#
        .utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    try FileManager.default.copyItem(at: Self.square, to: set.appendingPathComponent("square.pdf"))
    try FileManager.default.copyItem(at: Self.square, to: folder.appendingPathComponent("plain.pdf"))
    let assets = try AssetCatalog(folders: [folder])
    for (name, scale) in [("Square", 3.0), ("plain", 2.0)] {
      let image = try assets.image(named: name, scale: scale)
      // 24 pt, drawn at the scale asked: 72 or 48 pixels, the red quarter at the bottom left.
      #expect(image.pointWidth == 24 && image.canvas.width == Int(24 * scale), "\(name)")
      let pixel = image.canvas[Int(4 * scale), Int(20 * scale)]
      #expect(pixel.red == 255 && pixel.alpha == 255 && pixel.green == 0, "\(name)")
    }
    #expect(assets.files(named: "plain").map(\.lastPathComponent) == ["plain.pdf"])
  }

  @Test func aDamagedPDFNamesItsFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("%PDF-1.4\n1 0 obj << /Type /Catalog".utf8).write(
      to: folder.appendingPathComponent("broken.pdf"))
    do {
      _ = try AssetCatalog(folders: [folder]).image(named: "broken", scale: 2)
      Issue.record("a damaged PDF was read")
    } catch {
      #expect("\(error)".contains("broken.pdf"), "\(error)")
    }
  }
}
