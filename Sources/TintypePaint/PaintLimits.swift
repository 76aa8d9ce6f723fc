/// What the painter's layers may hold at once, so that a render's peak memory is bounded whatever the
/// archive nests: its output canvas times (1 + `layerBudgetCanvases`) plus `layerBudgetBytes`.
public enum PaintLimits {
  /// The memory the painter's layers may hold at once beyond the output canvas, as a multiple of the
  /// output canvas's bytes plus `layerBudgetBytes`. Four output-sized layers cover the deepest real
  /// widgets (a clipped, shadowed, masked card inside an opacity group).
  public static let layerBudgetCanvases = 4
  /// The fixed part of the layer budget: 256 MiB.
  public static let layerBudgetBytes = 256 << 20

  /// The bytes the layers of a render whose output canvas holds `outputBytes` may use at once.
  public static func layerBudget(forOutputBytes outputBytes: Int) -> Int {
    layerBudgetCanvases * outputBytes + layerBudgetBytes
  }
}
