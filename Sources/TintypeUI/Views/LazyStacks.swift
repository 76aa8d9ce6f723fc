/// A column of views loaded as they scroll into view (SwiftUI's `LazyVStack`). A widget is drawn
/// once, whole, so it lays out as a `VStack` with the same alignment and spacing.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy column; `pinnedViews` pin section headers and footers while scrolling, which a still image
  /// does not do.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A row of views loaded as they scroll into view (SwiftUI's `LazyHStack`): an `HStack` in a widget.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy row.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Which section views stay pinned while a lazy stack scrolls (SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A section of a stack or list (SwiftUI's `Section`): in a stack, its header, its content and its
/// footer, one after another, as siblings in the parent.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer (iOS 13's form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  public var body: some View {
    Group {
      header
      content
      footer
    }
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header (iOS 13's form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled `title`.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }

  /// A section titled `title` (not looked up).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}
