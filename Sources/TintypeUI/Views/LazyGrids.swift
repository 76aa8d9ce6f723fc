import TintypeArchive
import TintypeCore

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Hashable, Sendable {
  /// How the column's (or row's) size is chosen.
  public enum Size: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space, within bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit, each at least `minimum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size.
  public var size: Size
  /// The space to the next item; nil for the system spacing.
  public var spacing: CGFloat?
  /// Where items sit in their cells.
  public var alignment: Alignment?

  /// An item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  var archived: GridItemValue {
    let archivedSize: GridItemValue.Size
    switch size {
    case .fixed(let length): archivedSize = .fixed(Double(length))
    case .flexible(let minimum, let maximum):
      archivedSize = .flexible(minimum: Double(minimum), maximum: Double(maximum))
    case .adaptive(let minimum, let maximum):
      archivedSize = .adaptive(minimum: Double(minimum), maximum: Double(maximum))
    }
    return GridItemValue(archivedSize, spacing: spacing.map(Double.init), alignment: alignment)
  }
}

/// Items in rows across columns (SwiftUI's `LazyVGrid`). Widgets draw every item at once, so
/// laziness has nothing to defer. The columns are archived as declared and worked out when laying
/// out, from the width the grid is offered (see `LazyGridValue`).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A vertically growing grid.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    let grid = LazyGridValue(
      axis: .vertical, tracks: columns.map(\.archived),
      alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing.map(Double.init))
    return [ViewNode(.lazyGrid(grid, children: context.nodes(content)))]
  }
}

/// Items in columns down rows (SwiftUI's `LazyHGrid`): the first item at the top of the first
/// column, the next below it. The rows are worked out from the height the grid is offered.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A horizontally growing grid.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    let grid = LazyGridValue(
      axis: .horizontal, tracks: rows.map(\.archived),
      alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing.map(Double.init))
    return [ViewNode(.lazyGrid(grid, children: context.nodes(content)))]
  }
}
