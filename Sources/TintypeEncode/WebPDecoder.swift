import CWebP
import TintypeRaster

/// WebP files read into canvases by libwebp (lossless or lossy, with or without alpha), for comparing
/// written images with goldens.
public struct WebPDecoder: Sendable {
  /// A decoder.
  public init() {}

  /// Whether the WebP `bytes` are lossless: their image chunk is `VP8L` (lossless) rather than `VP8 `
  /// (lossy), found by walking the RIFF chunks.
  public static func isLossless(_ bytes: [UInt8]) -> Bool {
    var offset = 12
    while offset + 8 <= bytes.count {
      let fourCC = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
      if fourCC == "VP8L" { return true }
      if fourCC == "VP8 " { return false }
      let size = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
      offset += 8 + size + (size & 1)
    }
    return false
  }

  /// The canvas `bytes` hold; an error for bytes libwebp cannot read or an image over the canvas limit.
  public func decode(_ bytes: [UInt8]) throws(ImageEncodingError) -> Canvas {
    var width: Int32 = 0
    var height: Int32 = 0
    let readable = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
    guard readable != 0 else { throw ImageEncodingError("not a WebP image libwebp can read") }
    guard Int(width) * Int(height) <= CanvasLimits.maximumPixelCount else {
      throw ImageEncodingError(
        "a \(width) × \(height) WebP is over \(CanvasLimits.maximumPixelCount) pixels (CanvasLimits.maximumPixelCount)"
      )
    }
    guard
      let pixels = bytes.withUnsafeBufferPointer({ WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) }
      )
    else { throw ImageEncodingError("libwebp could not decode the image") }
    defer { WebPFree(pixels) }
    let straight = Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
    do {
      return try Canvas(width: Int(width), height: Int(height), straightPixels: straight)
    } catch {
      throw ImageEncodingError("\(error)")
    }
  }
}
