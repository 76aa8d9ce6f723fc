/// Horizontal alignment of views (SwiftUI's `HorizontalAlignment`; custom guides are not supported).
public enum HorizontalAlignment: String, ArchiveEnum {
  case leading, center, trailing
}

/// Vertical alignment of views (SwiftUI's `VerticalAlignment`), including the text baselines.
public enum VerticalAlignment: String, ArchiveEnum {
  case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-dimensional alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable, ArchiveCodable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  /// The alignment made of the two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// SwiftUI's names for every alignment, as used in JSON.
  static let names: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
    ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
    ("leadingLastTextBaseline", .leadingLastTextBaseline), ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
    ("trailingLastTextBaseline", .trailingLastTextBaseline),
  ]

  /// JSON: SwiftUI's name, e.g. `"topLeading"`.
  public init(from reader: JSONReader) throws {
    guard case .string(let name) = reader.value, let match = Alignment.names.first(where: { $0.0 == name }) else {
      throw reader.mismatch("an alignment such as \"center\", \"topLeading\" or \"leadingFirstTextBaseline\"")
    }
    self = match.1
  }

  public var archiveJSON: JSONValue {
    .string(Alignment.names.first(where: { $0.1 == self })?.0 ?? "center")
  }
}
