import TintypeCore

extension Canvas {
  /// Composites a layer drawn separately onto this canvas, source-over, with its top-left corner at
  /// pixel (`x`, `y`): how SwiftUI's group opacity (`compositingGroup().opacity`), `clipShape` and
  /// `mask` are made, by drawing the group alone and then blending it as one image.
  ///
  /// - Parameters:
  ///   - opacity: Multiplies the whole layer's alpha, 0...1, after its contents were composited among
  ///     themselves (so overlaps inside the layer do not show through each other).
  ///   - mask: A canvas-sized mask, in this canvas's coordinates, scaling the layer pixel by pixel.
  ///   - shadow: If given, the layer's drop shadow is composited first, underneath it.
  public mutating func composite(
    _ layer: Canvas, x: Int = 0, y: Int = 0, opacity: Double = 1, mask: Mask? = nil,
    shadow: Shadow? = nil
  ) {
    if let mask {
      precondition(
        mask.width == width && mask.height == height,
        "layer mask is \(mask.width)×\(mask.height); the canvas is \(width)×\(height)")
    }
    if let shadow {
      composite(layer.shadow(shadow), x: x, y: y, opacity: opacity, mask: mask)
    }
    let factor = PackedColor.byte(opacity)
    let left = max(0, x)
    let right = min(width, x + layer.width)
    let top = max(0, y)
    let bottom = min(height, y + layer.height)
    guard factor > 0, left < right, top < bottom else { return }
    let width = width
    withMutablePackedPixels { (target: UnsafeMutableBufferPointer<UInt32>) in
      layer.withPackedPixels { (source: UnsafeBufferPointer<UInt32>) in
        Mask.withOptionalCoverage(mask) { maskValues in
          for row in top..<bottom {
            let sourceRow = source.baseAddress! + (row - y) * layer.width - x
            let targetRow = target.baseAddress! + row * width
            if maskValues == nil && factor == 255 {
              // The common case, a layer composited as it is: the same steps with nothing to scale.
              for column in left..<right {
                let color = sourceRow[column]
                guard color != 0 else { continue }
                targetRow[column] =
                  PackedColor.alpha(color) == 255
                  ? color : PackedColor.sourceOver(color, onto: targetRow[column])
              }
              continue
            }
            for column in left..<right {
              var alphaFactor = factor
              if let maskValues {
                alphaFactor = PackedColor.multiply(alphaFactor, UInt32(maskValues[row * width + column]))
              }
              let color = sourceRow[column]
              guard color != 0, alphaFactor > 0 else { continue }
              let scaled = alphaFactor == 255 ? color : PackedColor.scale(color, by: alphaFactor)
              targetRow[column] =
                PackedColor.alpha(scaled) == 255
                ? scaled : PackedColor.sourceOver(scaled, onto: targetRow[column])
            }
          }
        }
      }
    }
  }
}
