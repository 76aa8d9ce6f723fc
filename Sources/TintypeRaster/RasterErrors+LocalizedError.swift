import Foundation

// `localizedDescription` says what `description` says.
extension CanvasError: LocalizedError {
  public var errorDescription: String? { description }
}

extension PNGError: LocalizedError {
  public var errorDescription: String? { description }
}
