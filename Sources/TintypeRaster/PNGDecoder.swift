import CPNG
import TintypeCore

/// Reads a PNG into a canvas: any bit depth and colour type (palette, grey, grey + alpha, RGB, RGBA),
/// transparency from tRNS, interlaced or not, converted to premultiplied RGBA8.
///
/// It uses libpng's simplified API, which catches libpng's longjmp-based errors inside C, so a corrupt
/// file becomes a thrown error rather than a jump across Swift frames. Colour is converted to sRGB
/// where the file says how (gAMA, sRGB); 16-bit files without that information are taken as sRGB, as
/// nearly all are, rather than libpng's default assumption of linear light.
public struct PNGDecoder: Sendable {
  /// A decoder; it has no settings.
  public init() {}

  /// The canvas the PNG `bytes` describe. Throws `PNGError.imageTooLarge` from the header alone if the
  /// image breaches `CanvasLimits`, before its pixels are decompressed.
  public func decode(_ bytes: [UInt8]) throws(PNGError) -> Canvas {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }

    let began = bytes.withUnsafeBytes { data in
      png_image_begin_read_from_memory(&image, data.baseAddress, data.count)
    }
    guard began != 0 else { throw .decodingFailed(Self.message(of: image)) }

    // Allocating through Canvas checks the header's size against the limits first.
    var canvas: Canvas
    do {
      canvas = try Canvas(width: Int(image.width), height: Int(image.height))
    } catch {
      throw .imageTooLarge(error)
    }

    // png_image_begin_read clears the whole structure, so the flag goes in now, before the pixels
    // are read; the format is PNG_FORMAT_RGBA, spelled out because Swift cannot import that macro.
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let finished = canvas.pixels.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
    }
    guard finished != 0 else { throw .decodingFailed(Self.message(of: image)) }

    Premultiplication.premultiply(&canvas.pixels)
    return canvas
  }

  /// libpng's error text, kept in a fixed-size C array inside the image structure.
  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
