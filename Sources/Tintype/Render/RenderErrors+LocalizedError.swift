import Foundation
import TintypeResolve
import TintypeText

// `localizedDescription` says what `description` says (it said "The operation could not be
// completed. (Tintype.RenderError error 7.)" before), for code that shows errors the Foundation way.
extension RenderError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}

extension ResolveError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}

extension AssetCatalog.LookupError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}

extension AtomicFile.WriteError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}

extension FontError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}
