import TintypeCore

/// A legend's entries in rows as wide as `width`: each a swatch, the gap and its name, entries
/// `legendGap` apart, rows `labelGap` apart; an entry wider than the rows has a row of its own (so a
/// width of zero stacks them in a column, as a legend beside the plot).
struct ChartLegendFlow {
  /// Each entry's top-leading corner (its swatch's), from the legend's.
  var origins: [Point] = []
  /// The legend's width: its widest row.
  var width = 0.0
  /// The legend's height.
  var height = 0.0

  init(sizes: [Size], width available: Double) {
    guard let rowHeight = sizes.map(\.height).max() else { return }
    var x = 0.0
    var y = 0.0
    for size in sizes {
      let entry = ChartModel.legendSwatch + ChartModel.labelGap + size.width
      if x > 0, x + entry > available {
        x = 0
        y += rowHeight + ChartModel.labelGap
      }
      origins.append(Point(x: x, y: y))
      width = max(width, x + entry)
      x += entry + ChartModel.legendGap
    }
    height = y + rowHeight
  }
}
