import Testing
import TintypeLayout

// Divider: a 1 pt line across its stack's axis (DividerLayout.thickness).

@Test func dividerInAVStackIsAHorizontalLineAcrossTheOffer() {
  let tree = layout(vStack(spacing: 0, text("abcd"), divider()), width: 100, height: 21)
  #expect(tree.frame("0") == rect(0, 0, 100, 21))
  #expect(tree.frame("0.0") == rect(30, 0, 40, 20))
  #expect(tree.frame("0.1") == rect(0, 20, 100, 1))
}

@Test func dividerInAnHStackIsAVerticalLine() {
  let tree = layout(hStack(spacing: 0, text("ab"), divider(), text("cd")), width: 41, height: 30)
  #expect(tree.frame("0.0") == rect(0, 5, 20, 20))
  #expect(tree.frame("0.1") == rect(20, 0, 1, 30))
  #expect(tree.frame("0.2") == rect(21, 5, 20, 20))
}

@Test func dividerSpansAFixedSizeVStack() {
  // Sized ideally, the divider would be 10 wide; placed, it is offered the stack's width (40).
  let tree = layout(vStack(spacing: 0, text("abcd"), divider()).fixedSize(), width: 100, height: 100)
  #expect(tree.frame("0") == rect(30, 39.5, 40, 21))
  #expect(tree.frame("0.1") == rect(30, 59.5, 40, 1))
}

@Test func dividerHasDefaultSpacingAroundIt() {
  let tree = layout(vStack(text("a"), divider(), text("b")), width: 10, height: 57)
  #expect(tree.frame("0.1") == rect(0, 28, 10, 1))
  #expect(tree.frame("0.2") == rect(0, 37, 10, 20))
}
