import Foundation

/// The first bytes of image files, enough for the format and the size in their headers (no pixels:
/// the archive reads headers, the renderer decodes).
enum ImageHeaders {
  /// A PNG's signature and IHDR chunk for a `width` × `height` image.
  static func png(width: Int, height: Int) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0]
    return Data(bytes + [0, 0, 0, 0])
  }

  /// A JPEG's start of image, a JFIF segment, then a start of frame (`marker`, SOF0 by default:
  /// baseline; SOF2 is progressive) for a `width` × `height` image.
  static func jpeg(width: Int, height: Int, marker: UInt8 = 0xC0) -> Data {
    let jfif: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let frame: [UInt8] =
      [0xFF, marker, 0, 11, 8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0]
    return Data([0xFF, 0xD8] + jfif + frame)
  }

  /// An APP1 segment holding an EXIF block whose first directory has an Orientation entry of
  /// `orientation`, after a dummy entry, in either byte order (`type` is the entry's TIFF type: 3
  /// is SHORT, the only one EXIF allows).
  static func exif(orientation: Int, littleEndian: Bool, type: Int = 3) -> [UInt8] {
    func field(_ value: Int, _ count: Int) -> [UInt8] {
      littleEndian ? bigEndian(value, count).reversed() : bigEndian(value, count)
    }
    let order: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
    let software = field(0x0131, 2) + field(2, 2) + field(4, 4) + [0x61, 0x62, 0x63, 0]
    let orientationEntry = field(0x0112, 2) + field(type, 2) + field(1, 4) + field(orientation, 2) + [0, 0]
    let tiff = order + field(42, 2) + field(8, 4) + field(2, 2) + software + orientationEntry + field(0, 4)
    let payload = Array("Exif\0\0".utf8) + tiff
    return [0xFF, 0xE1] + bigEndian(payload.count + 2, 2) + payload
  }

  /// `jpeg` with `segment` inserted after the start of image.
  static func inserting(_ segment: [UInt8], into jpeg: Data) -> Data {
    Data(jpeg.prefix(2) + segment + jpeg.dropFirst(2))
  }

  private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
