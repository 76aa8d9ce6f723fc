/// One view of the resolved tree, the input to layout: what it is, the modifiers applied to it
/// (innermost first, as in the archive) and the type name the layout JSON reports.
///
/// Layout names a view by its place in the tree (`LayoutNode.path`); the resolver also records where
/// the view is written in the archive (`sourcePath`), so that the layout JSON and warnings name it
/// with the same JSON path as errors do.
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
  /// The JSON path of the archive view this comes from (`entries[0].view.children[2]`); `nil` for
  /// views the resolver makes itself (a label's parts, system backgrounds), which take their nearest
  /// enclosing view's path.
  public var sourcePath: String?

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
