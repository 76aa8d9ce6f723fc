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
