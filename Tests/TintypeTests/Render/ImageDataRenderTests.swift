import BookClub
import Foundation
import Testing
import TintypeCore
import TintypeRaster
import TintypeUI
import TintypeViewRendering

@testable import Tintype
@testable import TintypeDisplayList

/// Images from bytes (`UIImage(data:)`, `UIImage(contentsOfFile:)`), drawn: the same pixels as the
/// same file by name, sized by their scale, and a clear error for bytes that do not decode.
@Suite struct ImageDataRenderTests {
  let renderer = WidgetRenderer(assets: [BookClubExamples.assetsDirectory])

  /// A cover drawn 60 × 90 pt, from `image`.
  struct Cover: View {
    var image: Image
    var body: some View {
      image.resizable().frame(width: 60, height: 90).containerBackground(.white, for: .widget)
    }
  }

  /// A `width` × `height` px PNG of one opaque colour.
  static func png(width: Int, height: Int, _ color: (UInt8, UInt8, UInt8) = (255, 0, 0)) throws -> Data {
    let pixel = [color.0, color.1, color.2, 255]
    let canvas = try Canvas(
      width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined())
    )
    return Data(try PNGEncoder().encode(canvas))
  }

  /// The frames of the images in `view`'s display list, in points.
  func imageFrames<V: View>(_ view: V) throws -> [Rect] {
    let request = RenderRequest(family: .systemSmall, device: renderer.catalog.default)
    return try renderer.displayList(try renderer.archive(view, request: request), request: request).ops
      .compactMap { op in
        if case .image(let drawing, _, _) = op { return drawing.frame }
        return nil
      }
  }

  @Test func aFileLoadedByPathDrawsTheSamePixelsAsTheSameFileByName() throws {
    let path = BookClubExamples.assetsDirectory.appendingPathComponent("atomic-habits.png").path
    let loaded = try #require(UIImage(contentsOfFile: path))
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let decoded = try #require(UIImage(data: bytes))
    let byName = try renderer.render(Cover(image: Image("atomic-habits")), family: .systemSmall)
    for image in [loaded, decoded] {
      let fromBytes = try renderer.render(Cover(image: Image(uiImage: image)), family: .systemSmall)
      #expect(fromBytes.canvas.pixels == byName.canvas.pixels)
      #expect(fromBytes.warnings.isEmpty, "\(fromBytes.warnings)")
    }
  }

  @Test func anImageIsItsPixelsOverItsScaleInPoints() throws {
    let bytes = try Self.png(width: 30, height: 12)
    for (scale, expected) in [
      (1.0, Size(width: 30, height: 12)), (2, Size(width: 15, height: 6)), (3, Size(width: 10, height: 4)),
    ] {
      let image = try #require(UIImage(data: bytes, scale: scale))
      #expect(image.size == CGSize(width: expected.width, height: expected.height))
      let frames = try imageFrames(Image(uiImage: image).containerBackground(.white, for: .widget))
      #expect(frames.map(\.size) == [expected], "scale \(scale)")
    }
  }

  @Test func aFileNamedAt2xOrAt3xHasThatScale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "image-data-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = try Self.png(width: 6, height: 6)
    for (name, scale) in [("dot.png", 1.0), ("dot@2x.png", 2), ("dot@3x.png", 3), ("dot@3x.jpg.png", 1)] {
      let file = folder.appendingPathComponent(name)
      try bytes.write(to: file)
      let image = try #require(UIImage(contentsOfFile: file.path))
      #expect(Double(image.scale) == scale, "\(name)")
      #expect(Double(image.size.width) == 6 / scale, "\(name)")
    }
    #expect(UIImage(contentsOfFile: folder.appendingPathComponent("absent.png").path) == nil)
  }

  @Test func bytesThatAreNoImageMakeNoImageAsInUIKit() throws {
    #expect(UIImage(data: Data("{\"json\": true}".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    #expect(
      UIImage(data: try Self.png(width: 2, height: 2).prefix(20)) == nil, "a PNG with no readable header")
    // A format UIKit decodes and Tintype does not is an image here, and the render says why.
    let gif = try #require(UIImage(data: Data("GIF89a\u{2}\0\u{2}\0".utf8)))
    #expect(gif.size == .zero)
    #expect(throws: RenderError.self) {
      try renderer.render(Cover(image: Image(uiImage: gif)), family: .systemSmall)
    }
    do {
      _ = try renderer.render(Cover(image: Image(uiImage: gif)), family: .systemSmall)
    } catch {
      #expect(
        "\(error)".contains("data: image data is a GIF image; Tintype decodes PNG and JPEG"), "\(error)")
    }
  }

  @Test func aPNGWhoseHeaderReadsButWhosePixelsDoNotIsAnErrorAtItsView() throws {
    var bytes = try Self.png(width: 8, height: 8)
    bytes.replaceSubrange(40..<bytes.count - 12, with: Data(repeating: 0x55, count: bytes.count - 52))
    let image = try #require(UIImage(data: bytes), "the header still reads")
    do {
      _ = try renderer.render(Cover(image: Image(uiImage: image)), family: .systemSmall)
      Issue.record("a corrupt PNG rendered")
    } catch {
      let message = "\(error)"
      #expect(
        message.contains(".data: PNG data, 8×8 px, \(bytes.count) bytes cannot be decoded"), "\(message)")
    }
  }

  /// A photo stored on its side with EXIF orientation 6 ("right", as a camera writes a portrait
  /// shot) is drawn upright, as UIKit turns it: the stored top half (red) is on the right.
  @Test func aJPEGIsDrawnUprightByItsEXIFOrientation() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TintypeAssetCatalogTests/Fixtures/halves.jpg")
    let stored = try Data(contentsOf: fixture)  // 32 × 32: red top half, blue bottom half
    // APP1: "Exif\0\0", a big-endian TIFF header, one directory entry: Orientation (SHORT) = 6.
    let tiff: [UInt8] = [
      0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
    ]
    let payload = Array("Exif\0\0".utf8) + tiff
    let turned = Data(
      stored.prefix(2) + [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload + stored.dropFirst(2))
    let view = { (data: Data) in
      ZStack(alignment: .topLeading) {
        Color.clear
        Image(uiImage: UIImage(data: data)!).resizable().frame(width: 60, height: 60).offset(x: 20, y: 20)
      }
      .containerBackground(.white, for: .widget)
    }
    func probe(_ data: Data) throws -> PixelProbe {
      let device = renderer.catalog.default
      let request = RenderRequest(family: .systemSmall, device: device)
      var archive = try renderer.archive(view(data), request: request)
      archive.contentMarginsDisabled = true
      let image = try renderer.render(archive, request: request)
      return PixelProbe(canvas: image.canvas, scale: image.scale)
    }
    let upright = try probe(stored)
    let sideways = try probe(turned)
    func isRed(_ p: (r: Double, g: Double, b: Double, a: Double)) -> Bool { p.r > 180 && p.b < 80 }
    func isBlue(_ p: (r: Double, g: Double, b: Double, a: Double)) -> Bool { p.b > 160 && p.r < 80 }
    // Points at 1/4 and 3/4 of the image, in pixels at the render's scale.
    let near = Int(((20 + 15) * upright.scale).rounded())
    let far = Int(((20 + 45) * upright.scale).rounded())
    #expect(
      isRed(upright.straight(near, near)) && isBlue(upright.straight(near, far)), "as stored: red on top")
    #expect(
      isBlue(sideways.straight(near, near)) && isRed(sideways.straight(far, near)), "turned: red on the right"
    )
    #expect(isBlue(sideways.straight(near, far)) && isRed(sideways.straight(far, far)))
    // UIKit's size is the upright one: a 300 × 200 px frame stored on its side is 200 × 300.
    let frame: [UInt8] = [0xFF, 0xC0, 0, 11, 8, 0, 200, 1, 44, 1, 1, 0x11, 0]
    let landscape = Data([0xFF, 0xD8] + [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload + frame)
    #expect(UIImage(data: landscape)?.size == CGSize(width: 200, height: 300))
  }

  /// Distinct images whose pixels together pass the render's budget stop the render before any is
  /// decoded; one image drawn many times counts once. (Header-only PNGs: within the budget, the
  /// render goes on to decode them and says they cannot be.)
  @Test func theImagesOfOneRenderHaveAPixelBudget() throws {
    let side = 4096
    #expect(side * side * 4 == ArchiveLimits.maximumImageDataPixelsPerRender)
    let headers = try (0..<5).map { shade in
      // A PNG's signature and IHDR, each with its own (unchecked) CRC so that no two are equal.
      var bytes = try Self.png(width: 1, height: 1).prefix(33)
      bytes.replaceSubrange(16..<24, with: [0, 0, 0x10, 0, 0, 0, 0x10, 0])
      bytes[29] = UInt8(shade)
      return try #require(UIImage(data: bytes))
    }
    func failure<V: View>(_ view: V) -> String {
      do {
        _ = try renderer.render(view.containerBackground(.white, for: .widget), family: .systemSmall)
        return "rendered"
      } catch {
        return "\(error)"
      }
    }
    let four = failure(ZStack { ForEach(0..<4) { Image(uiImage: headers[$0]) } })
    #expect(four.contains("cannot be decoded"), "\(four)")
    let same = failure(ZStack { ForEach(0..<8) { _ in Image(uiImage: headers[0]) } })
    #expect(same.contains("cannot be decoded"), "\(same)")
    let five = failure(ZStack { ForEach(0..<5) { Image(uiImage: headers[$0]) } })
    #expect(five.contains("limit ArchiveLimits.maximumImageDataPixelsPerRender"), "\(five)")
    #expect(five.contains("children[4].data:"), "the fifth image is named: \(five)")
  }

  @Test func oneImageDrawnTwiceIsDecodedOnce() throws {
    let image = try #require(UIImage(data: try Self.png(width: 4, height: 4)))
    let view = HStack {
      Image(uiImage: image)
      Image(uiImage: image)
    }.containerBackground(.white, for: .widget)
    let request = RenderRequest(family: .systemSmall, device: renderer.catalog.default)
    let list = try renderer.displayList(try renderer.archive(view, request: request), request: request)
    let drawings = list.ops.compactMap { op -> ImageDrawing? in
      if case .image(let drawing, _, _) = op { return drawing }
      return nil
    }
    #expect(drawings.count == 2)
    #expect(drawings[0].pixels === drawings[1].pixels)
  }

  @Test func aTemplateImageFromBytesIsTintedLikeAnAsset() throws {
    let image = try #require(UIImage(data: try Self.png(width: 9, height: 9, (10, 200, 30))))
    let view = Image(uiImage: image.withRenderingMode(.alwaysTemplate)).foregroundStyle(.blue)
      .containerBackground(.white, for: .widget)
    let request = RenderRequest(family: .systemSmall, device: renderer.catalog.default)
    let list = try renderer.displayList(try renderer.archive(view, request: request), request: request)
    let tinted = list.ops.contains { op in
      if case .image(let drawing, _, _) = op { return drawing.tint != nil }
      return false
    }
    #expect(tinted)
  }
}
