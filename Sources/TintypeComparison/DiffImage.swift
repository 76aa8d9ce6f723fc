import TintypeRaster

/// The image a failed comparison leaves for people to look at: expected | difference | actual,
/// side by side, with differing pixels in red over a faded copy of the expected image.
public enum DiffImage {
  /// The gap between the three panels, in pixels.
  static let gap = 8

  /// Builds the three-panel image. Panels of different sizes are top-aligned.
  public static func make(expected: Canvas, actual: Canvas, result: ImageComparison.Result) throws -> Canvas {
    let panelWidth = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let width = panelWidth * 3 + gap * 2
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    func blit(_ source: Canvas, at left: Int) {
      for y in 0..<source.height {
        let from = y * source.width * 4
        let to = (y * width + left) * 4
        pixels.replaceSubrange(
          to..<(to + source.width * 4), with: source.pixels[from..<(from + source.width * 4)])
      }
    }
    blit(expected, at: 0)
    blit(actual, at: (panelWidth + gap) * 2)
    let left = panelWidth + gap
    for y in 0..<height {
      for x in 0..<panelWidth {
        let o = (y * width + left + x) * 4
        let inExpected = x < expected.width && y < expected.height
        let index = y * expected.width + x
        let differs = result.mismatches.isEmpty || (inExpected && result.mismatches[index])
        if differs {
          pixels[o] = 255
          pixels[o + 1] = 0
          pixels[o + 2] = 0
          pixels[o + 3] = 255
        } else if inExpected {
          // A faded grey of the expected pixel, so the differences stand out in context.
          let e = expected[x, y]
          let grey = UInt8((Int(e.red) * 2 + Int(e.green) * 7 + Int(e.blue)) / 10)
          let faded = UInt8(Int(grey) / 4)
          let alpha = UInt8(Int(e.alpha) / 4)
          pixels[o] = faded
          pixels[o + 1] = faded
          pixels[o + 2] = faded
          pixels[o + 3] = alpha
        }
      }
    }
    return try Canvas(width: width, height: height, pixels: pixels)
  }
}
