import CWebP
import TintypeRaster

/// WebP files from canvases, by libwebp: lossless (`quality` nil: the canvas's exact pixels, alpha
/// included) or lossy at a quality from 1 to 100 (alpha kept exact beside the lossy colour).
///
/// The settings are fixed, so the bytes depend only on the pixels, the quality and the libwebp
/// version, and the encoder runs on the calling thread. Lossless uses libwebp's preset level 1:
/// on the benchmark's medium widget (1032 × 486) it writes half a PNG's bytes in 77 ms, where the
/// library's default level takes 250 ms for 9 % less. Lossy uses libwebp's default method (4), the
/// one image services ship.
public struct WebPEncoder: Sendable {
  /// The lossy quality, or `nil` for lossless.
  public var quality: Int?

  /// libwebp's lossless preset level (0 fastest … 9 smallest) the encoder uses.
  public static let losslessLevel: Int32 = 1

  /// An encoder.
  public init(quality: Int? = nil) { self.quality = quality }

  /// The WebP bytes of `canvas`.
  public func encode(_ canvas: Canvas) throws(ImageEncodingError) -> [UInt8] {
    // libwebp refuses more than 16383 pixels a side; the message should say so, not "failed".
    guard canvas.width <= Int(WEBP_MAX_DIMENSION), canvas.height <= Int(WEBP_MAX_DIMENSION) else {
      throw ImageEncodingError(
        "a WebP is at most \(WEBP_MAX_DIMENSION) pixels a side; this image is \(canvas.width) × \(canvas.height)"
      )
    }
    var config = WebPConfig()
    guard WebPConfigInit(&config) != 0 else {
      throw ImageEncodingError("libwebp's configuration did not initialize")
    }
    if let quality {
      config.quality = Float(quality)
    } else {
      guard WebPConfigLosslessPreset(&config, Self.losslessLevel) != 0 else {
        throw ImageEncodingError("libwebp refused its lossless preset")
      }
      // The colour under transparent pixels is kept as it is (zeros), not rewritten to compress better.
      config.exact = 1
    }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      throw ImageEncodingError("libwebp's picture did not initialize")
    }
    picture.width = Int32(canvas.width)
    picture.height = Int32(canvas.height)
    picture.use_argb = 1
    let straight = canvas.straightPixels
    let imported = straight.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(canvas.width * 4))
    }
    defer { WebPPictureFree(&picture) }
    guard imported != 0 else { throw ImageEncodingError("libwebp could not take the pixels (out of memory)") }
    var writer = WebPMemoryWriter()
    WebPMemoryWriterInit(&writer)
    defer { WebPMemoryWriterClear(&writer) }
    let encoded = withUnsafeMutablePointer(to: &writer) { writer in
      picture.writer = WebPMemoryWrite
      picture.custom_ptr = UnsafeMutableRawPointer(writer)
      return WebPEncode(&config, &picture)
    }
    guard encoded != 0, let bytes = writer.mem else {
      throw ImageEncodingError("libwebp could not encode the image (error \(picture.error_code.rawValue))")
    }
    return [UInt8](UnsafeBufferPointer(start: bytes, count: writer.size))
  }
}
