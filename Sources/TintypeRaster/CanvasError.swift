import TintypeCore

/// Why a canvas could not be made.
public enum CanvasError: Error, Equatable, CustomStringConvertible {
  /// Width or height was zero or negative.
  case emptySize(width: Int, height: Int)
  /// Width or height was over `CanvasLimits.maximumDimension`.
  case dimensionTooLarge(width: Int, height: Int, limit: Int)
  /// Width × height was over `CanvasLimits.maximumPixelCount`.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// The pixel buffer handed in did not hold width × height × 4 bytes.
  case pixelBufferSize(expected: Int, actual: Int)

  /// A sentence naming the size and the limit it breached.
  public var description: String {
    switch self {
    case .emptySize(let width, let height):
      return "canvas size \(width)×\(height) is empty: width and height must be at least 1 pixel"
    case .dimensionTooLarge(let width, let height, let limit):
      return "canvas size \(width)×\(height) exceeds the limit of \(limit) pixels per side"
    case .tooManyPixels(let width, let height, let limit):
      return "canvas size \(width)×\(height) has \(width * height) pixels, over the limit of \(limit)"
    case .pixelBufferSize(let expected, let actual):
      return "canvas pixel buffer holds \(actual) bytes; width × height × 4 is \(expected)"
    }
  }
}
