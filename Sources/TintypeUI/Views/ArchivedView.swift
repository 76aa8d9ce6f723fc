/// A view that was archived already, placed in a view tree as it is: its node is not evaluated again,
/// so what its bodies read was fixed when it was archived (switch nodes for the rendering mode and
/// colour scheme still choose at render time). The renderer uses it to put an activity archive's views
/// into the system's chrome.
public struct ArchivedView: View, PrimitiveView {
  /// The archived view.
  public let node: ViewNode

  /// The archived `node` as a view.
  public init(_ node: ViewNode) { self.node = node }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [node] }
}
