/// The eight orientations an image's metadata may declare (EXIF's Orientation tag; ImageIO's
/// `CGImagePropertyOrientation` has the same values): how the stored pixels turn to be shown
/// upright. A camera stores its sensor's landscape pixels and writes `.right` for a portrait photo;
/// UIKit applies the turn when it loads the image, so `UIImage.size` and what SwiftUI draws are
/// upright.
public enum ImageOrientation: Int, Sendable, CaseIterable {
  /// As stored.
  case up = 1
  /// Mirrored left to right.
  case upMirrored
  /// Turned 180°.
  case down
  /// Mirrored top to bottom.
  case downMirrored
  /// Mirrored across the diagonal from the top-left corner (transposed).
  case leftMirrored
  /// Turned 90° clockwise to be shown.
  case right
  /// Mirrored across the other diagonal (transversed).
  case rightMirrored
  /// Turned 90° anticlockwise to be shown.
  case left

  /// Whether width and height trade places when the image is shown.
  public var swapsAxes: Bool { rawValue >= 5 }

  /// The stored pixel shown at (`x`, `y`) of the upright image, for a stored image of `width` ×
  /// `height` pixels.
  public func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
    switch self {
    case .up: (x, y)
    case .upMirrored: (width - 1 - x, y)
    case .down: (width - 1 - x, height - 1 - y)
    case .downMirrored: (x, height - 1 - y)
    case .leftMirrored: (y, x)
    case .right: (y, height - 1 - x)
    case .rightMirrored: (width - 1 - y, height - 1 - x)
    case .left: (width - 1 - y, x)
    }
  }
}
