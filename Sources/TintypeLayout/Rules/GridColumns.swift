import TintypeArchive

/// The columns a `Grid` and its rows share, worked out from every row's cells.
///
/// Model (SwiftUI's grid sizing is not documented in detail): each column is as wide as its widest
/// cell. With a width offered, columns are offered their share of what is left in order of
/// flexibility, least flexible first, and take what their widest cell chooses, as an `HStack` offers
/// its children; with none offered, each takes its cells' ideal width. Views that span the grid
/// (a `Divider`), cells spanning several columns (`gridCellColumns`) and cells unsized horizontally
/// (`gridCellUnsizedAxes`) do not size columns; they take the width of the columns they cover.
struct GridColumns {
  /// Each row's cells, or nil for a view that spans every column.
  let rows: [[LayoutChild]?]
  /// The space between columns.
  let spacing: Double
  /// Each row's cells as first column and span (`gridCellColumns`).
  private let spans: [[(start: Int, count: Int)]?]

  init(rows: [[LayoutChild]?], spacing: Double) {
    self.rows = rows
    self.spacing = spacing
    spans = rows.map { cells in
      cells.map { cells in
        var next = 0
        return cells.map { cell in
          let count = max(1, cell.gridCell.columns ?? 1)
          defer { next += count }
          return (next, count)
        }
      }
    }
  }

  /// How many columns: the most any row's cells span.
  var count: Int { spans.map { $0?.last.map { $0.start + $0.count } ?? 0 }.max() ?? 0 }

  /// The width of each column when the grid is offered `width`.
  func widths(for width: Double?) -> [Double] {
    let n = count
    guard n > 0 else { return [] }
    guard let width else { return (0..<n).map { response($0, nil) } }
    let flexibility = (0..<n).map { response($0, .infinity) - response($0, 0) }
    let order = (0..<n).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var remaining = max(0, width - spacing * Double(n - 1))
    var widths = [Double](repeating: 0, count: n)
    for (done, column) in order.enumerated() {
      let offer = remaining / Double(n - done)
      widths[column] = response(column, offer)
      remaining = max(0, remaining - widths[column])
    }
    return widths
  }

  /// The width all the columns and the spaces between them take.
  func totalWidth(_ widths: [Double]) -> Double {
    widths.reduce(0, +) + spacing * Double(max(widths.count - 1, 0))
  }

  /// Where cell `index` of row `row` starts, and how wide it is, for column `widths`.
  func cellFrame(row: Int, index: Int, widths: [Double]) -> (x: Double, width: Double) {
    guard let span = spans[row]?[index] else { return (0, totalWidth(widths)) }
    let end = min(span.start + span.count, widths.count)
    let start = min(span.start, end)
    let x = widths[..<start].reduce(0, +) + spacing * Double(start)
    let width = widths[start..<end].reduce(0, +) + spacing * Double(max(end - start - 1, 0))
    return (x, width)
  }

  /// The column alignment a cell starting in `column` sets for it (`gridColumnAlignment`), if any.
  func columnAlignment(_ column: Int) -> HorizontalAlignment? {
    for (row, cells) in rows.enumerated() {
      guard let cells, let spans = spans[row] else { continue }
      for (index, cell) in cells.enumerated() where spans[index].start == column {
        if let alignment = cell.gridCell.columnAlignment { return alignment }
      }
    }
    return nil
  }

  /// The first column of cell `index` of row `row`.
  func startColumn(row: Int, index: Int) -> Int { spans[row]?[index].start ?? 0 }

  /// The height of row `row` with columns `widths` and `height` offered (nil: the ideal height);
  /// cells unsized vertically do not count.
  func height(ofRow row: Int, widths: [Double], offered height: Double?, spanning: LayoutChild?) -> Double {
    guard let cells = rows[row] else {
      return spanning?.size(in: ProposedSize(width: totalWidth(widths), height: height)).height ?? 0
    }
    return cells.indices.filter { !(cells[$0].gridCell.unsizedAxes ?? []).contains(.vertical) }
      .map { index in
        let width = cellFrame(row: row, index: index, widths: widths).width
        return cells[index].size(in: ProposedSize(width: width, height: height)).height
      }
      .max() ?? 0
  }

  /// The widest answer to a width offer among the cells that size column `column`: those in it alone
  /// and not unsized horizontally.
  private func response(_ column: Int, _ offer: Double?) -> Double {
    var widest = 0.0
    for (row, cells) in rows.enumerated() {
      guard let cells, let spans = spans[row] else { continue }
      for (index, cell) in cells.enumerated() where spans[index].start == column && spans[index].count == 1 {
        if (cell.gridCell.unsizedAxes ?? []).contains(.horizontal) { continue }
        widest = max(widest, cell.size(in: ProposedSize(width: offer, height: nil)).width)
      }
    }
    return widest
  }
}
