/// A point in a view's unit square, (0, 0) at the top leading corner (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable, ArchiveCodable {
  /// The fraction of the width, from the leading edge.
  public var x: Double
  /// The fraction of the height, from the top.
  public var y: Double

  /// The point at the given fractions of the width and height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0); the same point as `topLeading`.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge, (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge, (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner, (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner, (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner, (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner, (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  static let names: [(String, UnitPoint)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]

  /// JSON: a name (`"top"`, `"bottomTrailing"`, …) or `[x, y]`.
  public init(from reader: JSONReader) throws {
    if case .string(let name) = reader.value, let match = UnitPoint.names.first(where: { $0.0 == name }) {
      self = match.1
      return
    }
    if case .array(let pair) = reader.value, pair.count == 2 {
      let parts = try reader.array()
      self.init(x: try parts[0].number(), y: try parts[1].number())
      return
    }
    throw reader.mismatch("a unit point name such as \"top\" or an array [x, y]")
  }

  public var archiveJSON: JSONValue {
    if let match = UnitPoint.names.first(where: { $0.1 == self }) { return .string(match.0) }
    return [.number(x), .number(y)]
  }
}

/// An angle, stored in degrees (SwiftUI's `Angle`).
public struct Angle: Hashable, Sendable, Comparable, ArchiveCodable {
  /// The angle in degrees; the archive keeps degrees so that values written by hand survive a
  /// round trip unchanged.
  public var degrees: Double

  /// The angle in radians.
  public var radians: Double {
    get { degrees * .pi / 180 }
    set { degrees = newValue * 180 / .pi }
  }

  /// An angle of zero.
  public init() { degrees = 0 }
  /// An angle in degrees.
  public init(degrees: Double) { self.degrees = degrees }
  /// An angle in radians.
  public init(radians: Double) { self.degrees = radians * 180 / .pi }
  /// An angle in degrees.
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
  /// An angle in radians.
  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
  /// An angle of zero.
  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }

  /// JSON: a number of degrees, `{"degrees": 90}` or `{"radians": 1.57}`.
  public init(from reader: JSONReader) throws {
    if reader.isNumber {
      self.init(degrees: try reader.number())
      return
    }
    let object = try reader.object()
    try object.only(["degrees", "radians"])
    try object.exclusive(["degrees", "radians"], in: "an angle")
    if let value = object.optional("degrees") {
      self.init(degrees: try value.number())
    } else if let value = object.optional("radians") {
      self.init(radians: try value.number())
    } else {
      throw reader.error("expected \"degrees\" or \"radians\"")
    }
  }

  public var archiveJSON: JSONValue { ["degrees": .number(degrees)] }
}

/// How a view fits into a space with a different aspect ratio (SwiftUI's `ContentMode`).
public enum ContentMode: String, ArchiveEnum {
  case fit, fill
}

/// The shape of a rounded corner (SwiftUI's `RoundedCornerStyle`): circular arcs, or Apple's
/// continuous-curvature corners.
public enum RoundedCornerStyle: String, ArchiveEnum {
  case circular, continuous
}

/// How lines of multi-line text line up (SwiftUI's `TextAlignment`).
public enum TextAlignment: String, ArchiveEnum {
  case leading, center, trailing
}
