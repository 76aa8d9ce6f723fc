import CJPEGSupport
import TintypeCore

/// Reads a JPEG (grey, YCbCr or RGB; baseline or progressive) into an opaque canvas, with libjpeg.
///
/// libjpeg's longjmp errors are caught in C (`CJPEGSupport`), so a corrupt file is a thrown error. An
/// image over `CanvasLimits.maximumPixelCount` is refused from its header. JPEG holds no alpha and, for
/// the files apps ship, no colour profile Tintype reads: the samples are taken as sRGB.
public struct JPEGDecoder: Sendable {
  /// A decoder; it has no settings.
  public init() {}

  /// What went wrong.
  public struct DecodingError: Error, CustomStringConvertible, Sendable {
    /// libjpeg's message, or the limit's.
    public var description: String
  }

  /// Whether `bytes` start like a JPEG (FF D8 FF).
  public static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

  /// The canvas the JPEG `bytes` describe.
  public func decode(_ bytes: [UInt8]) throws -> Canvas {
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer { data in
      tintype_jpeg_decode(
        data.baseAddress, data.count, CanvasLimits.maximumPixelCount, &pixels, &width, &height, &message,
        message.count)
    }
    guard status == 0, let pixels else {
      throw DecodingError(
        description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      )
    }
    defer { tintype_jpeg_free(pixels) }
    let count = Int(width) * Int(height) * 4
    // Opaque samples are their own premultiplied form.
    return try Canvas(
      width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }
}
