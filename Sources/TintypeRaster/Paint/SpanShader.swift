import TintypeCore

/// Produces a paint's premultiplied colours for runs of pixels. Compositing is generic over the shader,
/// so each paint's loop is specialised and nothing is dispatched per pixel.
protocol SpanShader {
  /// Whether every colour it produces is opaque, so that fully covered runs can be shaded straight
  /// into the canvas.
  var isOpaque: Bool { get }
  /// The colour of every pixel of row `y` when the paint does not vary along rows (solid colours,
  /// vertical gradients), which lets covered runs be filled without shading each pixel.
  func rowColor(y: Int) -> UInt32?
  /// The colours of pixels `x ..< x + count` of row `y`, sampled at pixel centres.
  mutating func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>)
}

struct SolidShader: SpanShader {
  let color: UInt32

  var isOpaque: Bool { PackedColor.alpha(color) == 255 }

  func rowColor(y: Int) -> UInt32? { color }

  func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
    colors.update(repeating: color, count: count)
  }
}

/// Where canvas pixel centres land in a paint's own space: an affine map evaluated once per run and
/// stepped per pixel.
struct PixelMapping {
  /// Paint-space position of the centre of canvas pixel (0, 0).
  let originX: Double
  let originY: Double
  /// Paint-space step for one pixel right.
  let stepXx: Double
  let stepXy: Double
  /// Paint-space step for one pixel down.
  let stepYx: Double
  let stepYy: Double

  /// The mapping for a paint placed by `transform`, or nil if `transform` cannot be inverted (the paint
  /// is squashed to nothing).
  init?(inverting transform: Transform) {
    guard let inverse = transform.inverted else { return nil }
    let centre = inverse.apply(to: Point(x: 0.5, y: 0.5))
    originX = centre.x
    originY = centre.y
    stepXx = inverse.a
    stepXy = inverse.b
    stepYx = inverse.c
    stepYy = inverse.d
  }

  /// Paint-space position of the centre of canvas pixel (x, y).
  @inline(__always)
  func map(x: Int, y: Int) -> (Double, Double) {
    let dx = Double(x)
    let dy = Double(y)
    return (originX + dx * stepXx + dy * stepYx, originY + dx * stepXy + dy * stepYy)
  }
}
