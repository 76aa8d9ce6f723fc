import TintypeArchive

/// What a cell's grid modifiers say; each field `nil` (or default) when not set.
public struct GridCellSettings: Hashable, Sendable {
  /// How many columns the cell spans.
  public var columns: Int?
  /// The axes on which the cell takes its cell's size without setting it.
  public var unsizedAxes: Axis.Set?
  /// The horizontal alignment of the cell's whole column.
  public var columnAlignment: HorizontalAlignment?
  /// Where the view sits in its cell, overriding the alignments.
  public var anchor: UnitPoint?

  /// Settings.
  public init(
    columns: Int? = nil, unsizedAxes: Axis.Set? = nil, columnAlignment: HorizontalAlignment? = nil,
    anchor: UnitPoint? = nil
  ) {
    self.columns = columns
    self.unsizedAxes = unsizedAxes
    self.columnAlignment = columnAlignment
    self.anchor = anchor
  }

  /// These settings with the ones `outer` sets on top.
  package func merged(with outer: GridCellSettings) -> GridCellSettings {
    GridCellSettings(
      columns: outer.columns ?? columns, unsizedAxes: outer.unsizedAxes ?? unsizedAxes,
      columnAlignment: outer.columnAlignment ?? columnAlignment, anchor: outer.anchor ?? anchor)
  }
}
