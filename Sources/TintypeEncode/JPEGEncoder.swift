import CJPEGSupport
import TintypeRaster

/// JPEG files from canvases, by libjpeg(-turbo): baseline, 4:2:0, optimized Huffman tables, the
/// integer DCT (the same bytes on every machine). JPEG has no alpha, so each pixel is composited onto
/// white first — from the premultiplied canvas, `c + (255 − a)`, which is exact.
public struct JPEGEncoder: Sendable {
  /// The quality, 1 to 100.
  public var quality: Int

  /// An encoder at `quality`.
  public init(quality: Int = ImageEncoding.defaultJPEGQuality) { self.quality = quality }

  /// The JPEG bytes of `canvas`.
  public func encode(_ canvas: Canvas) throws(ImageEncodingError) -> [UInt8] {
    guard (1...100).contains(quality) else {
      throw ImageEncodingError("a quality is a whole number from 1 to 100, not \(quality)")
    }
    guard canvas.width <= 65_500, canvas.height <= 65_500 else {
      throw ImageEncodingError("a JPEG is at most 65500 pixels a side")
    }
    let count = canvas.width * canvas.height
    var rgb = [UInt8](repeating: 0, count: count * 3)
    canvas.pixels.withUnsafeBufferPointer { rgba in
      rgb.withUnsafeMutableBufferPointer { rgb in
        for index in 0..<count {
          // Premultiplied colour over opaque white: c + 255 · (1 − a/255) = c + 255 − a, never over 255.
          let uncovered = 255 - rgba[index * 4 + 3]
          rgb[index * 3] = rgba[index * 4] &+ uncovered
          rgb[index * 3 + 1] = rgba[index * 4 + 1] &+ uncovered
          rgb[index * 3 + 2] = rgba[index * 4 + 2] &+ uncovered
        }
      }
    }
    var bytes: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = rgb.withUnsafeBufferPointer {
      tintype_jpeg_encode(
        $0.baseAddress, Int32(canvas.width), Int32(canvas.height), Int32(quality), &bytes, &size, &message,
        message.count)
    }
    guard status == 0, let bytes else {
      throw ImageEncodingError(
        "libjpeg: "
          + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    defer { tintype_jpeg_free(bytes) }
    return [UInt8](UnsafeBufferPointer(start: bytes, count: size))
  }
}
