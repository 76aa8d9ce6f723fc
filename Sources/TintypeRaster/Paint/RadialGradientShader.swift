import TintypeCore

/// Shades a radial (two-point conical) gradient; see `Paint.RadialGradient` for the model.
struct RadialGradientShader: SpanShader {
  let ramp: GradientRamp
  let mapping: PixelMapping?
  let gradient: Paint.RadialGradient

  init(_ gradient: Paint.RadialGradient) {
    ramp = GradientRamp(stops: gradient.stops)
    mapping = PixelMapping(inverting: gradient.transform)
    self.gradient = gradient
  }

  /// Only concentric gradients reach every point; two-point ones leave some transparent.
  var isOpaque: Bool {
    mapping != nil && ramp.isOpaque && gradient.startCenter == gradient.endCenter
      && gradient.startRadius != gradient.endRadius
  }

  func rowColor(y: Int) -> UInt32? { mapping == nil ? 0 : nil }

  func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
    guard let mapping else {
      colors.update(repeating: 0, count: count)
      return
    }
    let (qx, qy) = mapping.map(x: x, y: y)
    // Positions relative to the start circle's centre, stepped per pixel.
    let px0 = Float(qx - gradient.startCenter.x)
    let py0 = Float(qy - gradient.startCenter.y)
    let stepX = Float(mapping.stepXx)
    let stepY = Float(mapping.stepXy)
    let r0 = Float(gradient.startRadius)
    let dr = Float(gradient.endRadius - gradient.startRadius)
    let cdx = Float(gradient.endCenter.x - gradient.startCenter.x)
    let cdy = Float(gradient.endCenter.y - gradient.startCenter.y)

    ramp.colors.withUnsafeBufferPointer { table in
      if cdx == 0 && cdy == 0 {
        // Concentric: location is the distance from the centre, rescaled.
        guard dr != 0 else {
          colors.update(repeating: 0, count: count)
          return
        }
        let inverse = 1 / dr
        for index in 0..<count {
          let px = px0 + Float(index) * stepX
          let py = py0 + Float(index) * stepY
          let t = ((px * px + py * py).squareRoot() - r0) * inverse
          colors[index] = table[GradientRamp.index(t)]
        }
        return
      }
      // |p − t·cd|² = (r0 + t·dr)², i.e. a·t² − 2b·t + c = 0; take the larger root whose radius is
      // non-negative.
      let a = cdx * cdx + cdy * cdy - dr * dr
      for index in 0..<count {
        let px = px0 + Float(index) * stepX
        let py = py0 + Float(index) * stepY
        let b = px * cdx + py * cdy + r0 * dr
        let c = px * px + py * py - r0 * r0
        var t = Float.nan
        if abs(a) < 1e-6 * max(1, cdx * cdx + cdy * cdy) {
          if b != 0 {
            let root = c / (2 * b)
            if r0 + root * dr >= 0 { t = root }
          }
        } else {
          let discriminant = b * b - a * c
          if discriminant >= 0 {
            let s = discriminant.squareRoot()
            let large = (b + s) / a
            let small = (b - s) / a
            let high = max(large, small)
            let low = min(large, small)
            if r0 + high * dr >= 0 {
              t = high
            } else if r0 + low * dr >= 0 {
              t = low
            }
          }
        }
        colors[index] = t.isNaN ? 0 : table[GradientRamp.index(t)]
      }
    }
  }
}
