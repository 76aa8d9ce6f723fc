/// Builds views from closures, as SwiftUI's `ViewBuilder` does: blocks of any length, `if`/`else`,
/// `switch`, optionals and availability checks.
@resultBuilder
public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block with several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// An expression statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` (the newer spelling).
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built by one `ViewBuilder` block; they become siblings in the parent.
public struct TupleView<T>: View, PrimitiveView {
  /// The views.
  public var value: T

  /// Views from a tuple.
  public init(_ value: T) { self.value = value }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    // The tuple's elements are each a View; Mirror walks them in declaration order.
    Mirror(reflecting: value).children.flatMap { child -> [ViewNode] in
      guard let view = child.value as? any View else { return [] }
      return context.nodes(any: view)
    }
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` when the body ran.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    switch storage {
    case .trueContent(let view): return context.nodes(view)
    case .falseContent(let view): return context.nodes(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view has no body: it archives its content when present, nothing when `nil`.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    switch self {
    case .some(let view): return context.nodes(view)
    case .none: return []
    }
  }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [] }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
  let view: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) { self.view = view }

  /// Erases the type of a view held in an existential.
  public init(erasing view: any View) { self.view = view }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { context.nodes(any: view) }
}
