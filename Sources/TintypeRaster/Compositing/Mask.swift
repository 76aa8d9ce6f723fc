import TintypeCore

/// A rectangle of 8-bit coverage values, 0 (nothing) to 255 (everything): a clip, a soft mask, a
/// glyph's anti-aliased shape, or a layer's alpha.
///
/// Used as a clip, a mask has the canvas's size and scales every pixel drawn through it. Drawn with
/// `Canvas.draw(_:x:y:with:)`, any size works. Rows run top to bottom with no padding.
public struct Mask: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The coverage values, `width * height` of them, row by row.
  public internal(set) var coverage: [UInt8]

  /// A mask with every value `coverage`: 0 hides everything, 255 shows everything. Throws if the
  /// size breaches `CanvasLimits`.
  public init(width: Int, height: Int, coverage: UInt8 = 0) throws(CanvasError) {
    try CanvasLimits.check(width: width, height: height)
    self.width = width
    self.height = height
    self.coverage = [UInt8](repeating: coverage, count: width * height)
  }

  /// A mask over existing coverage values laid out as described on the type.
  public init(width: Int, height: Int, coverage: [UInt8]) throws(CanvasError) {
    try CanvasLimits.check(width: width, height: height)
    guard coverage.count == width * height else {
      throw .pixelBufferSize(expected: width * height, actual: coverage.count)
    }
    self.width = width
    self.height = height
    self.coverage = coverage
  }

  /// The anti-aliased coverage of `path` under `fillRule`, the same coverage a fill would paint with.
  public init(filling path: Path, fillRule: FillRule = .nonZero, width: Int, height: Int) throws(CanvasError)
  {
    try self.init(width: width, height: height)
    var writer = MaskWriter(width: width, height: height)
    PathCoverage(path, fillRule: fillRule, width: width, height: height).send(to: &writer)
    coverage = writer.coverage
  }

  /// The alpha channel of `canvas`: what SwiftUI's `mask(_:)` takes from the masking view.
  public init(alphaOf canvas: Canvas) {
    width = canvas.width
    height = canvas.height
    coverage = [UInt8](repeating: 0, count: canvas.width * canvas.height)
    coverage.withUnsafeMutableBufferPointer { target in
      canvas.pixels.withUnsafeBufferPointer { pixels in
        for index in 0..<target.count {
          target[index] = pixels[index * 4 + 3]
        }
      }
    }
  }

  /// The value at column `x`, row `y`; out-of-range coordinates trap.
  public subscript(x: Int, y: Int) -> UInt8 {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) outside \(width)×\(height)")
      return coverage[y * width + x]
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) outside \(width)×\(height)")
      coverage[y * width + x] = newValue
    }
  }

  /// Keeps only what both masks show: each value becomes the product of the two, rounded to nearest
  /// 1/255. The masks must be the same size.
  public mutating func intersect(_ other: Mask) {
    precondition(
      other.width == width && other.height == height,
      "masks of different sizes: \(width)×\(height) and \(other.width)×\(other.height)")
    coverage.withUnsafeMutableBufferPointer { values in
      other.coverage.withUnsafeBufferPointer { others in
        for index in 0..<values.count {
          values[index] = UInt8(PackedColor.multiply(UInt32(values[index]), UInt32(others[index])))
        }
      }
    }
  }

  /// What both masks show; see `intersect(_:)`.
  public func intersected(with other: Mask) -> Mask {
    var result = self
    result.intersect(other)
    return result
  }

  /// Shows what this mask hides and hides what it shows: every value v becomes 255 − v.
  public func inverted() -> Mask {
    var result = self
    result.coverage = coverage.map { 255 - $0 }
    return result
  }

  /// Runs `body` with a pointer to the coverage of `mask`, or with nil when there is no mask.
  static func withOptionalCoverage<Result>(
    _ mask: Mask?, _ body: (UnsafePointer<UInt8>?) -> Result
  ) -> Result {
    guard let mask else { return body(nil) }
    return mask.coverage.withUnsafeBufferPointer { body($0.baseAddress) }
  }
}

/// Writes rasterized coverage into a fresh mask.
private struct MaskWriter: CoverageSink {
  let width: Int
  var coverage: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    coverage = [UInt8](repeating: 0, count: width * height)
  }

  mutating func blit(
    row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, cells: UnsafePointer<UInt8>, cellOrigin: Int
  ) {
    let width = width
    coverage.withUnsafeMutableBufferPointer { values in
      let row = values.baseAddress! + y * width
      for span in spans {
        let x = Int(span.x)
        let count = Int(span.count)
        if span.coverage >= 0 {
          (row + x).update(repeating: UInt8(span.coverage), count: count)
        } else {
          (row + x).update(from: cells + (x - cellOrigin), count: count)
        }
      }
    }
  }
}
