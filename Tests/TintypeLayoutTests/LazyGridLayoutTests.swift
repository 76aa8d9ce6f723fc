import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene

// LazyVGrid and LazyHGrid (LazyGridLayout, LazyGridTracks): the declared tracks worked out from the
// grid's own offer. The expected numbers are the worked examples of objc.io's "SwiftUI's Grid Views"
// (2020) and of the "predict LazyVGrid layout" articles, which measured SwiftUI.

/// A cell-filling item: as wide as its cell, 20 pt tall.
func cell() -> ResolvedView { rectangle().frame(height: 20) }

/// The frames of a grid's items, relative to the grid.
func cells(_ tree: LayoutTree, count: Int) -> [Rect] {
  let grid = tree.frame("0.0")
  return (0..<count).map {
    let frame = tree.frame("0.0.\($0)")
    return rect(frame.x - grid.x, frame.y - grid.y, frame.width, frame.height)
  }
}

@Test func aFixedColumnTakesItsSizeAndAnAdaptiveOneFillsWhatIsLeftWithAsManyCellsAsFit() {
  // 200 − 70 − 8 = 122 for the adaptive column: two 40 pt cells and a gap fit, three do not;
  // the two share it, (122 − 8) / 2 = 57 each.
  let tree = layout(
    vStack(
      lazyVGrid(
        [GridItemValue(.fixed(70)), GridItemValue(.adaptive(minimum: 40, maximum: .infinity))],
        cell(), cell(), cell(), cell()
      ).frame(width: 200)),
    width: 300, height: 300)
  let frames = cells(tree, count: 4)
  #expect(frames[0] == rect(0, 0, 70, 20))
  #expect(frames[1] == rect(78, 0, 57, 20))
  #expect(frames[2] == rect(143, 0, 57, 20))
  #expect(frames[3] == rect(0, 28, 70, 20))  // the next line, after the system spacing
  #expect(tree.frame("0.0").width == 200 && tree.frame("0.0").height == 48)
}

@Test func adaptiveCellsShareTheColumnAndStopAtTheirMaximum() {
  // 300 fits five 50 pt cells with four gaps: each (300 − 32) / 5 = 53.6.
  let shared = cells(
    layout(
      vStack(lazyVGrid([GridItemValue(.adaptive(minimum: 50, maximum: 100))], cell(), cell())).frame(
        width: 300),
      width: 300, height: 300), count: 2)
  #expect(abs(shared[0].width - 53.6) < 1e-9 && abs(shared[1].x - 61.6) < 1e-9)
  // Two 100 pt cells fit in 300; their share, 146, is cut to the 110 maximum, and the grid is only
  // as wide as its cells.
  let tree = layout(
    vStack(lazyVGrid([GridItemValue(.adaptive(minimum: 100, maximum: 110))], cell(), cell(), cell()))
      .frame(width: 300), width: 300, height: 300)
  let capped = cells(tree, count: 3)
  #expect(capped[0] == rect(0, 0, 110, 20) && capped[1] == rect(118, 0, 110, 20))
  #expect(capped[2] == rect(0, 28, 110, 20))
  #expect(tree.frame("0.0").width == 228)
}

@Test func flexibleMinimumsSizeTheGridOnceAndPlaceItsCellsAgainFromThatWidth() {
  // Offered 300: 292 to share, the first column 146, the second its 180 minimum: the grid is
  // 146 + 8 + 180 = 334 wide. Placed in its 334, the first column becomes (334 − 8) / 2 = 163 and
  // the second stays 180, past the grid's edge (SwiftUI's two passes).
  let tree = layout(
    vStack(
      lazyVGrid(
        [
          GridItemValue(.flexible(minimum: 100, maximum: .infinity)),
          GridItemValue(.flexible(minimum: 180, maximum: .infinity)),
        ], cell(), cell())
    ).frame(width: 300),
    width: 400, height: 300)
  #expect(tree.frame("0.0").width == 334)
  let frames = cells(tree, count: 2)
  #expect(frames[0] == rect(0, 0, 163, 20))
  #expect(frames[1] == rect(171, 0, 180, 20))
}

