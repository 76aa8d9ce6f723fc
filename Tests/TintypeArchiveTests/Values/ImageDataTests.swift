import Foundation
import Testing
import TintypeCore

@testable import TintypeArchive

/// Images carried in the archive (`UIImage(data:)`): the format and size read from the header, the
/// JSON spelling, and every refusal naming the member at fault.
@Suite struct ImageDataTests {
  /// An `Image` object with `data` (base64 of `bytes`) and the given extra members.
  private func image(_ bytes: Data, _ extra: String = "") -> String {
    #"{"type": "Image", "data": "\#(bytes.base64EncodedString())"\#(extra)}"#
  }

  @Test func formatsAreKnownByTheirFirstBytes() {
    let starts: [(String, ImageDataFormat?)] = [
      ("89504E470D0A1A0A0000", .png), ("FFD8FFE0", .jpeg), ("474946383961", .gif),
      ("474946383761", .gif), ("52494646000000005745425056503820", .webp),
      ("0000001C6674797068656963", .heif), ("0000001C6674797061766966", .heif), ("49492A00", .tiff),
      ("4D4D002A", .tiff), ("424D", .bmp), ("3C73766720", nil), ("", nil), ("89504E47", nil),
    ]
    for (hex, format) in starts {
      let bytes = Data(
        stride(from: 0, to: hex.count, by: 2).map {
          UInt8(hex.dropFirst($0).prefix(2), radix: 16)!
        })
      #expect(ImageDataFormat(sniffing: bytes) == format, "\(hex)")
    }
  }

