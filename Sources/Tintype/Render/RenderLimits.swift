/// Bounds a render checks before it allocates anything, so that a huge scale or device size fails
/// with the limit named instead of exhausting memory.
public enum RenderLimits {
  /// The largest scale accepted (pixels per point).
  public static let maximumScale = 8.0
  /// The widest or tallest output in pixels.
  public static let maximumPixelDimension = 8192
}
