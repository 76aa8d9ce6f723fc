import TintypeArchive

/// The columns a `Grid` and its rows share, worked out from every row's cells.
///
/// Model (SwiftUI's grid sizing is not documented in detail): each column is as wide as its widest
/// cell. With a width offered, columns are offered their share of what is left in order of
/// flexibility, least flexible first, and take what their widest cell chooses, as an `HStack` offers
/// its children; with none offered, each takes its cells' ideal width. Views that span the grid
/// (a `Divider`) do not size columns.
struct GridColumns {
  /// Each row's cells, or nil for a view that spans every column.
  let rows: [[LayoutChild]?]
  /// The space between columns.
  let spacing: Double

  /// How many columns: the most cells in any row.
  var count: Int { rows.map { $0?.count ?? 0 }.max() ?? 0 }

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

  /// The height of row `row` with columns `widths` and `height` offered (nil: the ideal height).
  func height(ofRow row: Int, widths: [Double], offered height: Double?, spanning: LayoutChild) -> Double {
    guard let cells = rows[row] else {
      return spanning.size(in: ProposedSize(width: totalWidth(widths), height: height)).height
    }
    return cells.indices.map { cells[$0].size(in: ProposedSize(width: widths[$0], height: height)).height }
      .max() ?? 0
  }

  /// The widest answer of column `column`'s cells to a width offer.
  private func response(_ column: Int, _ offer: Double?) -> Double {
    rows.compactMap { cells in cells.flatMap { column < $0.count ? $0[column] : nil } }
      .map { $0.size(in: ProposedSize(width: offer, height: nil)).width }.max() ?? 0
  }
}
