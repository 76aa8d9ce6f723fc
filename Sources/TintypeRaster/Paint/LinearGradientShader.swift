import TintypeCore

/// Shades a linear gradient. Location is an affine function of the canvas position, so each run costs
/// one multiply-add and one lookup per pixel, and a gradient that only varies down the canvas gives
/// one colour per row.
struct LinearGradientShader: SpanShader {
  let ramp: GradientRamp
  /// Location at the centre of pixel (0, 0), and its change per pixel right and per pixel down.
  let origin: Double
  let stepX: Double
  let stepY: Double
  /// Set when the gradient cannot be placed (zero-length line or singular transform): one colour.
  let constant: UInt32?

  init(_ gradient: Paint.LinearGradient) {
    ramp = GradientRamp(stops: gradient.stops)
    let axis = gradient.end - gradient.start
    let lengthSquared = axis.dot(axis)
    guard lengthSquared > 0, lengthSquared.isFinite, let mapping = PixelMapping(inverting: gradient.transform)
    else {
      origin = 0
      stepX = 0
      stepY = 0
      constant = ramp.colors[GradientRamp.size - 1]
      return
    }
    // t = ((q − start) · axis) / |axis|² for the paint-space point q of each pixel centre.
    origin =
      ((mapping.originX - gradient.start.x) * axis.x + (mapping.originY - gradient.start.y) * axis.y)
      / lengthSquared
    stepX = (mapping.stepXx * axis.x + mapping.stepXy * axis.y) / lengthSquared
    stepY = (mapping.stepYx * axis.x + mapping.stepYy * axis.y) / lengthSquared
    constant = nil
  }

  var isOpaque: Bool { ramp.isOpaque }

  func rowColor(y: Int) -> UInt32? {
    if let constant { return constant }
    guard stepX == 0 else { return nil }
    return ramp.color(at: Float(origin + Double(y) * stepY))
  }

  func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
    if let color = rowColor(y: y) {
      colors.update(repeating: color, count: count)
      return
    }
    let start = Float(origin + Double(x) * stepX + Double(y) * stepY)
    let step = Float(stepX)
    ramp.colors.withUnsafeBufferPointer { table in
      for index in 0..<count {
        colors[index] = table[GradientRamp.index(start + Float(index) * step)]
      }
    }
  }
}
