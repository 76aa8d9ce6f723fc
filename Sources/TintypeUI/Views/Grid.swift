/// Rows of cells in shared columns (SwiftUI's `Grid`): each `GridRow` inside is a row; any other view
/// inside spans every column (a `Divider` between rows, say).
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid; spacing `nil` uses the system spacing.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [
      ViewNode(
        .grid(
          alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init),
          verticalSpacing: verticalSpacing.map(Double.init), children: context.nodes(content)))
    ]
  }
}

/// One row of a `Grid` (SwiftUI's `GridRow`): its views are the row's cells, one per column.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row; `alignment` overrides the grid's vertical alignment for its cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func archiveNodes(in context: ArchiveContext) -> [ViewNode] {
    [ViewNode(.gridRow(alignment: alignment, children: context.nodes(content)))]
  }
}

extension View {
  /// Makes this grid cell span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    archived(.gridCellColumns(Int(NumberBounds.gridCellColumns.clamped(Double(count)))))
  }

  /// Makes this grid cell take its cell's size on `axes` without setting the column's or row's.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { archived(.gridCellUnsizedAxes(axes)) }

  /// Aligns the whole column this grid cell starts.
  public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some View {
    archived(.gridColumnAlignment(alignment))
  }

  /// Puts this view at `anchor` in its grid cell.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { archived(.gridCellAnchor(anchor)) }
}
