import Testing
import TintypeLayout

// Spec rule 5; OpenSwiftUI Spacer.swift.

@Test func spacerTakesTheSpaceLeftInAnHStack() {
  // Priority −∞: the squares are sized first, the spacer gets the remaining 60; no spacing next to it.
  let square = color().frame(width: 20, height: 20)
  let tree = layout(hStack(square, spacer(), square), width: 100, height: 20)
  #expect(tree.frame("0.0") == rect(0, 0, 20, 20))
  #expect(tree.frame("0.1") == rect(20, 10, 60, 0))
  #expect(tree.frame("0.2") == rect(80, 0, 20, 20))
}

@Test func spacerNeverShrinksBelowItsMinLength() {
  // Offered 10, a Spacer(minLength: 30) is still 30: the stack is 70 in 50 and overflows.
  let square = color().frame(width: 20, height: 20)
  let tree = layout(hStack(spacing: 0, square, spacer(minLength: 30), square), width: 50, height: 20)
  #expect(tree.frame("0") == rect(-10, 0, 70, 20))
  #expect(tree.frame("0.1") == rect(10, 10, 30, 0))
  #expect(tree.frame("0.2") == rect(40, 0, 20, 20))
  #expect(tree.overflows("0"))
}

@Test func spacerDefaultMinLengthIsTheDefaultSpacing() {
  // Spacer() keeps 8 pt even with no room left.
  let square = color().frame(width: 20, height: 20)
  let tree = layout(hStack(square, spacer(), square), width: 40, height: 20)
  #expect(tree.frame("0") == rect(-4, 0, 48, 20))
  #expect(tree.frame("0.1") == rect(16, 10, 8, 0))
}

@Test func spacerInAVStackGrowsVertically() {
  // In a VStack the spacer is 0 wide and takes the height left (100 − 2 × 20).
  let tree = layout(vStack(text("a"), spacer(), text("b")), width: 100, height: 100)
  #expect(tree.frame("0") == rect(45, 0, 10, 100))
  #expect(tree.frame("0.0") == rect(45, 0, 10, 20))
  #expect(tree.frame("0.1") == rect(50, 20, 0, 60))
  #expect(tree.frame("0.2") == rect(45, 80, 10, 20))
}

@Test func spacerOutsideAStackGrowsOnBothAxes() {
  // No stack axis: the spacer takes the whole offer.
  let tree = layout(zStack(spacer()), width: 50, height: 30)
  #expect(tree.frame("0.0") == rect(0, 0, 50, 30))
}

@Test func aFramedSpacerIsAnOrdinaryFlexibleView() {
  // Measured against SwiftUI: in a 326 pt row, `Color.blue.frame(maxWidth: .infinity)` and
  // `Spacer().frame(maxWidth: .infinity)` share the row evenly (a grid's lone last tile stays half
  // width). A frame around a spacer takes the default priority, not the spacer's −∞; no spacing
  // is added next to it, as next to a bare spacer.
  let tree = layout(
    hStack(color().frame(maxWidth: .infinity), spacer().frame(maxWidth: .infinity)), width: 326, height: 40)
  #expect(tree.frame("0.0") == rect(0, 0, 163, 40))
  #expect(tree.frame("0.1").width == 163)
  #expect(tree.frame("0.1").x == 163)
}

@Test func aLayoutPriorityOutsideTheFrameStillWins() {
  // Outermost layoutPriority first: the framed spacer at priority 1 is offered the whole row.
  let tree = layout(
    hStack(
      spacing: 0, color().frame(maxWidth: .infinity), spacer().frame(maxWidth: .infinity).layoutPriority(1)),
    width: 100, height: 20)
  #expect(tree.frame("0.0").width == 0)
}
