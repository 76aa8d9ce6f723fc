import Foundation
import TintypeRaster

/// Compares two images the way golden tests need, in the spirit of swift-snapshot-testing's image
/// strategy: how many pixels may differ (`precision`), how different a pixel may be and still count
/// as the same — by channel levels (`channelTolerance`) or by perceived colour (`perceptualPrecision`).
public struct ImageComparison: Sendable {
  /// The fraction of pixels that must match, 0…1 (1: every pixel).
  public var precision: Double
  /// How close two pixels must be in colour to match, 0…1 (1: identical bytes). Pixels are compared
  /// by CIEDE2000 (ΔE₀₀) on their colour composited over mid-grey (so transparency differences count);
  /// a pixel matches within ΔE (1 − perceptualPrecision) × 100, so 0.98 accepts ΔE 2, about the smallest
  /// difference people notice side by side, as swift-snapshot-testing documents it.
  public var perceptualPrecision: Double
  /// How many levels (0…255) each channel of a pixel may differ by and still match; pixels transparent
  /// in both images match whatever their colour bytes. 0 demands identical bytes. Used instead of
  /// `perceptualPrecision` when that is 1.
  public var channelTolerance: Int

  /// A comparison; the defaults demand identical pixels.
  public init(precision: Double = 1, perceptualPrecision: Double = 1, channelTolerance: Int = 0) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
    self.channelTolerance = max(0, channelTolerance)
  }

  /// How many differing pixels lie past each ΔE₀₀ step, so a message can say how a difference is
  /// spread (anti-aliasing is a few pixels over 1; a wrong colour is many over 10).
  public struct DeltaESpread: Sendable, Equatable {
    /// Pixels over ΔE 1, 2, 5 and 10.
    public var over1 = 0, over2 = 0, over5 = 0, over10 = 0

    mutating func count(_ delta: Double) {
      if delta > 1 { over1 += 1 }
      if delta > 2 { over2 += 1 }
      if delta > 5 { over5 += 1 }
      if delta > 10 { over10 += 1 }
    }
  }

  /// A rectangle of pixels.
  public struct PixelBox: Sendable, Equatable {
    public var x: Int, y: Int, width: Int, height: Int
  }

  /// The outcome of a comparison.
  public struct Result: Sendable {
    /// Whether the images count as the same.
    public var matches: Bool
    /// Why not, in words, when they do not.
    public var message: String
    /// Pixels that differ beyond the perceptual tolerance.
    public var differingPixels: Int
    /// The largest ΔE₀₀ found.
    public var maximumDeltaE: Double
    /// A mask of the differing pixels (row-major, width × height), empty when the sizes differ.
    public var mismatches: [Bool]
    /// How the pixels that differ at all are spread over ΔE steps.
    public var spread = DeltaESpread()
    /// The smallest box holding every differing pixel, `nil` when none differs or the sizes differ.
    public var differenceBox: PixelBox?

    /// `differenceBox` in points at `scale` pixels to a point, for messages: "at (12, 40) 30 × 8 pt".
    public func differenceBox(inPointsAt scale: Double) -> String? {
      guard let box = differenceBox, scale > 0 else { return nil }
      func points(_ value: Int) -> String {
        let value = Double(value) / scale
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
      }
      return "at (\(points(box.x)), \(points(box.y))) \(points(box.width)) × \(points(box.height)) pt"
    }
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
    let width = expected.width
    let tolerance = (1 - perceptualPrecision) * 100
    let perceptual = perceptualPrecision < 1
    var mismatches = [Bool](repeating: false, count: count)
    var differing = 0
    var worst = 0.0
    var spread = DeltaESpread()
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    var (lastPair, lastDelta): (UInt64, Double) = (0, 0)
    // Identical bytes (every passing golden) are one memory comparison.
    let identical = expected.pixels.withUnsafeBytes { e in
      actual.pixels.withUnsafeBytes { a in memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
    }
    if !identical {
      expected.pixels.withUnsafeBufferPointer { e in
        actual.pixels.withUnsafeBufferPointer { a in
          for index in 0..<count {
            let o = index * 4
            if e[o] == a[o] && e[o + 1] == a[o + 1] && e[o + 2] == a[o + 2] && e[o + 3] == a[o + 3] {
              continue
            }
            // Flat areas repeat the same pair of colours pixel after pixel: the last pair's ΔE is kept.
            let expectedPixel = UnsafeRawPointer(e.baseAddress! + o).loadUnaligned(as: UInt32.self)
            let actualPixel = UnsafeRawPointer(a.baseAddress! + o).loadUnaligned(as: UInt32.self)
            let pair = UInt64(expectedPixel) | UInt64(actualPixel) << 32
            let delta: Double
            if pair == lastPair {
              delta = lastDelta
            } else {
              delta = Lab(premultiplied: e[o], e[o + 1], e[o + 2], e[o + 3]).deltaE2000(
                to: Lab(premultiplied: a[o], a[o + 1], a[o + 2], a[o + 3]))
              (lastPair, lastDelta) = (pair, delta)
            }
            worst = max(worst, delta)
            spread.count(delta)
            let differs: Bool
            if perceptual {
              differs = delta > tolerance
            } else if e[o + 3] == 0 && a[o + 3] == 0 {
              differs = false
            } else {
              let t = channelTolerance
              differs =
                abs(Int(e[o]) - Int(a[o])) > t || abs(Int(e[o + 1]) - Int(a[o + 1])) > t
                || abs(Int(e[o + 2]) - Int(a[o + 2])) > t || abs(Int(e[o + 3]) - Int(a[o + 3])) > t
            }
            if differs {
              mismatches[index] = true
              differing += 1
              let (x, y) = (index % width, index / width)
              (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
          }
        }
      }
    }
    let box =
      maxX < 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    let matchingFraction = count == 0 ? 1 : Double(count - differing) / Double(count)
    let matches = matchingFraction >= precision
    let percent = String(format: "%.3f", 100 * Double(differing) / Double(max(count, 1)))
    let criterion =
      perceptual
      ? "beyond ΔE \(String(format: "%.2f", tolerance))"
      : channelTolerance > 0
        ? "by more than \(channelTolerance) level\(channelTolerance == 1 ? "" : "s")" : "at all"
    let message =
      matches
      ? "match"
      : "\(differing) of \(count) pixels (\(percent) %) differ \(criterion); "
        + "largest ΔE \(String(format: "%.2f", worst)); over ΔE 1 / 2 / 5 / 10: \(spread.over1) / \(spread.over2) / \(spread.over5) / \(spread.over10) pixels; "
        + (box.map { "in the box at (\($0.x), \($0.y)) \($0.width) × \($0.height) px; " } ?? "")
        + "precision \(precision) allows at most \(Int((1 - precision) * Double(count))) differing pixels"
    return Result(
      matches: matches, message: message, differingPixels: differing, maximumDeltaE: worst,
      mismatches: mismatches, spread: spread, differenceBox: box)
  }
}
