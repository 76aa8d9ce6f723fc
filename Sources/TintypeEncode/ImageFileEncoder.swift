import TintypeRaster

/// A canvas written as a file in any of the formats: PNG by the given PNG encoder (its compression
/// and band cache), WebP and JPEG by their libraries. Every format starts from the same straight
/// pixels; the lossless ones decode to the canvas exactly.
public struct ImageFileEncoder: Sendable {
  /// The format and quality.
  public var encoding: ImageEncoding
  /// How PNGs are compressed.
  public var png: PNGEncoder

  /// An encoder.
  public init(encoding: ImageEncoding = .png, png: PNGEncoder = PNGEncoder()) {
    self.encoding = encoding
    self.png = png
  }

  /// The file's bytes.
  public func encode(_ canvas: Canvas) throws(ImageEncodingError) -> [UInt8] {
    switch encoding.format {
    case .png:
      do {
        return try png.encode(canvas)
      } catch {
        throw ImageEncodingError("\(error)")
      }
    case .webp: return try WebPEncoder(quality: encoding.quality).encode(canvas)
    case .jpeg:
      return try JPEGEncoder(quality: encoding.quality ?? ImageEncoding.defaultJPEGQuality).encode(canvas)
    }
  }
}

/// Image files read back, whatever their format: PNG, WebP or JPEG, told by their first bytes.
public enum ImageFileDecoder {
  /// The canvas `bytes` hold.
  public static func decode(_ bytes: [UInt8]) throws -> Canvas {
    switch ImageFormat(sniffing: bytes) {
    case .png: return try PNGDecoder().decode(bytes)
    case .webp: return try WebPDecoder().decode(bytes)
    case .jpeg: return try JPEGDecoder().decode(bytes)
    case nil: throw ImageEncodingError("not a PNG, WebP or JPEG file")
    }
  }

  /// The canvas `bytes` hold, if their format keeps pixels exactly (PNG, lossless WebP): what golden
  /// comparisons read. A JPEG or a lossy WebP is an error saying so, since its pixels are not the
  /// render's.
  public static func decodeLossless(_ bytes: [UInt8]) throws -> Canvas {
    switch ImageFormat(sniffing: bytes) {
    case .jpeg:
      throw ImageEncodingError(
        "a JPEG is lossy, so its pixels are not the render's; compare PNG or lossless WebP")
    case .webp where !WebPDecoder.isLossless(bytes):
      throw ImageEncodingError(
        "a lossy WebP (written with a quality), so its pixels are not the render's; compare PNG or lossless WebP"
      )
    default:
      return try decode(bytes)
    }
  }
}
