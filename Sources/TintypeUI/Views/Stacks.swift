/// Children in a column (SwiftUI's `VStack`).
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of views.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [
      ViewNode(
        .vStack(alignment: alignment, spacing: spacing.map(Double.init), children: context.nodes(content)))
    ]
  }
}

/// Children in a row (SwiftUI's `HStack`).
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of views.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [
      ViewNode(
        .hStack(alignment: alignment, spacing: spacing.map(Double.init), children: context.nodes(content)))
    ]
  }
}

/// Children on top of each other (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Views layered back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [ViewNode(.zStack(alignment: alignment, children: context.nodes(content)))]
  }
}

/// Views grouped without a layout of their own; modifiers on the group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  /// A group of views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { context.nodes(content) }
}

/// Flexible space along a stack's axis.
public struct Spacer: View, PrimitiveView {
  let minLength: CGFloat?

  /// A spacer at least `minLength` long (the system spacing when `nil`).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [ViewNode(.spacer(minLength: minLength.map(Double.init)))]
  }
}

/// A thin line across a stack.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}
  func archiveNodes(in context: ArchiveContext) -> [ViewNode] { [ViewNode(.divider)] }
}

/// The first child that fits (SwiftUI's `ViewThatFits`).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Picks the first child that fits on `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [ViewNode(.viewThatFits(axes: axes, children: context.nodes(content)))]
  }
}

/// Views (or, with `import Charts`, chart content) made from a collection (SwiftUI's `ForEach`);
/// they become siblings in the parent. `Content` is unconstrained, as in SwiftUI, so that other
/// kinds of content (Swift Charts' marks) can conform it where their content does.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  package let data: Data
  /// What each element becomes.
  package let content: (Data.Element) -> Content

  /// A `ForEach` of `data`, for other kinds of content (their own initialisers call it).
  package init(data: Data, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  /// Views for the elements of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    data.flatMap { context.nodes(content($0)) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// Views for identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views for a range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}
