import TintypeArchive
import TintypeRaster

/// The layer filters (`FilterValue`), drawn: the one place that reads them after the archive.
extension DisplayListPainter {
  /// Applies `filter` to a finished layer's pixels.
  func apply(_ filter: FilterValue, to layer: inout Canvas) throws(PaintError) {
    switch filter {
    case .blur(let radius, let opaque): try blur(&layer, radius: radius, opaque: opaque)
    }
  }

  /// Blurs a layer; an opaque blur keeps the layer's own coverage, its colours averaged only over
  /// what it covers (a normalised blur), so its edges neither fade nor spread.
  private func blur(_ layer: inout Canvas, radius: Double, opaque: Bool) throws(PaintError) {
    let sigma = BlurModel.sigma(radius: radius) * scale
    let working =
      LayerBudget.blurBytes(width: layer.width, height: layer.height, channels: 4)
      + (opaque ? layer.width * layer.height * 4 : 0)
    try budget.reserve(working, what: "a blur of a \(layer.width) × \(layer.height) px layer")
    defer { budget.release(working) }
    guard opaque else { return layer.blur(sigma: sigma) }
    let coverage = layer
    layer.blur(sigma: sigma)
    layer.normalizeColors(toCoverageOf: coverage)
  }
}
