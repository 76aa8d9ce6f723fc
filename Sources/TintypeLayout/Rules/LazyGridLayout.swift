import TintypeArchive
import TintypeCore

/// `LazyVGrid` and `LazyHGrid`: items fill the tracks (columns of a `LazyVGrid`, rows of a
/// `LazyHGrid`) in order, a new line of cells when the tracks are full.
///
/// The tracks are worked out from the grid's own offer along them (`LazyGridTracks`), so an adaptive
/// grid beside other views gets the columns that fit its space, not the widget's. Each line is as
/// long as its longest item offered its track's length (and nothing along the line); lines are
/// `spacing` apart. The grid is as wide as its tracks for the offer it was given; placing, SwiftUI
/// works the tracks out again from that width, which is how a flexible column's minimum can push
/// the last column past the grid's edge (the two-pass behaviour objc.io measured, "SwiftUI's Grid
/// Views", 2020).
struct LazyGridLayout: ContainerLayoutRule {
  let grid: LazyGridValue

  private var vertical: Bool { grid.axis == .vertical }

  func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
    let tracks = LazyGridTracks(grid, length: along(proposal), itemCount: children.count)
    guard tracks.count > 0 else { return .zero }
    let lines = lineLengths(children, tracks)
    let across = lines.reduce(0, +) + lineSpacing * Double(max(lines.count - 1, 0))
    return vertical ? Size(width: tracks.length, height: across) : Size(width: across, height: tracks.length)
  }

  func placements(of children: [LayoutChild], in size: Size, proposal: ProposedSize)
    -> [ChildPlacement?]
  {
    // The second pass: the tracks for the grid's own length.
    let tracks = LazyGridTracks(grid, length: vertical ? size.width : size.height, itemCount: children.count)
    // With no tracks (`columns: []`) there are no cells, and nothing is shown.
    guard tracks.count > 0 else { return children.map { _ in nil } }
    let lines = lineLengths(children, tracks)
    var placements: [ChildPlacement?] = []
    var lineStart = 0.0
    for (line, lineLength) in lines.enumerated() {
      for index in line * tracks.count..<min((line + 1) * tracks.count, children.count) {
        let track = tracks.cells[index - line * tracks.count]
        let offer = self.offer(track.length)
        let child = children[index].size(in: offer)
        let alignment = track.alignment ?? grid.alignment
        let fraction = (
          x: GridAlignment.fraction(alignment.horizontal), y: GridAlignment.fraction(alignment.vertical)
        )
        let origin =
          vertical
          ? Point(
            x: track.offset + (track.length - child.width) * fraction.x,
            y: lineStart + (lineLength - child.height) * fraction.y)
          : Point(
            x: lineStart + (lineLength - child.width) * fraction.x,
            y: track.offset + (track.length - child.height) * fraction.y)
        placements.append(ChildPlacement(origin: origin, proposal: offer))
      }
      lineStart += lineLength + lineSpacing
    }
    return placements
  }

  /// The space between lines of cells.
  private var lineSpacing: Double { grid.spacing ?? ViewSpacing.standard }

  /// The offer's length along the tracks (the width of a `LazyVGrid`).
  private func along(_ proposal: ProposedSize) -> Double? { vertical ? proposal.width : proposal.height }

  /// An item is offered its track's length and nothing across it: it takes its ideal length there,
  /// which is why a `Color` in a lazy grid is only 10 pt tall unless framed.
  private func offer(_ length: Double) -> ProposedSize {
    vertical ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
  }

  /// Each line's length across the tracks: its longest item.
  private func lineLengths(_ children: [LayoutChild], _ tracks: LazyGridTracks) -> [Double] {
    stride(from: 0, to: children.count, by: tracks.count).map { start in
      (start..<min(start + tracks.count, children.count)).map { index in
        let size = children[index].size(in: offer(tracks.cells[index - start].length))
        return vertical ? size.height : size.width
      }.max() ?? 0
    }
  }
}
