import TintypeArchive

/// What a resolved view is, once controls and styles have been expanded into primitives.
///
/// Each case has one sizing rule (see `Sources/TintypeLayout/Rules`).
public enum ResolvedKind: Sendable {
  /// Text, measured by the `TextMeasurer`: wraps to the offered width, ideal size on one line.
  case text(ResolvedText)
  /// An image: its natural size, or the offered size when resizable.
  case image(ResolvedImage)
  /// A shape painted with `paint`: takes the offered size, 10×10 when asked for its ideal size.
  case shape(ShapeValue, paint: ShapePaintSpec)
  /// A colour, gradient or material filling its frame (`Color.red` as a view): sized like a shape.
  case fill(PaintSpec)
  /// Children in a column (`VStack`); `spacing` `nil` uses the default spacing between views.
  case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ResolvedView])
  /// Children in a row (`HStack`); `spacing` `nil` uses the default spacing between views.
  case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ResolvedView])
  /// Children on top of each other, the first at the back (`ZStack`).
  case zStack(alignment: Alignment, children: [ResolvedView])
  /// Flexible space along its stack's axis (`Spacer`); `minLength` `nil` uses the default spacing.
  case spacer(minLength: Double?)
  /// A thin line across its stack's axis (`Divider`).
  case divider
  /// The first child whose ideal size fits the offer on `axes`, else the last (`ViewThatFits`).
  case viewThatFits(axes: Axis.Set, children: [ResolvedView])
  /// Rows of cells in shared columns (`Grid`): `gridRow` children are rows, others span every
  /// column; spacing `nil` uses the default spacing.
  case grid(
    alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [ResolvedView])
  /// One row of a grid (`GridRow`); should one stand outside a grid, it is laid out as an `HStack`
  /// (the resolver turns such rows into groups, as SwiftUI does).
  case gridRow(alignment: VerticalAlignment?, children: [ResolvedView])
  /// Items filling a lazy grid's tracks in order (`LazyVGrid`, `LazyHGrid`): the tracks are worked
  /// out from the grid's own offer (`LazyGridTracks`).
  case lazyGrid(LazyGridValue, children: [ResolvedView])
  /// A drawing callback's recorded output (`Canvas`): sized like a shape.
  case canvas(CanvasPaint)
  /// A Swift Charts `Chart`: takes the offered size like a shape; its labels are its children.
  case chart(ResolvedChart)
  /// Nothing (`EmptyView`): takes no space and no spacing in a stack.
  case empty

  /// The views this one contains, in declaration order.
  public var children: [ResolvedView] {
    switch self {
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children),
      .viewThatFits(_, let children), .grid(_, _, _, let children), .gridRow(_, let children),
      .lazyGrid(_, let children):
      return children
    case .chart(let chart):
      return chart.labels
    default:
      return []
    }
  }
}
