import TintypeCore

extension Canvas {
  /// Paints the area `path` encloses under `fillRule` with `paint`, anti-aliased by exact area
  /// coverage (see `ScanlineRasterizer`), source-over.
  ///
  /// - Parameters:
  ///   - opacity: Multiplies the paint's alpha, 0...1.
  ///   - clip: If given, a canvas-sized mask that scales the coverage pixel by pixel.
  public mutating func fill(
    _ path: Path, with paint: Paint, fillRule: FillRule = .nonZero, opacity: Double = 1,
    clip: Mask? = nil
  ) {
    let coverage = PathCoverage(path, fillRule: fillRule, width: width, height: height)
    self.paint(coverage, with: paint, opacity: opacity, clip: clip)
  }

  /// Paints a coverage bitmap (a glyph from the text system, say) with its top-left corner at pixel
  /// (`x`, `y`): each pixel is painted as if a path covered that fraction of it.
  public mutating func draw(
    _ mask: Mask, x: Int, y: Int, with paint: Paint, opacity: Double = 1, clip: Mask? = nil
  ) {
    let source = PlacedMaskCoverage(mask: mask, x: x, y: y, canvasWidth: width, canvasHeight: height)
    self.paint(source, with: paint, opacity: opacity, clip: clip)
  }
}
