/// A drop shadow: the shape of a layer's alpha, blurred, tinted and offset, drawn under the layer.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour; its alpha scales the shadow's opacity.
  public var color: RGBA
  /// The blur's standard deviation in pixels (not a CSS blur radius, which is 2σ).
  public var sigma: Double
  /// How far right the shadow falls, in pixels; rounded to whole pixels.
  public var offsetX: Double
  /// How far down the shadow falls, in pixels; rounded to whole pixels.
  public var offsetY: Double

  /// A shadow of `color` blurred by `sigma`, offset by `offsetX`, `offsetY`.
  public init(color: RGBA, sigma: Double, offsetX: Double = 0, offsetY: Double = 0) {
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
    let alpha = Mask(alphaOf: self).blurred(sigma: shadow.sigma)
    let color = shadow.color.packed
    let dx = Int(shadow.offsetX.isFinite ? shadow.offsetX.rounded() : 0)
    let dy = Int(shadow.offsetY.isFinite ? shadow.offsetY.rounded() : 0)
    var result = self
    let width = width
    let height = height
    result.withMutablePackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
      alpha.coverage.withUnsafeBufferPointer { coverage in
        for y in 0..<height {
          for x in 0..<width {
            let sourceX = x - dx
            let sourceY = y - dy
            guard sourceX >= 0, sourceX < width, sourceY >= 0, sourceY < height else {
              pixels[y * width + x] = 0
              continue
            }
            pixels[y * width + x] = PackedColor.scale(color, by: UInt32(coverage[sourceY * width + sourceX]))
          }
        }
      }
    }
    return result
  }
}
