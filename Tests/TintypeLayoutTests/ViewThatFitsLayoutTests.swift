import Testing
import TintypeLayout

// ViewThatFits: the first child whose ideal size fits on the given axes, else the last.

@Test func viewThatFitsChoosesItsSecondChildWhenTheFirstIsTooWide() {
  // "aaaa bbbb cccc" is 140 wide ideally, more than 100; "short" (50) fits.
  let tree = layout(
    viewThatFits(in: .horizontal, text("aaaa bbbb cccc"), text("short")), width: 100, height: 20)
  #expect(tree.frame("0") == rect(25, 0, 50, 20))
  #expect(tree.frame("0.1") == rect(25, 0, 50, 20))
  #expect(tree.node(at: "0.0") == nil)
}

@Test func viewThatFitsFallsBackToTheLastChild() {
  // Neither fits in 30: the last is shown anyway, wrapped to the offer.
  let tree = layout(viewThatFits(in: .horizontal, text("aaaa bbbb"), text("cc dd")), width: 30, height: 40)
  #expect(tree.paths == ["0", "0.1"])
  #expect(tree.frame("0.1") == rect(5, 0, 20, 40))
}

@Test func viewThatFitsOnTheVerticalAxisComparesOnlyHeights() {
  // Offered 100×30: the two-line column (40 tall) does not fit; the 200×20 bar does, as widths
  // are not checked on a vertical ViewThatFits — it is chosen before the last child.
  let column = vStack(spacing: 0, text("a"), text("b"))
  let bar = color().frame(width: 200, height: 20)
  let tree = layout(viewThatFits(in: .vertical, column, bar, text("c")), width: 100, height: 30)
  #expect(tree.paths == ["0", "0.1"])
  #expect(tree.frame("0.1") == rect(-50, 5, 200, 20))
}
