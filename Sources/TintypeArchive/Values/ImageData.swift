import Foundation
import TintypeCore

/// An image's encoded bytes carried in the archive itself, as `UIImage(data:)` and
/// `UIImage(contentsOfFile:)` hold them: the photo a widget's provider loaded from its app group or
/// downloaded. The archive stays self-contained (no path to a file on the machine that wrote it).
///
/// JSON: `{"type": "Image", "data": "<base64>", "scale": 2}`; the bytes must be a PNG or JPEG (what
/// the renderer decodes), at most `ArchiveLimits.maximumImageDataBytes`.
public struct ImageData: Hashable, Sendable {
  /// The encoded image, as it would be on disk.
  public var bytes: Data
  /// Pixels per point (`UIImage.scale`): 1 for `UIImage(data:)`, the file name's `@2x`/`@3x` for
  /// `UIImage(contentsOfFile:)`.
  public var scale: Double

  /// Encoded `bytes` at `scale` pixels per point.
  public init(bytes: Data, scale: Double = 1) {
    self.bytes = bytes
    self.scale = scale
  }

  /// The format the bytes start like, if any image format.
  public var format: ImageDataFormat? { ImageDataFormat(sniffing: bytes) }

  /// The size in pixels the header declares (PNG and JPEG), as stored, without decoding the pixels.
  public var pixelSize: (width: Int, height: Int)? { ImageDataHeader.pixelSize(of: bytes) }

  /// How the stored pixels turn to be shown upright: a JPEG's EXIF orientation, which UIKit applies
  /// when it loads the image (`.up` without one).
  public var orientation: ImageOrientation { ImageDataHeader.orientation(of: bytes) }

  /// The size in pixels as shown: `pixelSize` with width and height traded for a quarter turn.
  public var uprightPixelSize: (width: Int, height: Int)? {
    pixelSize.map { orientation.swapsAxes ? ($0.height, $0.width) : $0 }
  }

  /// Why the renderer cannot draw these bytes, or `nil` when it can try: they must be a PNG or JPEG
  /// whose header declares a size, within `ArchiveLimits.maximumImageDataBytes` and
  /// `maximumImageDataPixels`, at a scale within `imageDataScales`. Checked when an archive is read
  /// and again before decoding (an archive built in memory is not read).
  public var problem: String? {
    guard bytes.count <= ArchiveLimits.maximumImageDataBytes else { return Self.tooLarge }
    // A reader checks `scale` where it is written; a `UIImage(data:scale:)` built in memory is not read.
    let scales = ArchiveLimits.imageDataScales
    guard scales.contains(scale) else {
      return "image scale \(scale) is outside \(scales.lowerBound)…\(scales.upperBound)"
        + " (limit ArchiveLimits.imageDataScales)"
    }
    guard let format else {
      let start = bytes.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
      return "image data is no image format Tintype knows (it starts with \(start))"
    }
    guard format.isDecoded else {
      return
        "image data is a \(format.name) image; Tintype decodes PNG and JPEG (convert it, or ship it as a PNG)"
    }
    guard let size = pixelSize else {
      return "image data is a \(format.name) whose header declares no size (truncated or corrupt)"
    }
    let limit = ArchiveLimits.maximumImageDataPixels
    // Each side first: a hostile header's two 32-bit sides would overflow their product.
    guard size.width <= limit, size.height <= limit, size.width * size.height <= limit else {
      return "image data is \(size.width)×\(size.height) px, more than \(limit) pixels"
        + " (limit ArchiveLimits.maximumImageDataPixels)"
    }
    return nil
  }

  /// A short description for dumps and messages: "PNG data, 640×480 px, 12345 bytes".
  public var summary: String {
    let kind = format?.name ?? "unknown"
    let size = pixelSize.map { ", \($0.width)×\($0.height) px" } ?? ""
    return "\(kind) data\(size), \(bytes.count) bytes"
  }
}

/// The image formats recognized from their first bytes (their "magic numbers"). Tintype decodes
/// PNG and JPEG; the others are named so that an error can say what the bytes are.
public enum ImageDataFormat: String, Sendable, CaseIterable {
  /// PNG, JPEG (decoded); GIF, HEIF (HEIC and AVIF), WebP, TIFF and BMP (named only).
  case png, jpeg, gif, heif, webp, tiff, bmp

  /// Whether the renderer decodes this format.
  public var isDecoded: Bool { self == .png || self == .jpeg }

  /// The format's usual name.
  public var name: String { self == .heif ? "HEIF" : rawValue.uppercased() }

  /// The format `bytes` start like, or `nil` when they start like no image format.
  public init?(sniffing bytes: Data) {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && zip(bytes.dropFirst(offset), prefix).allSatisfy { $0 == $1 }
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if starts(Array("ftyp".utf8), at: 4),
      ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1", "avif"].contains(where: {
        starts(Array($0.utf8), at: 8)
      })
    {
      self = .heif
    } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
      self = .tiff
    } else if starts(Array("BM".utf8)) {
      self = .bmp
    } else {
      return nil
    }
  }
}

