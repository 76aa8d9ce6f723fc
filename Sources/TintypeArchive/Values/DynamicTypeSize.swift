/// Dynamic Type sizes (SwiftUI's `DynamicTypeSize`), smallest to largest: the size a render sets
/// text styles at (`.large`, the default, unless a request says otherwise) and what
/// `dynamicTypeSize(_:)` limits a view to.
public enum DynamicTypeSize: String, ArchiveEnum, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the five accessibility sizes (AX1 … AX5).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size's place from the smallest: 0 for `.xSmall`, 3 for `.large`, 11 for `.accessibility5`
  /// (the column of the text style table, `TextStyleMetrics.metrics(for:sizeIndex:)`).
  public var index: Int { Self.allCases.firstIndex(of: self)! }

  /// Orders sizes from smallest to largest, as SwiftUI does.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }

  /// The size named as on the command line: SwiftUI's case name (`accessibility3`), Xcode's
  /// short form (`AX3`, `xxxLarge`), or nil.
  public init?(argument: String) {
    if let size = DynamicTypeSize(rawValue: argument) {
      self = size
      return
    }
    let lower = argument.lowercased()
    if lower.hasPrefix("ax"), let number = Int(lower.dropFirst(2)), (1...5).contains(number) {
      self = Self.allCases[Self.accessibility1.index + number - 1]
      return
    }
    guard let size = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
    self = size
  }

  /// The short name images and findings carry: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
  public var shortName: String {
    isAccessibilitySize ? "AX\(index - Self.accessibility1.index + 1)" : rawValue
  }
}

/// The sizes `dynamicTypeSize(_:)` lets a view follow: a render's size is clamped into them, so
/// that a widget limited to `...DynamicTypeSize.xxLarge` is drawn at xxLarge at AX5.
public struct DynamicTypeSizeRange: Hashable, Sendable {
  /// The smallest size the view follows.
  public var lowerBound: DynamicTypeSize
  /// The largest.
  public var upperBound: DynamicTypeSize

  /// The sizes from `lowerBound` through `upperBound`.
  public init(_ lowerBound: DynamicTypeSize, _ upperBound: DynamicTypeSize) {
    self.lowerBound = min(lowerBound, upperBound)
    self.upperBound = max(lowerBound, upperBound)
  }

  /// `size` clamped into the range.
  public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize {
    min(max(size, lowerBound), upperBound)
  }
}

extension DynamicTypeSizeRange: ArchiveCodable {
  /// JSON: a size (`"xxLarge"`, one size), or `{"minimum": "small", "maximum": "xxLarge"}` with either
  /// end left out for a range open on that side.
  public init(from reader: JSONReader) throws {
    if case .string = reader.value {
      let size: DynamicTypeSize = try reader.decode()
      self.init(size, size)
      return
    }
    let object = try reader.object()
    try object.only(["minimum", "maximum"])
    self.init(
      try object.optional("minimum")?.decode() ?? .xSmall,
      try object.optional("maximum")?.decode() ?? .accessibility5)
  }

  public var archiveJSON: JSONValue {
    if lowerBound == upperBound { return lowerBound.archiveJSON }
    var object = JSONObject()
    if lowerBound != .xSmall { object.set("minimum", lowerBound.archiveJSON) }
    if upperBound != .accessibility5 { object.set("maximum", upperBound.archiveJSON) }
    return .object(object)
  }
}
