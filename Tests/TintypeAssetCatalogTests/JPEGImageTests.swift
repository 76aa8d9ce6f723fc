import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeRaster
import TintypeResolve

/// JPEG images: decoded by libjpeg (baseline, progressive, grey), refused clearly when corrupt or CMYK,
/// and served from asset catalogs and plain asset folders like PNGs.
@Suite struct JPEGImageTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
  }

  private func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * canvas.width + x) * 4
    return canvas.pixels[i..<i + 4].map(Int.init)
  }

  @Test(arguments: ["halves.jpg", "halves-progressive.jpg"])
  func baselineAndProgressiveDecode(name: String) throws {
    let canvas = try JPEGDecoder().decode(try bytes(name))
    #expect(canvas.width == 32 && canvas.height == 32)
    let top = pixel(canvas, 16, 4)
    let bottom = pixel(canvas, 16, 28)
    #expect(
      abs(top[0] - 220) <= 6 && abs(top[1] - 40) <= 6 && abs(top[2] - 40) <= 6 && top[3] == 255, "\(top)")
    #expect(abs(bottom[0] - 30) <= 6 && abs(bottom[1] - 60) <= 6 && abs(bottom[2] - 200) <= 6, "\(bottom)")
  }

  @Test func greyDecodesToRGB() throws {
    let canvas = try JPEGDecoder().decode(try bytes("grey.jpg"))
    let value = pixel(canvas, 3, 3)
    #expect(value[0] == value[1] && value[1] == value[2] && abs(value[0] - 128) <= 3 && value[3] == 255)
  }

  @Test func corruptAndCMYKFilesAreClearErrors() throws {
    var cut = try bytes("halves.jpg")
    cut = Array(cut.prefix(40))
    #expect(throws: JPEGDecoder.DecodingError.self) { _ = try JPEGDecoder().decode(cut) }
    #expect(throws: JPEGDecoder.DecodingError.self) {
      _ = try JPEGDecoder().decode([0xFF, 0xD8, 0xFF, 0x00])
    }
    do {
      _ = try JPEGDecoder().decode(try bytes("cmyk.jpg"))
      Issue.record("a CMYK JPEG decoded")
    } catch {
      #expect("\(error)".contains("CMYK"))
    }
  }

  @Test func catalogsAndFoldersServeJPEGs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Assets.xcassets/Photo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"images": [{"filename": "photo.jpg", "idiom": "universal", "scale": "2x"}]}"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("halves.jpg"), to: set.appendingPathComponent("photo.jpg"))
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("halves.jpg"),
      to: folder.appendingPathComponent("plain@2x.jpg"))
    let assets = try AssetCatalog(folders: [folder])
    let fromCatalog = try assets.image(named: "Photo", scale: 2)
    #expect(fromCatalog.pointWidth == 16 && fromCatalog.canvas.width == 32)
    let fromFolder = try assets.image(named: "plain", scale: 2)
    #expect(fromFolder.pointWidth == 16)
  }
}

/// The fuzzer's slow JPEGs (Tests/Fuzz/Regressions/jpeg): a few bytes whose header claims megapixels
/// are refused as truncated before the image is allocated, instead of decoding megapixels of grey.
@Test(
  arguments: (try? FileManager.default.contentsOfDirectory(
    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Regressions/jpeg").path))?.filter { $0.hasSuffix(".jpg") }.sorted() ?? [])
func aTinyJPEGClaimingMegapixelsIsRefusedAsTruncated(_ name: String) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions/jpeg/\(name)")
  #expect {
    try JPEGDecoder().decode(Array(try Data(contentsOf: url)))
  } throws: { error in
    "\(error)".contains("truncated")
  }
}
