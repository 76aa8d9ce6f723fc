import Foundation
import TintypeText

// `localizedDescription` says what `description` says (it said "The operation could not be
// completed. (Tintype.RenderError error 7.)" before), for code that shows errors the Foundation way.
extension RenderError: LocalizedError {
  public var errorDescription: String? { description }
}

extension ResolveError: LocalizedError {
  public var errorDescription: String? { description }
}

extension AssetCatalog.LookupError: LocalizedError {
  public var errorDescription: String? { description }
}

extension AtomicFile.WriteError: LocalizedError {
  public var errorDescription: String? { description }
}

extension FontError: LocalizedError {
  public var errorDescription: String? { description }
}
