import Foundation
import Testing
import TintypeCore

@testable import TintypeRaster

@Test(arguments: [1.0, 3.0, 8.0])
func blurPreservesTotalAlpha(sigma: Double) throws {
  let canvas = try Canvas.make(width: 120, height: 120) { $0.fill(.rect(40, 45, 30, 20), with: red) }
  var blurred = canvas
  blurred.blur(sigma: sigma)
  #expect(abs(blurred.totalCoverage - canvas.totalCoverage) / canvas.totalCoverage < 0.01)
  // The edges soften: alpha leaks out past x = 40 and the first column inside drops below opaque.
  #expect(blurred.alpha(39, 55) > 0)
  #expect(blurred.alpha(40, 55) < 255)
}

/// The exact blur of a straight edge: a Gaussian's cumulative distribution, averaged over each pixel.
private func blurredEdge(pixel x: Int, edge: Double, sigma: Double) -> Double {
  func integral(_ u: Double) -> Double {
    // ∫ Φ(t/σ) dt = u Φ(u/σ) + σ φ(u/σ)
    let z = u / sigma
    return u * 0.5 * erfc(-z / 2.0.squareRoot()) + sigma * exp(-z * z / 2) / (2 * Double.pi).squareRoot()
  }
  return integral(Double(x + 1) - edge) - integral(Double(x) - edge)
}

@Test(arguments: [1.5, 4.0, 10.0])
func blurMatchesAGaussianReference(sigma: Double) throws {
  // A mask covering x ≥ 60: along the middle row, far (> 6σ) from the canvas's other edges, its blur
  // is a blurred step.
  let mask = try Mask(filling: .rect(60, 0, 300, 121), width: 200, height: 121)
  var blurred = mask
  blurred.blur(sigma: sigma)
  var worst = 0.0
  for x in 30..<90 {
    let reference = 255 * blurredEdge(pixel: x, edge: 60, sigma: sigma)
    worst = max(worst, abs(Double(blurred[x, 60]) - reference))
  }
  // The pixel-integrated kernel (σ < 2) is within two levels; three box passes within 2 % of full
  // scale (5 levels), the known accuracy of the Filter Effects specification's approximation.
  #expect(worst <= (sigma < GaussianBlur.boxThreshold ? 2 : 5), "worst difference \(worst) levels")
}

@Test func luminanceToAlphaMapsBrightToOpaqueBlack() throws {
  var canvas = try Canvas(width: 5, height: 1)
  canvas[0, 0] = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
  canvas[1, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
  canvas[2, 0] = Pixel(red: 128, green: 128, blue: 128, alpha: 255)
  canvas[3, 0] = Pixel(red: 128, green: 128, blue: 128, alpha: 128)  // white at 50 %
  canvas[4, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  canvas.luminanceToAlpha()
  #expect(canvas[0, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
  #expect(canvas[1, 0] == .clear)
  // sRGB-encoded values, no linearisation: mid grey 128 gives exactly 128.
  #expect(canvas[2, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 128))
  #expect(canvas[3, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 128))
  // Pure red: 0.2125 × 255 = 54.2.
  #expect(canvas[4, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 54))
}

@Test func desaturateKeepsLuminanceAndAlpha() throws {
  var canvas = try Canvas(width: 2, height: 1)
  canvas[0, 0] = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
  canvas[1, 0] = Pixel(red: 0, green: 0, blue: 100, alpha: 100)
  canvas.desaturate()
  #expect(canvas[0, 0] == Pixel(red: 182, green: 182, blue: 182, alpha: 255))
  #expect(canvas[1, 0] == Pixel(red: 7, green: 7, blue: 7, alpha: 100))
}

@Test func aPixelMapSeesEveryPixelAndStaysPremultiplied() throws {
  var canvas = try Canvas.make(width: 3, height: 3) { $0.fill(.rect(0, 0, 3, 3), with: red, opacity: 0.5) }
  var seen = 0
  canvas.mapPixels { pixel in
    seen += 1
    return Pixel(red: 255, green: pixel.red, blue: 0, alpha: pixel.alpha)
  }
  #expect(seen == 9)
  #expect(canvas[1, 1] == Pixel(red: 128, green: 128, blue: 0, alpha: 128))
}

@Test func aDropShadowFallsUnderAndBesideTheLayer() throws {
  let layer = try Canvas.make(width: 60, height: 60) { $0.fill(.rect(10, 10, 20, 20), with: white) }
  var canvas = try Canvas(width: 60, height: 60)
  let shadow = Shadow(
    color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), sigma: 2, offsetX: 12, offsetY: 12)
  canvas.composite(layer, shadow: shadow)
  // The layer itself is on top, untouched.
  #expect(canvas[15, 15] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  // Inside the shadow's square (22...42), away from the layer: half-transparent black.
  #expect(canvas[36, 36] == Pixel(red: 0, green: 0, blue: 0, alpha: 128))
  // The shadow's edge is soft and it does not reach far.
  #expect((20...108).contains(canvas.alpha(42, 36)))
  #expect(canvas.alpha(50, 50) == 0)
}

/// The shadow blurs only the part of the layer its alpha can reach: the result is byte for byte what
/// blurring the whole layer's alpha gives, for narrow kernels and box blurs, with offsets, and for
/// content touching the edges.
@Test(arguments: [0.6, 1.5, 2.5, 7.0, 24.0])
func aCroppedShadowBlurEqualsBlurringTheWholeLayer(sigma: Double) throws {
  var layer = try Canvas(width: 160, height: 120)
  layer.fill(
    star(center: Point(x: 55, y: 40), radius: 18),
    with: .solid(RGBAColor(red: 1, green: 0.2, blue: 0.1, alpha: 0.8)))
  layer.fill(.rect(150, 0, 10, 6), with: .solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)))
  for (dx, dy) in [(0.0, 0.0), (4.0, 7.0), (-30.0, 2.0)] {
    let shadow = Shadow(
      color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), sigma: sigma, offsetX: dx, offsetY: dy)
    let cropped = layer.shadow(shadow)
    // The reference: the whole layer's alpha blurred, then tinted and moved.
    var alpha = Mask(alphaOf: layer)
    alpha.blur(sigma: sigma)
    var reference = layer
    for y in 0..<layer.height {
      for x in 0..<layer.width {
        let (sx, sy) = (x - Int(dx), y - Int(dy))
        let inside = sx >= 0 && sx < layer.width && sy >= 0 && sy < layer.height
        let coverage = inside ? Int(alpha[sx, sy]) : 0
        let o = (y * layer.width + x) * 4
        let packed = PackedColor.scale(shadow.color.packed, by: UInt32(coverage))
        reference.pixels[o] = UInt8(packed & 0xFF)
        reference.pixels[o + 1] = UInt8((packed >> 8) & 0xFF)
        reference.pixels[o + 2] = UInt8((packed >> 16) & 0xFF)
        reference.pixels[o + 3] = UInt8(packed >> 24)
      }
    }
    #expect(cropped.pixels == reference.pixels, "sigma \(sigma), offset (\(dx), \(dy))")
  }
}
