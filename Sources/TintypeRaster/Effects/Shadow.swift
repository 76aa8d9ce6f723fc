import TintypeCore

/// A drop shadow: the shape of a layer's alpha, blurred, tinted and offset, drawn under the layer.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour; its alpha scales the shadow's opacity.
  public var color: RGBAColor
  /// The blur's standard deviation in pixels (not a CSS blur radius, which is 2σ).
  public var sigma: Double
  /// How far right the shadow falls, in pixels; rounded to whole pixels.
  public var offsetX: Double
  /// How far down the shadow falls, in pixels; rounded to whole pixels.
  public var offsetY: Double

  /// A shadow of `color` blurred by `sigma`, offset by `offsetX`, `offsetY`.
  public init(color: RGBAColor, sigma: Double, offsetX: Double = 0, offsetY: Double = 0) {
    self.color = color
    self.sigma = sigma
    self.offsetX = offsetX
    self.offsetY = offsetY
  }
}

extension Canvas {
  /// This canvas's drop shadow as a layer of the same size: its alpha blurred, tinted with the
  /// shadow's colour and moved by the offset. Whatever falls outside the canvas is lost, so draw a
  /// layer with room around its content for the blur and the offset. Offsets are rounded to whole
  /// pixels: the blur hides the half-pixel difference.
  public func shadow(_ shadow: Shadow) -> Canvas {
    let (alpha, left, top) = Canvas.blurredAlpha(of: self, sigma: shadow.sigma)
    let color = shadow.color.packed
    let dx = Int(shadow.offsetX.isFinite ? shadow.offsetX.rounded() : 0)
    let dy = Int(shadow.offsetY.isFinite ? shadow.offsetY.rounded() : 0)
    // Transparent everywhere but where the moved, blurred alpha lands.
    var result = try! Canvas(width: width, height: height)
    let width = width
    let height = height
    let firstX = max(0, left + dx)
    let lastX = min(width, left + dx + alpha.width)
    let firstY = max(0, top + dy)
    let lastY = min(height, top + dy + alpha.height)
    guard firstX < lastX, firstY < lastY else { return result }
    result.withMutablePackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
      alpha.coverage.withUnsafeBufferPointer { coverage in
        for y in firstY..<lastY {
          let sourceRow = (y - dy - top) * alpha.width - dx - left
          for x in firstX..<lastX {
            pixels[y * width + x] = PackedColor.scale(color, by: UInt32(coverage[sourceRow + x]))
          }
        }
      }
    }
    return result
  }

  /// The alpha of `canvas` blurred by `sigma`, worked out only on the part of the canvas it can reach:
  /// the box around every non-transparent pixel, widened by the blur's reach and cut to the canvas.
  /// Outside it the blurred alpha is zero (the blur treats what lies past the edges as transparent,
  /// and zeros sum to exactly zero), so the crop gives the same values as blurring the whole canvas —
  /// for a small shadowed view in a large layer, a fraction of the work. Returns the crop and where it
  /// sits in the canvas.
  static func blurredAlpha(of canvas: Canvas, sigma: Double) -> (mask: Mask, left: Int, top: Int) {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    let width = canvas.width
    canvas.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<canvas.height {
        var first = -1
        var last = -1
        for x in 0..<width where pixels[(y * width + x) * 4 + 3] != 0 {
          if first < 0 { first = x }
          last = x
        }
        guard first >= 0 else { continue }
        (minX, minY, maxX, maxY) = (min(minX, first), min(minY, y), max(maxX, last), y)
      }
    }
    guard maxX >= 0 else {
      // Nothing to blur: an empty crop.
      return (try! Mask(width: 1, height: 1), 0, 0)
    }
    let reach = GaussianBlur.reach(sigma: sigma) + 1
    let left = max(0, minX - reach)
    let top = max(0, minY - reach)
    let right = min(width, maxX + 1 + reach)
    let bottom = min(canvas.height, maxY + 1 + reach)
    var coverage = [UInt8](repeating: 0, count: (right - left) * (bottom - top))
    canvas.pixels.withUnsafeBufferPointer { pixels in
      coverage.withUnsafeMutableBufferPointer { target in
        for y in top..<bottom {
          for x in left..<right {
            target[(y - top) * (right - left) + (x - left)] = pixels[(y * width + x) * 4 + 3]
          }
        }
      }
    }
    // The crop is at most the canvas's size, which passed the limits.
    var mask = try! Mask(width: right - left, height: bottom - top, coverage: coverage)
    mask.blur(sigma: sigma)
    return (mask, left, top)
  }
}