  @Test func theSizeIsReadFromThePNGAndJPEGHeaders() throws {
    let png = try #require(ImageData(bytes: ImageHeaders.png(width: 640, height: 480)).pixelSize)
    #expect(png == (640, 480))
    let baseline = try #require(ImageData(bytes: ImageHeaders.jpeg(width: 1024, height: 768)).pixelSize)
    #expect(baseline == (1024, 768))
    let progressive = try #require(
      ImageData(bytes: ImageHeaders.jpeg(width: 300, height: 200, marker: 0xC2)).pixelSize)
    #expect(progressive == (300, 200))
    // A Huffman table segment (C4) has a SOF-range marker but is no frame: walked past, not read.
    var withTable = [UInt8](ImageHeaders.jpeg(width: 5, height: 7))
    withTable.insert(contentsOf: [0xFF, 0xC4, 0, 4, 9, 9], at: 20)
    #expect(ImageData(bytes: Data(withTable)).pixelSize! == (5, 7))
    // Truncated headers declare nothing.
    #expect(ImageData(bytes: ImageHeaders.png(width: 1, height: 1).prefix(20)).pixelSize == nil)
    #expect(ImageData(bytes: ImageHeaders.jpeg(width: 1, height: 1).prefix(24)).pixelSize == nil)
    #expect(ImageData(bytes: ImageHeaders.png(width: 0, height: 9)).pixelSize == nil)
  }

  @Test func aJPEGsEXIFOrientationIsReadInBothByteOrders() {
    let jpeg = ImageHeaders.jpeg(width: 400, height: 300)
    for littleEndian in [true, false] {
      for orientation in ImageOrientation.allCases {
        let tagged = ImageHeaders.inserting(
          ImageHeaders.exif(orientation: orientation.rawValue, littleEndian: littleEndian), into: jpeg)
        let data = ImageData(bytes: tagged)
        #expect(data.orientation == orientation, "\(orientation) little-endian: \(littleEndian)")
        #expect(data.pixelSize! == (400, 300), "the stored size")
        let upright = data.uprightPixelSize!
        #expect(orientation.swapsAxes ? upright == (300, 400) : upright == (400, 300))
      }
    }
    // No EXIF, a value out of range, a wrong type, or a PNG: upright as stored.
    #expect(ImageData(bytes: jpeg).orientation == .up)
    let outOfRange = ImageHeaders.inserting(ImageHeaders.exif(orientation: 9, littleEndian: true), into: jpeg)
    #expect(ImageData(bytes: outOfRange).orientation == .up)
    let long = ImageHeaders.inserting(
      ImageHeaders.exif(orientation: 6, littleEndian: true, type: 4), into: jpeg)
    #expect(ImageData(bytes: long).orientation == .up)
    #expect(ImageData(bytes: ImageHeaders.png(width: 4, height: 2)).orientation == .up)
    // A directory whose entry count runs past the segment is read no further than the segment.
    var truncated = ImageHeaders.exif(orientation: 6, littleEndian: true)
    truncated.removeLast(16)
    truncated[3] = UInt8(truncated.count - 2)
    #expect(ImageData(bytes: ImageHeaders.inserting(truncated, into: jpeg)).orientation == .up)
  }

  @Test func anImageWithDataRoundTripsAndWritesItsScaleOnlyWhenNotOne() throws {
    let bytes = ImageHeaders.png(width: 2, height: 3)
    for scale in [1.0, 2, 3] {
      let node = ViewNode(.image(ImageValue(source: .data(ImageData(bytes: bytes, scale: scale)))))
      let json = JSONWriter.write(node.archiveJSON)
      let text = String(decoding: json, as: UTF8.self)
      #expect(text.contains(bytes.base64EncodedString()))
      #expect(text.contains("scale") == (scale != 1), "\(text)")
      #expect(try ViewNode(from: JSONReader(try JSONParser.parse(json))) == node)
    }
  }

  @Test func theSummaryNamesFormatSizeAndBytes() {
    let data = ImageData(bytes: ImageHeaders.jpeg(width: 64, height: 48))
    #expect(data.summary == "JPEG data, 64×48 px, \(data.bytes.count) bytes")
  }

  @Test func badDataIsRefusedAtItsMember() throws {
    let cases: [(String, String)] = [
      (#"{"type": "Image", "data": "not base64!"}"#, "data: expected an image's bytes in base64"),
      (#"{"type": "Image", "data": ""}"#, "data: expected an image's bytes in base64"),
      (#"{"type": "Image", "data": 12}"#, "data: expected a string"),
      (
        image(Data("<svg></svg>".utf8)),
        "data: image data is no image format Tintype knows (it starts with 3C 73 76 67)"
      ),
      (
        image(Data("GIF89a\u{1}\0\u{1}\0".utf8)),
        "data: image data is a GIF image; Tintype decodes PNG and JPEG"
      ),
      (
        image(ImageHeaders.png(width: 1, height: 1).prefix(18)),
        "data: image data is a PNG whose header declares no size"
      ),
      (
        image(ImageHeaders.png(width: 5000, height: 4000)),
        "data: image data is 5000×4000 px, more than 16777216 pixels"
      ),
      // Regression (found by the image-header fuzz target): sides whose product overflows trapped.
      (
        image(ImageHeaders.png(width: 0xC400_EAEA, height: 0xEAEA_EAEA)),
        "data: image data is 3288394474×3941264106 px"
      ),
      (
        image(ImageHeaders.png(width: 1, height: 1), #", "scale": 0"#),
        "scale: expected a number ≥ 0.1 and ≤ 16"
      ),
      (#"{"type": "Image", "name": "cover", "scale": 2}"#, "scale: \"scale\" needs \"data\""),
      (image(ImageHeaders.png(width: 1, height: 1), #", "name": "cover""#), "an Image has only one of"),
    ]
    for (json, expected) in cases {
      let error = try #require(nodeError(json), "\(json.prefix(80)) decoded")
      #expect(error.contains(expected), "\(error)")
    }
  }

  @Test func tooMuchDataIsRefusedBeforeItIsDecoded() throws {
    let limit = ArchiveLimits.maximumImageDataBytes
    let text = String(repeating: "A", count: (limit + 2) / 3 * 4 + 4)
    let error = try #require(nodeError(#"{"type": "Image", "data": "\#(text)"}"#))
    #expect(error == "data: image data over \(limit) bytes (limit ArchiveLimits.maximumImageDataBytes)")
    // The same limit holds for bytes built in memory, which no reader checks.
    var bytes = ImageHeaders.png(width: 1, height: 1)
    bytes.append(Data(count: limit))
    #expect(ImageData(bytes: bytes).problem?.contains("limit ArchiveLimits.maximumImageDataBytes") == true)
    #expect(ImageData(bytes: ImageHeaders.png(width: 1, height: 1)).problem == nil)
    // So does the scale (a NaN or zero scale would make the image's size in points meaningless).
    for scale in [0, -1, .nan, 17] {
      let problem = ImageData(bytes: ImageHeaders.png(width: 1, height: 1), scale: scale).problem
      #expect(problem?.hasSuffix("(limit ArchiveLimits.imageDataScales)") == true, "\(scale)")
    }
  }
}
