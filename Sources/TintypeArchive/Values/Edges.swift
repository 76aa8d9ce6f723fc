import TintypeCore

/// A side of a rectangle in the layout direction (SwiftUI's `Edge`).
public enum Edge: String, ArchiveEnum {
  case top, leading, bottom, trailing

  /// A set of edges (SwiftUI's `Edge.Set`).
  public struct Set: OptionSet, Hashable, Sendable, ArchiveCodable {
    /// The edges as bits.
    public let rawValue: Int8
    /// Edges from their bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    static let names: [(String, Set)] = [
      ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top),
      ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// JSON: a name (`"all"`, `"horizontal"`, `"top"`, …) or an array of names.
    public init(from reader: JSONReader) throws {
      func single(_ reader: JSONReader) throws -> Set {
        if case .string(let name) = reader.value, let match = Set.names.first(where: { $0.0 == name }) {
          return match.1
        }
        throw reader.mismatch("an edge set: " + Set.names.map { "\"\($0.0)\"" }.joined(separator: ", "))
      }
      if case .array = reader.value {
        self = try reader.array().reduce(into: Set()) { $0.formUnion(try single($1)) }
      } else {
        self = try single(reader)
      }
    }

    public var archiveJSON: JSONValue {
      if let match = Set.names.first(where: { $0.1 == self }) { return .string(match.0) }
      let edges: [(String, Set)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
      ]
      return .array(edges.filter { contains($0.1) }.map { .string($0.0) })
    }
  }
}

/// A horizontal or vertical direction (SwiftUI's `Axis`).
public enum Axis: String, ArchiveEnum {
  case horizontal, vertical

  /// A set of axes (SwiftUI's `Axis.Set`).
  public struct Set: OptionSet, Hashable, Sendable, ArchiveCodable {
    /// The axes as bits.
    public let rawValue: Int8
    /// Axes from their bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    /// JSON: `"horizontal"`, `"vertical"`, or an array of them.
    public init(from reader: JSONReader) throws {
      func single(_ reader: JSONReader) throws -> Set {
        switch try reader.enumeration(Axis.self) {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        }
      }
      if case .array = reader.value {
        self = try reader.array().reduce(into: Set()) { $0.formUnion(try single($1)) }
      } else {
        self = try single(reader)
      }
    }

    public var archiveJSON: JSONValue {
      switch self {
      case .horizontal: return "horizontal"
      case .vertical: return "vertical"
      default: return .array(contains(.horizontal) && contains(.vertical) ? ["horizontal", "vertical"] : [])
      }
    }
  }
}

// SwiftUI's `EdgeInsets` (TintypeCore) in the archive.
extension EdgeInsets: ArchiveCodable {
  /// JSON: `{"top": 8, "leading": 16, "bottom": 8, "trailing": 16}`; missing edges are 0.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["top", "leading", "bottom", "trailing"])
    self.init(
      top: try object.optional("top")?.coordinate() ?? 0,
      leading: try object.optional("leading")?.coordinate() ?? 0,
      bottom: try object.optional("bottom")?.coordinate() ?? 0,
      trailing: try object.optional("trailing")?.coordinate() ?? 0)
  }

  public var archiveJSON: JSONValue {
    [
      "top": .number(top), "leading": .number(leading), "bottom": .number(bottom),
      "trailing": .number(trailing),
    ]
  }
}
