import TintypeArchive

/// Standard stacking: the marks of bars (and of areas of several series) that share a position on
/// the category axis are stacked on the value axis, each from where the one before ended; positive
/// and negative values stack apart.
struct Stacks {
  private var extents: [Int: (Double, Double)] = [:]

  init(_ marks: [ChartMark], horizontal: Bool) {
    var positive: [String: Double] = [:]
    var negative: [String: Double] = [:]
    for (index, mark) in marks.enumerated() {
      guard mark.kind == .bar || mark.kind == .area else { continue }
      let position = horizontal ? mark.y?.value : mark.x?.value
      let amount = horizontal ? mark.x?.value.continuous : mark.y?.value.continuous
      guard let position, let amount, (horizontal ? mark.xStart : mark.yStart) == nil else { continue }
      // Marks placed side by side (`position(by:)`) stack only within their group.
      let key = "\(mark.kind.rawValue)|\(position)|\(mark.positionGroup.map { "\($0.value)" } ?? "")"
      if amount >= 0 {
        let start = positive[key, default: 0]
        positive[key] = start + amount
        extents[index] = (start, start + amount)
      } else {
        let start = negative[key, default: 0]
        negative[key] = start + amount
        extents[index] = (start, start + amount)
      }
    }
  }

  /// Where the stacked mark at `index` starts and ends on the value axis, or nil for one not stacked.
  func extent(at index: Int) -> (Double, Double)? { extents[index] }
}
