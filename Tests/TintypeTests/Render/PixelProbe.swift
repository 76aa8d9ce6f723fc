import TintypeRaster

/// Reading rendered pixels in tests: unpremultiplied colours, regions in points.
struct PixelProbe {
  let canvas: Canvas
  let scale: Double

  /// The straight (unpremultiplied) colour of a pixel, 0…255, and its alpha.
  func straight(_ x: Int, _ y: Int) -> (r: Double, g: Double, b: Double, a: Double) {
    let p = canvas[x, y]
    guard p.alpha > 0 else { return (0, 0, 0, 0) }
    let a = Double(p.alpha)
    return (Double(p.red) * 255 / a, Double(p.green) * 255 / a, Double(p.blue) * 255 / a, a)
  }

  /// Every pixel inside a rectangle given in points (shrunk by a pixel to skip anti-aliased edges).
  func pixels(x: Double, y: Double, width: Double, height: Double) -> [(
    r: Double, g: Double, b: Double, a: Double
  )] {
    let x0 = Int((x * scale).rounded(.up)) + 1
    let y0 = Int((y * scale).rounded(.up)) + 1
    let x1 = Int(((x + width) * scale).rounded(.down)) - 1
    let y1 = Int(((y + height) * scale).rounded(.down)) - 1
    var result: [(Double, Double, Double, Double)] = []
    for py in max(y0, 0)..<min(y1, canvas.height) {
      for px in max(x0, 0)..<min(x1, canvas.width) { result.append(straight(px, py)) }
    }
    return result
  }

  /// Every pixel with some coverage.
  var opaquePixels: [(r: Double, g: Double, b: Double, a: Double)] {
    var result: [(Double, Double, Double, Double)] = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas[x, y].alpha > 0 { result.append(straight(x, y)) }
    }
    return result
  }

  /// The variance of the pixels' luminance (0…255 scale), a measure of how much detail a region has.
  static func variance(_ pixels: [(r: Double, g: Double, b: Double, a: Double)]) -> Double {
    let values = pixels.map { 0.2125 * $0.r + 0.7154 * $0.g + 0.0721 * $0.b }
    guard !values.isEmpty else { return 0 }
    let mean = values.reduce(0, +) / Double(values.count)
    return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
  }
}
