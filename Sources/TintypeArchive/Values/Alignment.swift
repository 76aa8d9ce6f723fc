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
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment

  /// The alignment made of the two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred horizontally, on the first line's text baseline.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last line's text baseline.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// The leading edge, on the first line's text baseline.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// The leading edge, on the last line's text baseline.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// The trailing edge, on the first line's text baseline.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// The trailing edge, on the last line's text baseline.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// SwiftUI's names for every alignment, as used in JSON.
  static let names: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
    ("centerLastTextBaseline", .centerLastTextBaseline),
    ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
    ("leadingLastTextBaseline", .leadingLastTextBaseline),
    ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
    ("trailingLastTextBaseline", .trailingLastTextBaseline),
  ]

  /// JSON: SwiftUI's name, e.g. `"topLeading"`.
  public init(from reader: JSONReader) throws {
    guard case .string(let name) = reader.value, let match = Alignment.names.first(where: { $0.0 == name })
    else {
      throw reader.mismatch("an alignment such as \"center\", \"topLeading\" or \"leadingFirstTextBaseline\"")
    }
    self = match.1
  }

  public var archiveJSON: JSONValue {
    .string(Alignment.names.first(where: { $0.1 == self })?.0 ?? "center")
  }
}
