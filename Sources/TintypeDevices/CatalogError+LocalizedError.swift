import Foundation

// `localizedDescription` says what `description` says.
extension CatalogError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}