/// The pixel size a PNG's or JPEG's header declares, read without decoding (what `UIImage.size`
/// reports before any pixel is drawn, and what limits are checked against).
enum ImageDataHeader {
  /// The width and height, or `nil` when the header is not a readable PNG or JPEG one.
  static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(1 << 20))
    switch ImageDataFormat(sniffing: data) {
    case .png?: return png(bytes)
    case .jpeg?: return jpeg(bytes)
    default: return nil
    }
  }

  /// A PNG's IHDR chunk, which the format requires first: width and height at bytes 16 and 20.
  private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    let width = bigEndian(bytes, at: 16, count: 4)
    let height = bigEndian(bytes, at: 20, count: 4)
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// A JPEG's first start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC); the frame header
  /// holds height, then width.
  private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var size: (width: Int, height: Int)?
    forEachJPEGSegment(bytes) { marker, payload in
      guard (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) else { return true }
      if payload.count >= 5 {
        let height = bigEndian(bytes, at: payload.lowerBound + 1, count: 2)
        let width = bigEndian(bytes, at: payload.lowerBound + 3, count: 2)
        if width > 0 && height > 0 { size = (width, height) }
      }
      return false
    }
    return size
  }

  /// The orientation a JPEG's EXIF block declares (the Orientation tag, 0x0112, of the first image
  /// directory in its APP1 "Exif" segment); `.up` without one, or for a PNG.
  static func orientation(of data: Data) -> ImageOrientation {
    guard ImageDataFormat(sniffing: data) == .jpeg else { return .up }
    let bytes = [UInt8](data.prefix(1 << 20))
    var orientation = ImageOrientation.up
    forEachJPEGSegment(bytes) { marker, payload in
      guard marker == 0xE1, let found = exifOrientation(bytes, payload) else { return true }
      orientation = found
      return false
    }
    return orientation
  }

  /// Calls `body` with each marker segment's marker and payload (after its length), from the start
  /// of image to the first scan, while `body` returns `true`; stops at anything malformed.
  private static func forEachJPEGSegment(_ bytes: [UInt8], _ body: (UInt8, Range<Int>) -> Bool) {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // fill byte before a marker
        offset += 1
        continue
      }
      // Markers without a length: TEM and the restart markers.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      if marker == 0xD9 || marker == 0xDA { return }  // end of image, or scan data
      let length = bigEndian(bytes, at: offset + 2, count: 2)
      guard length >= 2, offset + 2 + length <= bytes.count else { return }
      if !body(marker, offset + 4..<offset + 2 + length) { return }
      offset += 2 + length
    }
  }

  /// The Orientation in an APP1 payload that is an EXIF block: "Exif\0\0", then a TIFF header
  /// (byte order, 42, the first directory's offset) and that directory's 12-byte entries.
  private static func exifOrientation(_ bytes: [UInt8], _ payload: Range<Int>) -> ImageOrientation? {
    guard payload.count >= 14, bytes[payload.prefix(6)].elementsEqual("Exif\0\0".utf8) else { return nil }
    let tiff = payload.lowerBound + 6
    let littleEndian: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): littleEndian = true
    case (0x4D, 0x4D): littleEndian = false
    default: return nil
    }
    func read(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= tiff, offset + count <= payload.upperBound else { return nil }
      let field = bytes[offset..<offset + count]
      return (littleEndian ? Array(field.reversed()) : Array(field)).reduce(0) { $0 << 8 | Int($1) }
    }
    guard read(tiff + 2, 2) == 42, let first = read(tiff + 4, 4), let count = read(tiff + first, 2) else {
      return nil
    }
    for index in 0..<min(count, 1024) {
      let entry = tiff + first + 2 + index * 12
      guard let tag = read(entry, 2) else { return nil }
      // A SHORT (type 3) holding one value, left-justified in the entry's value field.
      if tag == 0x0112 {
        guard read(entry + 2, 2) == 3, let value = read(entry + 8, 2) else { return nil }
        return ImageOrientation(rawValue: value)
      }
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }
}

extension ImageData {
  /// The image at `reader` (an `Image` object with `"data"`): base64 bytes of a PNG or JPEG within
  /// the limits, and an optional `"scale"`. Each refusal names the member at fault and says what the
  /// bytes are.
  init(from object: JSONObjectReader) throws {
    let field = try object.required("data")
    let text = try field.string()
    // The size limit is checked on the text before decoding it (base64 takes four characters for
    // each three bytes), and on the bytes by `problem`.
    guard text.utf8.count <= (ArchiveLimits.maximumImageDataBytes + 2) / 3 * 4 else {
      throw field.error(Self.tooLarge)
    }
    guard let bytes = Data(base64Encoded: text), !bytes.isEmpty else {
      throw field.error("expected an image's bytes in base64, got a string that is not base64")
    }
    let scales = ArchiveLimits.imageDataScales
    let scale =
      try object.optional("scale")?.number(min: scales.lowerBound, max: scales.upperBound) ?? 1
    self.init(bytes: bytes, scale: scale)
    if let problem { throw field.error(problem) }
  }

  private static let tooLarge =
    "image data over \(ArchiveLimits.maximumImageDataBytes) bytes (limit ArchiveLimits.maximumImageDataBytes)"

  /// Writes the members `init(from:)` reads into an `Image` object.
  func encode(into object: inout JSONObject) {
    object["data"] = .string(bytes.base64EncodedString())
    if scale != 1 { object["scale"] = .number(scale) }
  }
}
