import Testing
import TintypeLayout

// ZStack: children offered the same size, aligned on one point; size = union.

@Test func zStackAlignsChildrenBottomTrailing() {
  let tree = layout(
    zStack(alignment: .bottomTrailing, color().frame(width: 60, height: 40), text("ab")), width: 60,
    height: 40)
  #expect(tree.frame("0") == rect(0, 0, 60, 40))
  #expect(tree.frame("0.0") == rect(0, 0, 60, 40))
  #expect(tree.frame("0.1") == rect(40, 20, 20, 20))
}

@Test func zStackSizeIsTheUnionOfItsChildren() {
  // A 60×10 bar and a 20×30 box, centred: 60×30.
  let tree = layout(
    zStack(color().frame(width: 60, height: 10), color().frame(width: 20, height: 30)), width: 100,
    height: 100)
  #expect(tree.frame("0") == rect(20, 35, 60, 30))
  #expect(tree.frame("0.0") == rect(20, 45, 60, 10))
  #expect(tree.frame("0.1") == rect(40, 35, 20, 30))
}

@Test func zStackLowerPriorityChildIsOfferedTheStacksSize() {
  // The text has priority 1, so it alone sizes the stack (20×20); the colour fills that.
  let tree = layout(zStack(text("ab").layoutPriority(1), color()), width: 100, height: 100)
  #expect(tree.frame("0") == rect(40, 40, 20, 20))
  #expect(tree.frame("0.1") == rect(40, 40, 20, 20))
}
