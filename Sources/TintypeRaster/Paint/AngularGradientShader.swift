import TintypeCore

/// Shades an angular (conic) gradient; see `Paint.AngularGradient` for the model.
struct AngularGradientShader: SpanShader {
  let ramp: GradientRamp
  let mapping: PixelMapping?
  let center: Point
  /// Start angle in turns, in [0, 1).
  let start: Float
  /// Sweep in turns, positive (the direction is in `clockwise`).
  let sweep: Float
  /// True when angles increase from start to end (clockwise on screen).
  let clockwise: Bool

  init(_ gradient: Paint.AngularGradient) {
    ramp = GradientRamp(stops: gradient.stops)
    mapping = PixelMapping(inverting: gradient.transform)
    center = gradient.center
    let turn = 2 * Double.pi
    var startTurns = (gradient.startAngle / turn).truncatingRemainder(dividingBy: 1)
    if startTurns < 0 { startTurns += 1 }
    let sweepTurns = (gradient.endAngle - gradient.startAngle) / turn
    start = Float(startTurns.isFinite ? startTurns : 0)
    sweep = Float(sweepTurns.isFinite ? abs(sweepTurns) : 0)
    clockwise = sweepTurns >= 0
  }

  var isOpaque: Bool { mapping != nil && ramp.isOpaque }

  func rowColor(y: Int) -> UInt32? {
    guard mapping != nil else { return 0 }
    return sweep > 0 ? nil : ramp.colors[0]
  }

  func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
    if let color = rowColor(y: y) {
      colors.update(repeating: color, count: count)
      return
    }
    let mapping = mapping!
    let (qx, qy) = mapping.map(x: x, y: y)
    let px0 = Float(qx - center.x)
    let py0 = Float(qy - center.y)
    let stepX = Float(mapping.stepXx)
    let stepY = Float(mapping.stepXy)
    let sweep = sweep
    let start = start
    let clockwise = clockwise
    ramp.colors.withUnsafeBufferPointer { table in
      for index in 0..<count {
        let angle = Self.turns(x: px0 + Float(index) * stepX, y: py0 + Float(index) * stepY)
        // How far past the start, in turns, in the gradient's direction, in [0, 1).
        var offset = clockwise ? angle - start : start - angle
        if offset < 0 { offset += 1 }
        let t: Float
        if sweep >= 1 {
          // Only the last full turn shows: the largest offset + k (k whole turns) not past the sweep.
          // sweep − offset > 0, so truncation is the floor.
          t = (offset + Float(Int(sweep - offset))) / sweep
        } else if offset <= sweep {
          t = offset / sweep
        } else {
          // The uncovered sector: the end colour first, switching to the start colour halfway.
          t = offset - sweep < (1 - sweep) / 2 ? 1 : 0
        }
        colors[index] = table[GradientRamp.index(t)]
      }
    }
  }

  /// The angle of (x, y) from the positive x axis towards the positive y axis, in turns, [0, 1).
  ///
  /// A polynomial instead of `atan2`: the same on every platform (libm's `atan2` is not required to be
  /// correctly rounded, so it could differ between Linux and macOS), and fast. The odd polynomial for
  /// atan on [0, 1] is the one Skia's raster pipeline uses; its error is about 1e-5 turns, under a
  /// hundredth of a gradient table step.
  @inline(__always)
  static func turns(x: Float, y: Float) -> Float {
    let ax = abs(x)
    let ay = abs(y)
    let largest = max(ax, ay)
    guard largest > 0 else { return 0 }
    let slope = min(ax, ay) / largest
    let s = slope * slope
    var phi =
      slope
      * (0.159_121_17 + s * (-0.051_853_97 + s * (0.024_761_02 + s * -0.007_054_738)))
    if ax < ay { phi = 0.25 - phi }
    if x < 0 { phi = 0.5 - phi }
    if y < 0 { phi = 1 - phi }
    return phi >= 1 ? 0 : phi
  }
}
