import CFreeType

/// A colour glyph (an emoji) as a bitmap: premultiplied RGBA, 8 bits a channel, rows top to bottom.
///
/// Colour fonts such as Noto Color Emoji hold bitmaps at fixed sizes ("strikes"); the image is the
/// strike's bitmap unscaled, and `scale` says how many points one of its pixels covers at the
/// requested size, so that the painter scales it once, with its own filtering.
public struct GlyphImage: Equatable, Sendable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha, premultiplied by alpha.
  public var pixels: [UInt8]
  /// Points from the glyph origin to the image's left edge.
  public var bearingX: Double
  /// Points from the baseline to the image's top edge, y down (negative: above the baseline).
  public var bearingY: Double
  /// Points per image pixel at the requested size (font size ÷ the strike's pixels per em).
  public var scale: Double

  /// An image.
  public init(width: Int, height: Int, pixels: [UInt8], bearingX: Double, bearingY: Double, scale: Double) {
    self.width = width
    self.height = height
    self.pixels = pixels
    self.bearingX = bearingX
    self.bearingY = bearingY
    self.scale = scale
  }
}

extension FontFace {
  /// The colour bitmap of `glyph` from the strike best suited to `size` points (the smallest at
  /// least that many pixels per em, else the largest), or nil if the face has no colour bitmap for it.
  func colorImage(of glyph: GlyphID, size: Double) -> GlyphImage? {
    guard isColor, !bitmapStrikes.isEmpty, size.isFinite, size > 0 else { return nil }
    let strike =
      bitmapStrikes.indices.filter { bitmapStrikes[$0] >= size }.min { bitmapStrikes[$0] < bitmapStrikes[$1] }
      ?? bitmapStrikes.indices.max { bitmapStrikes[$0] < bitmapStrikes[$1] }!
    let scale = size / bitmapStrikes[strike]
    return withFreeTypeFace { face -> GlyphImage? in
      guard FT_Select_Size(face, FT_Int(strike)) == 0,
        FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0
      else {
        return nil
      }
      let slot = face.pointee.glyph.pointee
      let bitmap = slot.bitmap
      guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer else {
        return nil
      }
      let width = Int(bitmap.width)
      let height = Int(bitmap.rows)
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      for row in 0..<height {
        let source = buffer + row * Int(bitmap.pitch)
        for column in 0..<width {
          // FreeType's BGRA is already premultiplied; only the channel order changes.
          let from = source + column * 4
          let to = (row * width + column) * 4
          pixels[to] = from[2]
          pixels[to + 1] = from[1]
          pixels[to + 2] = from[0]
          pixels[to + 3] = from[3]
        }
      }
      return GlyphImage(
        width: width, height: height, pixels: pixels, bearingX: Double(slot.bitmap_left) * scale,
        bearingY: -Double(slot.bitmap_top) * scale, scale: scale)
    }
  }
}
