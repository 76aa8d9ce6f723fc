/// What a shape or a colour view is painted with (a colour, a gradient, a material), as an opaque
/// value for the painter. Layout carries it unchanged: paint never changes a size.
public struct ResolvedPaintRef: Sendable {
  /// The painter's own description of the paint, e.g. an index into its paint table.
  public var value: any Sendable

  /// A reference to `value`.
  public init(_ value: any Sendable) {
    self.value = value
  }
}
