import TintypePaint

/// Bounds a render checks before it allocates anything, so that a huge scale or device size fails
/// with the limit named instead of exhausting memory.
public enum RenderLimits {
  /// The largest scale accepted (pixels per point).
  public static let maximumScale = 8.0
  /// The widest or tallest output in pixels.
  public static let maximumPixelDimension = 8192
  /// The memory the painter's layers may hold at once beyond the output canvas, as a multiple of the
  /// output canvas's bytes (the paint stage's `PaintLimits`).
  public static let layerBudgetCanvases = PaintLimits.layerBudgetCanvases
  /// The fixed part of the layer budget: 256 MiB.
  public static let layerBudgetBytes = PaintLimits.layerBudgetBytes

  /// The bytes the layers of a render whose output canvas holds `outputBytes` may use at once.
  public static func layerBudget(forOutputBytes outputBytes: Int) -> Int {
    PaintLimits.layerBudget(forOutputBytes: outputBytes)
  }
}
