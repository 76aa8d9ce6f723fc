import Foundation
import TintypeRaster

/// Compares two images the way golden tests need: how many pixels may differ (`precision`) and how
/// different a pixel may be and still count as the same (`perceptualPrecision`), in the spirit of
/// swift-snapshot-testing's image strategy.
public struct ImageComparison: Sendable {
  /// The fraction of pixels that must match, 0…1 (1: every pixel).
  public var precision: Double
  /// How close two pixels must be to match, 0…1 (1: identical bytes; 0.98 ≈ a colour difference
  /// people do not notice). Pixels are compared by CIE76 ΔE in Lab on their colour composited over
  /// mid-grey (so transparency differences count), scaled so ΔE 100 ↔ 0.
  public var perceptualPrecision: Double

  /// A comparison; the defaults demand identical pixels.
  public init(precision: Double = 1, perceptualPrecision: Double = 1) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
  }

  /// The outcome of a comparison.
  public struct Result: Sendable {
    /// Whether the images count as the same.
    public var matches: Bool
    /// Why not, in words, when they do not.
    public var message: String
    /// Pixels that differ beyond the perceptual tolerance.
    public var differingPixels: Int
    /// The largest ΔE found.
    public var maximumDeltaE: Double
    /// A mask of the differing pixels (row-major, width × height), empty when the sizes differ.
    public var mismatches: [Bool]
  }

  /// Compares `actual` with `expected`.
  public func compare(expected: Canvas, actual: Canvas) -> Result {
    guard expected.width == actual.width, expected.height == actual.height else {
      return Result(
        matches: false,
        message: "size \(actual.width)×\(actual.height) px, expected \(expected.width)×\(expected.height) px",
        differingPixels: max(expected.width * expected.height, actual.width * actual.height),
        maximumDeltaE: 100,
        mismatches: [])
    }
    let count = expected.width * expected.height
    let tolerance = (1 - perceptualPrecision) * 100
    var mismatches = [Bool](repeating: false, count: count)
    var differing = 0
    var worst = 0.0
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        for index in 0..<count {
          let o = index * 4
          if e[o] == a[o] && e[o + 1] == a[o + 1] && e[o + 2] == a[o + 2] && e[o + 3] == a[o + 3] { continue }
          let delta = Lab(premultiplied: e[o], e[o + 1], e[o + 2], e[o + 3]).distance(
            to: Lab(premultiplied: a[o], a[o + 1], a[o + 2], a[o + 3]))
          worst = max(worst, delta)
          if delta > tolerance || perceptualPrecision >= 1 {
            mismatches[index] = true
            differing += 1
          }
        }
      }
    }
    let matchingFraction = count == 0 ? 1 : Double(count - differing) / Double(count)
    let matches = matchingFraction >= precision
    let percent = String(format: "%.3f", 100 * Double(differing) / Double(max(count, 1)))
    let message =
      matches
      ? "match"
      : "\(differing) of \(count) pixels (\(percent) %) differ beyond ΔE \(String(format: "%.2f", tolerance)); "
        + "largest ΔE \(String(format: "%.2f", worst)); precision \(precision) needs at most "
        + "\(Int((1 - precision) * Double(count))) differing pixels"
    return Result(
      matches: matches, message: message, differingPixels: differing, maximumDeltaE: worst,
      mismatches: mismatches)
  }
}

/// A colour in CIE L*a*b* (D65).
struct Lab {
  var l: Double
  var a: Double
  var b: Double

  /// The Lab colour of a premultiplied sRGB pixel composited over mid-grey.
  init(premultiplied r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8) {
    let coverage = Double(alpha) / 255
    func channel(_ value: UInt8) -> Double { SRGBTransfer.decode(Double(value) / 255 + 0.5 * (1 - coverage)) }
    let (lr, lg, lb) = (channel(r), channel(g), channel(b))
    let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
    let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? pow(t, 1.0 / 3) : 7.787 * t + 16.0 / 116 }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    self.b = 200 * (f(y) - f(z))
  }

  func distance(to other: Lab) -> Double {
    ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b))
      .squareRoot()
  }
}
