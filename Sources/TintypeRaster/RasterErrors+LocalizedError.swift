import Foundation
import TintypeCore

// `localizedDescription` says what `description` says.
extension CanvasError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}

extension PNGError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}
