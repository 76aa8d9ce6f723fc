import Testing
import TintypeArchive
import TintypeLayout
import TintypeScene

// Grid (GridLayout, GridRowLayout, GridColumns): columns as wide as their widest cell, rows as tall
// as their tallest, the system spacing between both by default.

@Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
  let tree = layout(
    grid(gridRow(text("a"), text("bbbb")), gridRow(text("cc"), text("d"))), width: 200, height: 200)
  // Columns 20 and 40 wide with 8 between; rows 20 tall with 8 between; centred in the widget.
  #expect(tree.frame("0") == rect(66, 76, 68, 48))
  #expect(tree.frame("0.0") == rect(66, 76, 68, 20))
  #expect(tree.frame("0.0.0") == rect(71, 76, 10, 20))  // "a" centred in its 20-wide column
  #expect(tree.frame("0.1.1") == rect(109, 104, 10, 20))  // "d" centred in the 40-wide column
}

@Test func alignmentAndSpacingPlaceCellsInTheirColumns() {
  let tree = layout(
    grid(
      alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 0,
      gridRow(text("a"), text("bbbb")), gridRow(alignment: .bottom, text("cc"), text("d", size: 10))),
    width: 200, height: 200)
  let origin = tree.frame("0")
  #expect(origin.width == 64 && origin.height == 40)
  #expect(tree.frame("0.1.0") == rect(origin.x, origin.y + 20, 20, 20))
  // The row's own bottom alignment overrides the grid's top; the small text ends at the row's foot.
  #expect(tree.frame("0.1.1") == rect(origin.x + 24, origin.y + 30, 5, 10))
}

@Test func aViewBetweenRowsSpansEveryColumnWithoutSizingThem() {
  let tree = layout(
    grid(gridRow(text("a"), text("bb")), divider(), gridRow(text("ccc"), text("d"))), width: 200, height: 200)
  let gridFrame = tree.frame("0")
  #expect(gridFrame.width == 30 + 8 + 20)
  #expect(tree.frame("0.1").width == gridFrame.width)
  #expect(tree.frame("0.1").height == 1)
}

@Test func aFlexibleColumnTakesWhatTheOthersLeave() {
  let tree = layout(grid(horizontalSpacing: 8, gridRow(text("ab"), color())), width: 100, height: 40)
  #expect(tree.frame("0.0.0").width == 20)
  #expect(tree.frame("0.0.1") == rect(28, 0, 72, 40))
}

@Test func aRowOutsideAGridIsLaidOutAsAnHStack() {
  let row = layout(gridRow(text("a"), text("b")), width: 100, height: 40)
  let stack = layout(hStack(text("a"), text("b")), width: 100, height: 40)
  #expect(row.frame("0.1") == stack.frame("0.1"))
}

@Test func aCellSpanningColumnsTakesTheirWidthWithoutSizingThem() {
  let tree = layout(
    grid(
      horizontalSpacing: 8, verticalSpacing: 0,
      gridRow(text("aa"), text("bbb")),
      gridRow(text("a-very-long-one").gridCell(GridCellSettings(columns: 2)))),
    width: 300, height: 100)
  // Columns stay 20 and 30 wide; the spanning cell is offered 20 + 8 + 30 and wraps into it.
  #expect(tree.frame("0.0.0").width == 20 && tree.frame("0.0.1").width == 30)
  #expect(tree.frame("0.1.0").width <= 58)
}

@Test func anUnsizedCellFillsItsCellWithoutWideningTheColumn() {
  let tree = layout(
    grid(
      horizontalSpacing: 0, verticalSpacing: 0,
      gridRow(text("aa"), text("b")),
      gridRow(color().gridCell(GridCellSettings(unsizedAxes: [.horizontal, .vertical])), text("c"))),
    width: 200, height: 100)
  // The colour takes column 0's 20 points and row 1's 20 points instead of everything offered.
  #expect(tree.frame("0.1.0").width == 20 && tree.frame("0.1.0").height == 20)
}

@Test func columnAlignmentAndAnchorsPlaceCells() {
  let tree = layout(
    grid(
      horizontalSpacing: 0, verticalSpacing: 0,
      gridRow(text("aaaa").gridCell(GridCellSettings(columnAlignment: .trailing))),
      gridRow(text("b")),
      gridRow(text("c").gridCell(GridCellSettings(anchor: UnitPoint(x: 0, y: 0))))),
    width: 200, height: 100)
  let column = tree.frame("0.0.0")
  #expect(tree.frame("0.1.0").maxX == column.maxX, "b follows its column's trailing alignment")
  #expect(tree.frame("0.2.0").x == column.x, "c's anchor puts it at the leading edge")
}