@Test func anAdaptiveGridBesideAnotherViewGetsTheColumnsOfItsOwnSpace() {
  // Alone in 344 pt: (344 + 8) / 48 → 7 columns. Beside a 150 pt view: 194 → 4.
  func firstLine(_ view: ResolvedView, gridPath: String, items: Int) -> Int {
    let tree = layout(view, width: 344, height: 200)
    let top = tree.frame("\(gridPath).0").y
    return (0..<items).filter { tree.frame("\(gridPath).\($0)").y == top }.count
  }
  let items = Array(repeating: cell(), count: 10)
  func grid() -> ResolvedView {
    ResolvedView(
      .lazyGrid(
        LazyGridValue(axis: .vertical, tracks: [GridItemValue(.adaptive(minimum: 40, maximum: .infinity))]),
        children: items), typeName: "LazyVGrid")
  }
  #expect(firstLine(grid(), gridPath: "0", items: 10) == 7)
  #expect(
    firstLine(hStack(spacing: 0, rectangle().frame(width: 150), grid()), gridPath: "0.1", items: 10) == 4)
}

@Test func aLazyHGridWorksItsRowsOutFromItsHeightAndFillsColumnsDownThem() {
  // 100 pt tall, rows adaptive at 30: (100 + 8) / 38 → 2 rows of 46; items go down, then across.
  let item = rectangle().frame(width: 25)
  let tree = layout(
    hStack(lazyHGrid([GridItemValue(.adaptive(minimum: 30, maximum: .infinity))], item, item, item))
      .frame(height: 100),
    width: 300, height: 300)
  let frames = cells(tree, count: 3)
  #expect(frames[0] == rect(0, 0, 25, 46))
  #expect(frames[1] == rect(0, 54, 25, 46))
  #expect(frames[2] == rect(33, 0, 25, 46))
}

@Test func itemsSitInTheirCellsByTheTracksAlignmentThenTheGrids() {
  let tree = layout(
    vStack(
      lazyVGrid(
        [GridItemValue(.fixed(100), alignment: .bottomTrailing), GridItemValue(.fixed(100))],
        alignment: .leading, text("ab"), text("cd", size: 40))),
    width: 300, height: 300)
  let frames = cells(tree, count: 2)
  // The line is as tall as "cd" (40); "ab" (20 × 20) sits at its cell's bottom trailing corner, "cd"
  // (40 × 40) at the grid's leading edge of its cell, centred vertically.
  #expect(frames[0] == rect(80, 20, 20, 20))
  #expect(frames[1] == rect(108, 0, 40, 40))
}

@Test func anEnormousFrameWithAZeroMinimumStillMakesAFiniteLine() {
  let tree = layout(
    vStack(
      lazyVGrid([GridItemValue(.adaptive(minimum: 0, maximum: .infinity), spacing: 0)], cell(), cell())
    ).frame(width: 1e30),
    width: 300, height: 300)
  let frames = cells(tree, count: 2)
  #expect(frames[0].width == frames[1].width && frames[0].y == frames[1].y && frames[0].width >= 1)
}

@Test func aGridWithNoTracksShowsNothing() {
  let tree = layout(vStack(lazyVGrid([], cell())), width: 100, height: 100)
  #expect(tree.frame("0.0").width == 0 && tree.frame("0.0").height == 0)
}

@Test func fixedColumnsTakeTheirSizeBeforeTheFlexibleOnesAreOfferedTheRest() {
  // Fixed first: 300 − 8 − 100 = 192 for the flexible column, declared before it.
  let frames = cells(
    layout(
      vStack(
        lazyVGrid(
          [GridItemValue(.flexible(minimum: 10, maximum: .infinity)), GridItemValue(.fixed(100))],
          cell(), cell())
      ).frame(width: 300), width: 300, height: 300), count: 2)
  #expect(frames[0] == rect(0, 0, 192, 20) && frames[1] == rect(200, 0, 100, 20))
}
