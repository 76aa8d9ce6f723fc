import TintypeArchive
import TintypeCore

/// `Grid`: rows stacked with `verticalSpacing` between them, each `GridRow` across the shared
/// columns (`GridColumns`), any other view spanning them all. Row heights follow a `VStack`'s rule:
/// with a height offered, rows are offered their share in order of flexibility; without, each takes
/// its tallest cell's ideal height.
struct GridLayout: ContainerLayoutRule {
  let alignment: Alignment
  let columns: GridColumns
  let verticalSpacing: Double

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    let widths = columns.widths(for: proposal.width)
    let heights = rowHeights(children, widths: widths, height: proposal.height)
    let spanning = children.indices.filter { columns.rows[$0] == nil }
      .map {
        children[$0].size(in: ProposedSize(width: columns.totalWidth(widths), height: heights[$0])).width
      }
    return Size(
      width: max(columns.totalWidth(widths), spanning.max() ?? 0),
      height: heights.reduce(0, +) + verticalSpacing * Double(max(heights.count - 1, 0)))
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
  {
    let widths = columns.widths(for: proposal.width)
    let heights = rowHeights(children, widths: widths, height: proposal.height)
    var y = 0.0
    return children.indices.map { index in
      defer { y += heights[index] + verticalSpacing }
      if columns.rows[index] != nil {
        // A row is offered what the grid was, so that it finds the same columns.
        return ChildPlacement(
          origin: Point(x: 0, y: y),
          proposal: ProposedSize(width: proposal.width, height: heights[index]))
      }
      let offer = ProposedSize(width: columns.totalWidth(widths), height: heights[index])
      let child = children[index].size(in: offer)
      return ChildPlacement(
        origin: Point(
          x: (size.width - child.width) * GridAlignment.fraction(alignment.horizontal),
          y: y + (heights[index] - child.height) * GridAlignment.fraction(alignment.vertical)),
        proposal: offer)
    }
  }

  /// Each row's height.
  private func rowHeights(_ children: [LayoutChild], widths: [Double], height: Double?) -> [Double] {
    let rows = children.indices
    func response(_ row: Int, _ offer: Double?) -> Double {
      columns.height(ofRow: row, widths: widths, offered: offer, spanning: children[row])
    }
    guard let height else { return rows.map { response($0, nil) } }
    let flexibility = rows.map { response($0, .infinity) - response($0, 0) }
    let order = rows.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var remaining = max(0, height - verticalSpacing * Double(max(children.count - 1, 0)))
    var heights = [Double](repeating: 0, count: children.count)
    for (done, row) in order.enumerated() {
      heights[row] = response(row, remaining / Double(children.count - done))
      remaining = max(0, remaining - heights[row])
    }
    return heights
  }
}

/// `GridRow` inside a grid: its cells side by side in the grid's columns, each aligned in its cell.
struct GridRowLayout: ContainerLayoutRule {
  let columns: GridColumns
  /// Which of the grid's rows this is.
  let row: Int
  let horizontal: HorizontalAlignment
  let vertical: VerticalAlignment

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    let widths = columns.widths(for: proposal.width)
    let height = proposal.height ?? columns.height(ofRow: row, widths: widths, offered: nil, spanning: nil)
    return Size(width: columns.totalWidth(widths), height: height)
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
  {
    let widths = columns.widths(for: proposal.width)
    return children.indices.map { index in
      let cell = columns.cellFrame(row: row, index: index, widths: widths)
      let offer = ProposedSize(width: cell.width, height: size.height)
      let child = children[index]
      let chosen = child.size(in: offer)
      let fraction: (x: Double, y: Double)
      if let anchor = child.gridCell.anchor {
        fraction = (anchor.x, anchor.y)
      } else {
        let columnAlignment = columns.columnAlignment(columns.startColumn(row: row, index: index))
        fraction = (GridAlignment.fraction(columnAlignment ?? horizontal), GridAlignment.fraction(vertical))
      }
      return ChildPlacement(
        origin: Point(
          x: cell.x + (cell.width - chosen.width) * fraction.x, y: (size.height - chosen.height) * fraction.y),
        proposal: offer)
    }
  }
}

/// Where in its cell a view sits along an axis: 0 at the start, 1 at the end. Text baselines are
/// taken as the top (first) and bottom (last) of the cell, a simplification of SwiftUI's grid,
/// which lines up baselines across a row.
enum GridAlignment {
  static func fraction(_ alignment: HorizontalAlignment) -> Double {
    switch alignment {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }

  static func fraction(_ alignment: VerticalAlignment) -> Double {
    switch alignment {
    case .top, .firstTextBaseline: 0
    case .center: 0.5
    case .bottom, .lastTextBaseline: 1
    }
  }
}
