import TintypeCore

extension Canvas {
  /// Strokes `path` with `paint`: fills the outline `Path.stroked(_:)` makes, with the non-zero rule.
  ///
  /// Strokes thinner than a pixel are drawn one pixel wide with their opacity scaled by the width,
  /// so a hairline keeps a steady weight wherever it falls: a 1 px line centred on a pixel boundary
  /// spreads evenly over the two pixels, and a 0.5 px line there gives both a quarter. A width of
  /// zero draws a one-pixel hairline, as Core Graphics does; a negative width draws nothing.
  public mutating func stroke(
    _ path: Path, with paint: Paint, style: Stroke = Stroke(), opacity: Double = 1, clip: Mask? = nil
  ) {
    guard style.lineWidth >= 0 else { return }
    var style = style
    var opacity = opacity
    if style.lineWidth < 1 {
      if style.lineWidth > 0 { opacity *= style.lineWidth }
      style.lineWidth = 1
    }
    fill(path.stroked(style), with: paint, fillRule: .nonZero, opacity: opacity, clip: clip)
  }
}
