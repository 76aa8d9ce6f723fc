import TintypeCore

/// A `LazyVGrid` or `LazyHGrid` as the archive records it: the declared tracks, not columns worked
/// out for one device. `TintypeLayout` works the tracks out from the width (or height) the grid
/// itself is offered, so one archive lays out on every device and beside other views.
public struct LazyGridValue: Hashable, Sendable {
  /// The axis the grid grows along: `.vertical` for `LazyVGrid` (tracks are columns), `.horizontal`
  /// for `LazyHGrid` (tracks are rows).
  public var axis: Axis
  /// The declared tracks, adaptive ones not yet expanded.
  public var tracks: [GridItemValue]
  /// Where items sit in their cells across the tracks: the grid's `alignment` argument, horizontal
  /// for `LazyVGrid`, vertical for `LazyHGrid`; the other axis is centred.
  public var alignment: Alignment
  /// The space between rows of a `LazyVGrid` (columns of a `LazyHGrid`); nil for the system spacing.
  public var spacing: Double?

  /// A lazy grid.
  public init(axis: Axis, tracks: [GridItemValue], alignment: Alignment = .center, spacing: Double? = nil) {
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
  }
}

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItemValue: Hashable, Sendable, ArchiveCodable {
  /// How the track's length is chosen.
  public enum Size: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// A share of the space, clamped to the bounds.
    case flexible(minimum: Double, maximum: Double)
    /// As many items as fit the track's share, each at least `minimum` and at most `maximum`.
    case adaptive(minimum: Double, maximum: Double)
  }

  /// The length rule.
  public var size: Size
  /// The space to the next track; nil for the system spacing.
  public var spacing: Double?
  /// Where items sit in this track's cells; nil for the grid's alignment.
  public var alignment: Alignment?

  /// A track.
  public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// JSON: `{"fixed": 60}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}` or
  /// `{"adaptive": {"minimum": 60}}`, with optional `"spacing"` and `"alignment"`.
  public init(from reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(["fixed", "flexible", "adaptive", "spacing", "alignment"])
    try object.exclusive(["fixed", "flexible", "adaptive"], in: "a grid item")
    if let fixed = object.optional("fixed") {
      size = .fixed(try fixed.coordinate(min: 0))
    } else if let flexible = object.optional("flexible") {
      let (minimum, maximum) = try Self.bounds(flexible, defaultMinimum: 10)
      size = .flexible(minimum: minimum, maximum: maximum)
    } else if let adaptive = object.optional("adaptive") {
      let (minimum, maximum) = try Self.bounds(adaptive, defaultMinimum: nil)
      size = .adaptive(minimum: minimum, maximum: maximum)
    } else {
      throw reader.error("a grid item needs one of \"fixed\", \"flexible\" or \"adaptive\"")
    }
    spacing = try object.optional("spacing")?.coordinate()
    alignment = try object.optional("alignment")?.decode()
  }

  /// `{"minimum": 60, "maximum": 120}`; the maximum defaults to infinity, the minimum to
  /// `defaultMinimum` (required when that is nil, as SwiftUI's `adaptive(minimum:)` requires it).
  private static func bounds(_ reader: JSONReader, defaultMinimum: Double?) throws -> (Double, Double) {
    let bounds = try reader.object()
    try bounds.only(["minimum", "maximum"])
    let minimum =
      try defaultMinimum.map { try bounds.optional("minimum")?.coordinate(min: 0) ?? $0 }
      ?? bounds.required("minimum").coordinate(min: 0)
    let maximum = try bounds.optional("maximum")?.length() ?? .infinity
    guard maximum >= minimum else {
      throw ArchiveError(
        path: reader.path.appending("maximum"), "maximum \(maximum) is below minimum \(minimum)")
    }
    return (minimum, maximum)
  }

  public var archiveJSON: JSONValue {
    var object = JSONObject()
    func bounds(_ minimum: Double, _ maximum: Double) -> JSONValue {
      var bounds = JSONObject()
      bounds["minimum"] = .number(minimum)
      bounds.setLength("maximum", maximum.isInfinite ? nil : maximum)
      return .object(bounds)
    }
    switch size {
    case .fixed(let length): object["fixed"] = .number(length)
    case .flexible(let minimum, let maximum): object["flexible"] = bounds(minimum, maximum)
    case .adaptive(let minimum, let maximum): object["adaptive"] = bounds(minimum, maximum)
    }
    object.set("spacing", spacing)
    object.set("alignment", alignment)
    return .object(object)
  }
}
