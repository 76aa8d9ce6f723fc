import CWebP
import TintypeRaster

/// WebP files from canvases, by libwebp: lossless (`quality` nil: the canvas's exact pixels, alpha
/// included) or lossy at a quality from 1 to 100 (alpha kept losslessly beside the lossy colour).
/// libwebp's simple API runs on the calling thread with fixed settings, so the bytes depend only on
/// the pixels, the quality and the libwebp version.
public struct WebPEncoder: Sendable {
  /// The lossy quality, or `nil` for lossless.
  public var quality: Int?

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
    let straight = canvas.straightPixels
    var output: UnsafeMutablePointer<UInt8>?
    let size = straight.withUnsafeBufferPointer { rgba -> Int in
      let stride = Int32(canvas.width * 4)
      if let quality {
        return WebPEncodeRGBA(
          rgba.baseAddress, Int32(canvas.width), Int32(canvas.height), stride, Float(quality), &output)
      }
      return WebPEncodeLosslessRGBA(
        rgba.baseAddress, Int32(canvas.width), Int32(canvas.height), stride, &output)
    }
    guard size > 0, let output else { throw ImageEncodingError("libwebp could not encode the image") }
    defer { WebPFree(output) }
    return [UInt8](UnsafeBufferPointer(start: output, count: size))
  }
}
