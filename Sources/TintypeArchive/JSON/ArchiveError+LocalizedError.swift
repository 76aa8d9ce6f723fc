import Foundation

// `localizedDescription` says what `description` says (it said "The operation could not be
// completed" before), for code that shows errors the Foundation way.
extension ArchiveError: LocalizedError {
  /// The same located message as `description`, for callers that read `LocalizedError`.
  public var errorDescription: String? { description }
}
