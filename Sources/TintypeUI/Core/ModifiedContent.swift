/// A modifier that makes a new view from a view (SwiftUI's `ViewModifier`). Write custom ones with
/// a `body(content:)`; the built-in modifiers are archived directly.
public protocol ViewModifier {
  /// The view the modifier produces.
  associatedtype Body: View
  /// The view being modified, as the modifier's body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// Makes the modified view.
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a custom modifier's body receives: stands for the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let archive: (ArchiveContext) -> [ViewNode]

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { archive(context) }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    if let builtIn = modifier as? ArchivedModifier {
      return builtIn.apply(to: content, in: context)
    }
    let stand = _ViewModifier_Content<Modifier>(archive: { [content] in $0.nodes(content) })
    let body = EnvironmentValues.$current.withValue(context.environment) { modifier.body(content: stand) }
    return context.nodes(body)
  }
}

extension View {
  /// Applies a modifier.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A built-in modifier: it records a `ViewModifierValue` on the modified view's node and may
/// change the environment its content is archived with.
struct ArchivedModifier: ViewModifier {
  /// Makes the recorded modifier; gets the context so that it can archive nested views
  /// (backgrounds, overlays, masks) with the right environment.
  let make: (ArchiveContext) -> ViewModifierValue?
  /// Changes the environment seen by the modified view (`environment(_:_:)`, `redacted`).
  var environment: ((inout EnvironmentValues) -> Void)? = nil

  func body(content: Content) -> Never { fatalError("built-in modifiers are archived directly") }

  func apply<V: View>(to view: V, in context: ArchiveContext) -> [ViewNode] {
    let inner = environment.map { context.with($0) } ?? context
    let nodes = inner.nodes(view)
    guard let value = make(context) else { return nodes }
    // SwiftUI applies a modifier on a group of views to each of them.
    return nodes.map { $0.modified(value) }
  }
}

extension View {
  /// Records `value` on this view.
  func archived(_ value: ViewModifierValue) -> ModifiedContent<Self, ArchivedModifier> {
    modifier(ArchivedModifier(make: { _ in value }))
  }

  /// Records a modifier made when the view is archived.
  func archived(_ make: @escaping (ArchiveContext) -> ViewModifierValue?) -> ModifiedContent<Self, ArchivedModifier> {
    modifier(ArchivedModifier(make: make))
  }
}
