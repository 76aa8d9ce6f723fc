import Testing
import TintypeLayout

// position(x:y:) (PositionLayout): the modified view takes all the space offered; the view inside is
// centred on the point.

@Test func positionTakesTheWholeOfferAndCentresTheViewOnThePoint() {
  let tree = layout(text("ab").position(x: 30, y: 40), width: 100, height: 60)
  #expect(tree.frame("0") == rect(0, 0, 100, 60))
  #expect(tree.node(at: "0")?.contentFrame == rect(20, 30, 20, 20))
}

@Test func positionInAStackIsGreedy() {
  // Like a flexible frame, the positioned view takes what the stack offers it, leaving its sibling
  // its ideal size.
  let tree = layout(
    vStack(spacing: 0, text("ab").position(x: 10, y: 10), text("cd")), width: 100, height: 100)
  #expect(tree.frame("0.0") == rect(0, 0, 100, 80))
  #expect(tree.node(at: "0.0")?.contentFrame == rect(0, 0, 20, 20))
  #expect(tree.frame("0.1") == rect(40, 80, 20, 20))
}

@Test func aPointOutsideTheWidgetIsOverflow() {
  let tree = layout(text("ab").position(x: 200, y: 10), width: 100, height: 60)
  #expect(tree.overflows("0"))
}
