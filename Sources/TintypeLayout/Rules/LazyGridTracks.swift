import TintypeArchive
import TintypeCore

/// A lazy grid's tracks for one length along them: SwiftUI's algorithm as objc.io reverse-engineered
/// it ("SwiftUI's Grid Views", 2020), a third-party measurement, not Apple's documentation.
///
/// 1. The spacing after every track but the last comes off the length.
/// 2. Tracks take their lengths in order, fixed ones first: each is offered what is left divided
///    by the tracks still to go; a fixed track takes its size, a flexible one the offer clamped to
///    its bounds, an adaptive one the offer.
/// 3. Each adaptive track then holds as many cells as fit at its minimum with its spacing between
///    them, sharing its length equally, each no longer than its maximum.
///
/// Models where that account is silent (UNCONFIRMED, docs/models.md): an adaptive track offered less
/// than its minimum keeps its minimum (one cell), as a flexible track does; with no length offered
/// (an ideal size) flexible and adaptive tracks take their minimum; a minimum under 1 pt counts as
/// 1 pt when counting cells, so a zero minimum cannot make unbounded cells.
struct LazyGridTracks {
  /// One cell's place along the tracks.
  struct Cell {
    var offset: Double
    var length: Double
    var alignment: Alignment?
  }

  /// The cells of one line, in order; at most as many as there are items (more would hold nothing).
  private(set) var cells: [Cell] = []
  /// How many cells a line has.
  private(set) var count = 0
  /// The tracks' whole length, spacing included.
  private(set) var length = 0.0

  init(_ grid: LazyGridValue, length offered: Double?, itemCount: Int) {
    let declared = grid.tracks
    guard !declared.isEmpty else { return }
    let spacings = declared.map { $0.spacing ?? ViewSpacing.standard }
    var remaining = (offered ?? 0) - spacings.dropLast().reduce(0, +)
    var lengths = [Double](repeating: 0, count: declared.count)
    let fixedFirst = declared.indices.sorted { (rank(declared[$0]), $0) < (rank(declared[$1]), $1) }
    for (done, index) in fixedFirst.enumerated() {
      let offer = offered == nil ? 0 : remaining / Double(declared.count - done)
      switch declared[index].size {
      case .fixed(let size): lengths[index] = size
      case .flexible(let minimum, let maximum): lengths[index] = min(max(offer, minimum), maximum)
      case .adaptive(let minimum, _): lengths[index] = max(offer, minimum)
      }
      remaining -= lengths[index]
    }
    // Lay the tracks end to end, adaptive ones split into their cells.
    var offset = 0.0
    for (index, item) in declared.enumerated() {
      let spacing = spacings[index]
      var cellCount = 1
      var cellLength = lengths[index]
      if case .adaptive(let minimum, let maximum) = item.size, cellLength.isFinite {
        // Bounded before the conversion: a huge frame and a tiny minimum must not overflow `Int`.
        let fit = ((cellLength + spacing) / (max(minimum, 1) + spacing)).rounded(.down)
        cellCount = max(1, Int(min(fit, Self.maximumCellsPerTrack)))
        cellLength = min((cellLength - spacing * Double(cellCount - 1)) / Double(cellCount), maximum)
      }
      for cell in 0..<min(cellCount, max(itemCount - cells.count, 0)) {
        cells.append(
          Cell(
            offset: offset + Double(cell) * (cellLength + spacing), length: cellLength,
            alignment: item.alignment))
      }
      offset += Double(cellCount) * (cellLength + spacing)
      count += cellCount
    }
    length = offset - spacings[declared.count - 1]
  }

  /// More cells than any offer could fit at 1 pt each on a screen; a bound, so that an adaptive track
  /// in an enormous frame still makes a finite line.
  static let maximumCellsPerTrack = 100_000.0

  /// Fixed tracks take their lengths before the others.
  private func rank(_ item: GridItemValue) -> Int {
    if case .fixed = item.size { return 0 }
    return 1
  }
}
