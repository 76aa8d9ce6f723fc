/// A location inside a JSON document, written the way people read it: `entries[0].views.systemSmall`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step: an object key or an array index.
  public enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The steps from the document root.
  public var components: [Component]

  /// The document root.
  public static let root = JSONPath(components: [])

  /// A path made of the given steps.
  public init(components: [Component]) { self.components = components }

  /// This path extended by an object key.
  public func appending(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }

  /// This path extended by an array index.
  public func appending(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

  /// Keys joined with dots, indices in brackets; `$` for the root itself.
  public var description: String {
    if components.isEmpty { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .key(let full):
        let key = ArchiveError.shortened(full)
        let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if plain {
          if !text.isEmpty { text += "." }
          text += key
        } else {
          text += "[\"\(key)\"]"
        }
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
