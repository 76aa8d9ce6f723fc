import Foundation
import TintypeCore
import TintypeRaster
import TintypeText

/// Glyph coverage masks, rasterized once per face, glyph, pixel size and quarter-pixel offset, and
/// then blitted: text is most of what a widget draws, and the same glyphs recur in every render.
///
/// Glyph origins are placed at a quarter of a pixel (4 × 4 sub-positions): closer than the eye can
/// tell at widget sizes, and few enough variants for the cache to stay small. A mask depends only on
/// its key, so eviction never changes the output.
final class GlyphMaskCache: @unchecked Sendable {
  /// Sub-positions per pixel on each axis.
  static let subpixelSteps = 4
  /// The most masks kept; the cache is emptied when it would grow past this.
  static let capacity = 8192

  struct Key: Hashable {
    var face: FaceID
    var glyph: GlyphID
    /// The pixel size in 1/64 px, so that sizes that differ by rounding share masks.
    var size64: Int
    var subX: Int
    var subY: Int
  }

  /// A mask and where its top-left pixel sits relative to the glyph origin's whole pixel.
  struct Entry {
    var mask: Mask?
    var left: Int
    var top: Int
  }

  static let shared = GlyphMaskCache()

  /// The largest glyph size in pixels drawn through a cached mask; larger text (a `scaleEffect`
  /// blown up) is filled from its outline, which the rasterizer clips to the canvas, so that no
  /// mask larger than the canvas is ever allocated.
  static let maximumPixelSize = 1024.0

  private let lock = Lock()
  private var entries: [Key: Entry] = [:]

  /// The mask of `glyph` at `pixelSize` with its origin at (`x`, `y`) in pixels, and the pixel of
  /// its top-left corner.
  func mask(
    _ glyph: GlyphID, face: FaceID, pixelSize: Double, x: Double, y: Double, textSystem: TextSystem
  ) -> (mask: Mask, x: Int, y: Int)? {
    let steps = Double(Self.subpixelSteps)
    let wholeX = (x * steps).rounded(.down) / steps
    let wholeY = (y * steps).rounded(.down) / steps
    guard let originX = PixelCoordinate.whole(wholeX.rounded(.down)),
      let originY = PixelCoordinate.whole(wholeY.rounded(.down)),
      pixelSize.isFinite, pixelSize > 0, pixelSize <= Self.maximumPixelSize
    else { return nil }
    let key = Key(
      face: face, glyph: glyph, size64: Int((pixelSize * 64).rounded()),
      subX: Int(((wholeX - Double(originX)) * steps).rounded()),
      subY: Int(((wholeY - Double(originY)) * steps).rounded()))
    lock.lock()
    let cached = entries[key]
    lock.unlock()
    let entry = cached ?? make(key, textSystem: textSystem)
    if cached == nil {
      lock.lock()
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = entry
      lock.unlock()
    }
    guard let mask = entry.mask else { return nil }
    return (mask, originX + entry.left, originY + entry.top)
  }

  private func make(_ key: Key, textSystem: TextSystem) -> Entry {
    let size = Double(key.size64) / 64
    let outline = textSystem.outline(of: key.glyph, face: key.face, size: size)
    let offsetX = Double(key.subX) / Double(Self.subpixelSteps)
    let offsetY = Double(key.subY) / Double(Self.subpixelSteps)
    // The outline comes in points at `size` points; here one point is one pixel.
    let path = GlyphPath.path(outline).applying(.translation(x: offsetX, y: offsetY))
    let bounds = path.bounds
    guard bounds.width.isFinite, bounds.width > 0, bounds.height > 0 else {
      return Entry(mask: nil, left: 0, top: 0)
    }
    let left = Int(bounds.x.rounded(.down))
    let top = Int(bounds.y.rounded(.down))
    let width = Int((bounds.x + bounds.width).rounded(.up)) - left
    let height = Int((bounds.y + bounds.height).rounded(.up)) - top
    let placed = path.applying(.translation(x: Double(-left), y: Double(-top)))
    let mask = try? Mask(filling: placed, width: max(width, 1), height: max(height, 1))
    return Entry(mask: mask, left: left, top: top)
  }
}

/// Glyph outlines as rasterizer paths.
enum GlyphPath {
  static func path(_ outline: GlyphOutline) -> TintypeRaster.Path {
    var path = TintypeRaster.Path()
    for element in outline.elements {
      switch element {
      case .moveTo(let p): path.move(to: p)
      case .lineTo(let p): path.line(to: p)
      case .quadTo(let c, let p): path.quadCurve(to: p, control: c)
      case .cubicTo(let c1, let c2, let p): path.curve(to: p, control1: c1, control2: c2)
      case .close: path.close()
      }
    }
    return path
  }
}
