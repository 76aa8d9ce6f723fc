import Foundation
import TintypeRaster

/// Counts the bytes of the canvases and masks the painter holds besides its output canvas, and refuses
/// one that would take a render past `PaintLimits.layerBudget(forOutputBytes:)` before it is allocated.
///
/// Shared by reference between the painter and the painters it makes for masks, so the count is the
/// render's, not one layer's. One render paints on one thread.
final class LayerBudget {
  let limit: Int
  private let outputBytes: Int
  private(set) var used = 0
  /// The most held at once, for tests and the benchmark.
  private(set) var peak = 0

  init(outputBytes: Int) {
    self.outputBytes = outputBytes
    limit = PaintLimits.layerBudget(forOutputBytes: outputBytes)
  }

  /// A cleared canvas, counted until `release`.
  func canvas(width: Int, height: Int) throws(PaintError) -> Canvas {
    try reserve(width * height * 4, what: "a \(width) × \(height) px layer")
    return try PaintError.making { () throws(CanvasError) in try Canvas(width: width, height: height) }
  }

  /// Counts `bytes` about to be allocated, or throws if they would pass the budget.
  func reserve(_ bytes: Int, what: String) throws(PaintError) {
    guard used + bytes <= limit else {
      throw .layerBudgetExceeded(
        LayerBudgetExcess(what: what, limit: limit, held: used, outputBytes: outputBytes))
    }
    used += bytes
    peak = max(peak, used)
  }

  /// Gives back what `reserve` counted for `canvas`.
  func release(_ canvas: Canvas) {
    release(canvas.width * canvas.height * 4)
  }

  /// Gives back `bytes`.
  func release(_ bytes: Int) {
    used -= bytes
  }

  /// What a Gaussian blur of `canvas` holds while it runs: two `Float` copies of every channel.
  static func blurBytes(width: Int, height: Int, channels: Int) -> Int {
    width * height * channels * MemoryLayout<Float>.size * 2
  }
}
