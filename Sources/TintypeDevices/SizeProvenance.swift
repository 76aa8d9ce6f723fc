/// Where a family size in the catalog comes from, so that renders made from a third-party
/// measurement or a stand-in can be told apart from Apple's published numbers.
public enum SizeProvenance: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Published by Apple (Human Interface Guidelines tables).
  case published
  /// Measured on devices or simulators by a third party (FrameUp); Apple publishes nothing.
  case measured
  /// No source gives this frame; the catalog uses a stand-in named in the spec's `source`.
  case unconfirmed

  /// The provenance as written in JSON and listings.
  public var description: String { rawValue }
}
