import Foundation

// `localizedDescription` says what `description` says.
extension CatalogError: LocalizedError {
  public var errorDescription: String? { description }
}
