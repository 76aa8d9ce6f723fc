/// Builds small PNG files byte by byte, so the decoder can be tested on colour types, bit depths,
/// transparency and interlacing that Tintype's own encoder never writes.
///
/// The image data is stored uncompressed (deflate "stored" blocks) and every row uses filter type None:
/// all a reader has to undo is the framing, which keeps this builder obviously right.
struct PNGFixture {
  /// PNG colour types (PNG specification §11.2.2).
  enum ColorType: UInt8 {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6
  }

  var width: Int
  var height: Int
  var bitDepth: UInt8
  var colorType: ColorType
  /// Each row's bytes as the PNG stores them (already packed for depths below 8), without the filter byte.
  var rows: [[UInt8]]
  /// PLTE entries, red-green-blue.
  var palette: [(UInt8, UInt8, UInt8)] = []
  /// The tRNS chunk's payload, if any.
  var transparency: [UInt8]? = nil
  /// Adam7 interlacing; only for bit depths of 8 and more, where a pixel is whole bytes.
  var interlaced = false

  var bytes: [UInt8] {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    header += [bitDepth, colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    png += Self.chunk("IHDR", header)
    if !palette.isEmpty {
      png += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] })
    }
    if let transparency {
      png += Self.chunk("tRNS", transparency)
    }
    png += Self.chunk("IDAT", Self.zlibStored(interlaced ? adam7Scanlines() : Self.scanlines(rows)))
    png += Self.chunk("IEND", [])
    return png
  }

  private static func scanlines(_ rows: [[UInt8]]) -> [UInt8] {
    rows.flatMap { [0] + $0 }
  }

  /// The seven reduced images of Adam7 (PNG specification §8.2), one after another.
  private func adam7Scanlines() -> [UInt8] {
    precondition(bitDepth >= 8, "interlaced fixtures need whole-byte pixels")
    let bytesPerPixel = rows[0].count / width
    let passes = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]
    var data: [UInt8] = []
    for (x0, y0, dx, dy) in passes {
      guard x0 < width, y0 < height else { continue }
      for y in stride(from: y0, to: height, by: dy) {
        data.append(0)
        for x in stride(from: x0, to: width, by: dx) {
          data += rows[y][(x * bytesPerPixel)..<((x + 1) * bytesPerPixel)]
        }
      }
    }
    return data
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    return out + bigEndian(adler32(data))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  private static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Adler-32 straight from its definition (RFC 1950 §8.2), the reference the encoder is checked against.
  static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
