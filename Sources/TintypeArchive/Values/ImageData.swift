import Foundation

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

  /// The size in pixels the header declares (PNG and JPEG), without decoding the pixels.
  public var pixelSize: (width: Int, height: Int)? { ImageDataHeader.pixelSize(of: bytes) }

  /// Why the renderer cannot draw these bytes, or `nil` when it can try: they must be a PNG or JPEG
  /// whose header declares a size, within `ArchiveLimits.maximumImageDataBytes` and
  /// `maximumImageDataPixels`. Checked when an
  /// archive is read and again before decoding (an archive built in memory is not read).
  public var problem: String? {
    guard bytes.count <= ArchiveLimits.maximumImageDataBytes else { return Self.tooLarge }
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
    guard size.width * size.height <= limit else {
      return "image data is \(size.width)×\(size.height) px, more than \(limit) pixels"
        + " (limit ArchiveLimits.maximumImageDataPixels)"
    }
    return nil
  }

  /// A short description for dumps and messages: "PNG data, 640×480 px, 12,345 bytes".
  public var summary: String {
    let kind = format?.name ?? "unknown"
    let size = pixelSize.map { ", \($0.width)×\($0.height) px" } ?? ""
    return "\(kind) data\(size), \(bytes.count) bytes"
  }
}

/// The image formats recognized from their first bytes (their "magic numbers"). Tintype decodes
/// PNG and JPEG; the others are named so that an error can say what the bytes are.
public enum ImageDataFormat: String, Sendable, CaseIterable {
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

  /// A JPEG's first start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC), found by walking the
  /// marker segments from the start; the frame header holds height, then width.
  private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
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
      if marker == 0xD9 || marker == 0xDA { return nil }  // end of image or scan data before a frame
      let length = bigEndian(bytes, at: offset + 2, count: 2)
      guard length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard offset + 9 <= bytes.count else { return nil }
        let height = bigEndian(bytes, at: offset + 5, count: 2)
        let width = bigEndian(bytes, at: offset + 7, count: 2)
        return width > 0 && height > 0 ? (width, height) : nil
      }
      offset += 2 + length
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
