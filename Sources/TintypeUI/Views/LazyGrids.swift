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
}

/// Items in rows across columns (SwiftUI's `LazyVGrid`), archived as a `Grid`: widgets draw every
/// item at once, so laziness has nothing to defer.
///
/// Model, in one place: an `.adaptive` column becomes as many flexible columns as fit the widget's
/// width inside its content margins, because the grid's own width is not known until layout.
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
    let tracks = LazyGridTracks(items: columns, length: context.availableWidth)
    let items = context.nodes(content)
    let rows = stride(from: 0, to: items.count, by: max(tracks.count, 1)).map { start in
      ViewNode(
        .gridRow(
          alignment: nil,
          children: items[start..<min(start + tracks.count, items.count)].enumerated().map { offset, item in
            tracks.sized(item, at: offset, vertical: false)
          }))
    }
    return [
      ViewNode(
        .grid(
          alignment: Alignment(horizontal: alignment, vertical: .center),
          horizontalSpacing: tracks.spacing.map(Double.init), verticalSpacing: spacing.map(Double.init),
          children: rows))
    ]
  }
}

/// Items in columns down rows (SwiftUI's `LazyHGrid`), archived as a `Grid` whose rows are the
/// grid items: the first item goes at the top of the first column, the next below it.
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
    let tracks = LazyGridTracks(items: rows, length: context.availableHeight)
    let items = context.nodes(content)
    let count = max(tracks.count, 1)
    let gridRows = (0..<min(count, items.count)).map { row in
      ViewNode(
        .gridRow(
          alignment: nil,
          children: stride(from: row, to: items.count, by: count).map {
            tracks.sized(items[$0], at: row, vertical: true)
          }))
    }
    return [
      ViewNode(
        .grid(
          alignment: Alignment(horizontal: .center, vertical: alignment),
          horizontalSpacing: spacing.map(Double.init), verticalSpacing: tracks.spacing.map(Double.init),
          children: gridRows))
    ]
  }
}

/// The tracks (columns or rows) of a lazy grid, with adaptive items expanded.
struct LazyGridTracks {
  var items: [GridItem] = []
  /// The spacing between tracks: the first item's, as SwiftUI's grid uses one spacing per axis.
  var spacing: CGFloat?

  init(items declared: [GridItem], length: CGFloat) {
    spacing = declared.first?.spacing
    for item in declared {
      guard case .adaptive(let minimum, let maximum) = item.size else {
        items.append(item)
        continue
      }
      let gap = item.spacing ?? 8
      let fit = max(1, Int(((length + gap) / (max(minimum, 1) + gap)).rounded(.down)))
      items += Array(
        repeating: GridItem(
          .flexible(minimum: minimum, maximum: maximum), spacing: item.spacing, alignment: item.alignment),
        count: fit)
    }
  }

  var count: Int { items.count }

  /// `node` framed as the track at `index` sizes its items.
  func sized(_ node: ViewNode, at index: Int, vertical: Bool) -> ViewNode {
    guard items.indices.contains(index) else { return node }
    let item = items[index]
    var framed = node
    let alignment = item.alignment ?? .center
    switch item.size {
    case .fixed(let length):
      framed.modifiers.append(
        .frame(
          .fixed(
            width: vertical ? nil : Double(length), height: vertical ? Double(length) : nil,
            alignment: alignment)))
    case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
      let frame =
        vertical
        ? FrameValue.FlexibleFrame(
          minHeight: Double(minimum), maxHeight: Double(maximum), alignment: alignment)
        : FrameValue.FlexibleFrame(minWidth: Double(minimum), maxWidth: Double(maximum), alignment: alignment)
      framed.modifiers.append(.frame(.flexible(frame)))
    }
    return framed
  }
}
