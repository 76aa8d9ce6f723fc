import TintypeCore

/// The largest canvas Tintype agrees to allocate, checked before any memory is taken.
///
/// The biggest real widget is far smaller (systemExtraLarge on a 13-inch iPad at @2x is under
/// 1500 × 700 px); these bounds only stop a typo or a hostile PNG header from asking for gigabytes.
public enum CanvasLimits {
  /// Largest width or height in pixels.
  public static let maximumDimension = 16_384
  /// Largest width × height: 64 Mi pixels, 256 MiB of RGBA.
  public static let maximumPixelCount = 64 * 1024 * 1024

  /// Throws the limit a `width` × `height` canvas would breach, if any.
  public static func check(width: Int, height: Int) throws(CanvasError) {
    guard width > 0, height > 0 else {
      throw .emptySize(width: width, height: height)
    }
    guard width <= maximumDimension, height <= maximumDimension else {
      throw .dimensionTooLarge(width: width, height: height, limit: maximumDimension)
    }
    guard width * height <= maximumPixelCount else {
      throw .tooManyPixels(width: width, height: height, limit: maximumPixelCount)
    }
  }
}
