import TintypeCore

extension Canvas {
  /// Draws `image` placed by `transform` (image pixels → canvas pixels): the image's rectangle is
  /// filled, anti-aliased, with the image as paint (see `ImagePattern`). An unscaled move by whole
  /// pixels copies pixels exactly; anything else is resampled with `interpolation`.
  public mutating func draw(
    _ image: Canvas, transform: Transform = .identity, interpolation: ImageInterpolation = .high,
    opacity: Double = 1, clip: Mask? = nil
  ) {
    var outline = Path()
    outline.addRect(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
    let pattern = ImagePattern(image: image, transform: transform, interpolation: interpolation)
    fill(outline.applying(transform), with: .pattern(pattern), opacity: opacity, clip: clip)
  }

  /// Draws `image` unscaled with its top-left corner at `point`: pixel for pixel, unresampled, when
  /// `point` is on whole pixels (a colour emoji bitmap at a glyph origin, say).
  public mutating func draw(_ image: Canvas, at point: Point, opacity: Double = 1, clip: Mask? = nil) {
    draw(image, transform: .translation(x: point.x, y: point.y), opacity: opacity, clip: clip)
  }

  /// Draws `image` stretched to fill `rect`.
  public mutating func draw(
    _ image: Canvas, in rect: Rect, interpolation: ImageInterpolation = .high, opacity: Double = 1,
    clip: Mask? = nil
  ) {
    let placement = Transform.scale(
      x: rect.width / Double(image.width), y: rect.height / Double(image.height)
    ).concatenating(.translation(x: rect.x, y: rect.y))
    draw(image, transform: placement, interpolation: interpolation, opacity: opacity, clip: clip)
  }
}
