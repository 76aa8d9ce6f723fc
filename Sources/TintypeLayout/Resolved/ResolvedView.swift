/// One view of the resolved tree, the input to layout: what it is, the modifiers applied to it
/// (innermost first, as in the archive) and the type name the layout JSON reports.
///
/// A node's place in the layout JSON (its `path`) comes from its position in the tree, so the
/// resolver does not need to carry archive paths along.
public struct ResolvedView: Sendable {
  /// What the view is.
  public var kind: ResolvedKind
  /// The modifiers, innermost first: `[padding, background]` pads, then fills the padded area.
  public var modifiers: [ResolvedModifier]
  /// The SwiftUI type the view came from (`"Text"`, `"VStack"`, `"RoundedRectangle"`, `"Gauge"`…),
  /// reported as `type` in the layout JSON.
  public var typeName: String
  /// The view runs the other way from its parent (right to left inside left to right, or back):
  /// it is laid out as usual and then mirrored within its frame, so that stacks, alignments,
  /// padding edges and offsets turn round while text, images and shapes keep their own look.
  public var mirrorsHorizontally = false
  /// For a `GeometryReader`, its number in the archive, so that the frame layout gives it can be
  /// handed back to the next archiving pass (`LayoutTree.geometryReaderFrames`).
  public var geometryReaderID: Int?

  /// A view of `kind` named `typeName`, with `modifiers` applied innermost first.
  public init(_ kind: ResolvedKind, modifiers: [ResolvedModifier] = [], typeName: String) {
    self.kind = kind
    self.modifiers = modifiers
    self.typeName = typeName
  }

  /// The same view with one more modifier applied outside the existing ones.
  public func modified(_ modifier: ResolvedModifier) -> ResolvedView {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}
