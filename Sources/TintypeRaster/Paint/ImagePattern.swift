import TintypeCore

/// How an image is resampled when it is not drawn pixel for pixel, in SwiftUI's
/// `Image.Interpolation` terms.
public enum ImageInterpolation: Hashable, Sendable {
  /// Nearest neighbour: each canvas pixel takes the image pixel under its centre. Hard steps; for
  /// pixel art.
  case none
  /// Bilinear filtering.
  case low
  /// Bilinear filtering (the same as `low` here).
  case medium
  /// Bilinear filtering, and when shrinking by more than 2× a box-filtered mipmap level first (the
  /// one nearest the scale), so that detail averages out instead of aliasing. The default.
  case high
}

/// An image used as paint: canvas pixel centres are mapped back through `transform` into the image and
/// sampled there. Outside the image the edge pixels continue, so a fill of the image's own rectangle
/// gets clean anti-aliased edges from the path, not a fade from resampling against transparency.
public struct ImagePattern: Equatable, Sendable {
  /// The image, premultiplied like every canvas.
  public var image: Canvas
  /// Image pixel space (pixel (i, j) covering (i, j)…(i + 1, j + 1)) → canvas pixels.
  public var transform: Transform
  /// The resampling filter.
  public var interpolation: ImageInterpolation

  /// An image placed by `transform`.
  public init(image: Canvas, transform: Transform = .identity, interpolation: ImageInterpolation = .high) {
    self.image = image
    self.transform = transform
    self.interpolation = interpolation
  }
}
