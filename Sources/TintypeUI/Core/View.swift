/// A piece of user interface, as in SwiftUI: a value whose `body` describes it in terms of other
/// views. Tintype never displays a view; it archives the tree a body produces.
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
}

/// A view that archives itself directly instead of through a body: the primitives (`Text`,
/// stacks, shapes) and the plumbing (`TupleView`, `ModifiedContent`).
protocol PrimitiveView {
  /// The archived nodes this view contributes to its parent; several for `TupleView`, `ForEach`
  /// and `Group`, none for `EmptyView`.
  func archiveNodes(in context: ArchiveContext) -> [ViewNode]
}

extension PrimitiveView {
  /// Primitive views have no body; SwiftUI's primitives behave the same way.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
