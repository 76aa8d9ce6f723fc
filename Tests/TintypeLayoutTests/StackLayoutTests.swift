import Testing
import TintypeLayout

// Spec "Stack layout" rules 1–4 and 10; OpenSwiftUI StackLayout.swift.

@Test func rigidChildOverflowsItsShare_objcIO() {
  // Rule 3: `frame(maxWidth: 100)` + `frame(minWidth: 100)` in 150 pt → 75 + 100 = 175 (objc.io).
  let stack = hStack(spacing: 0, rectangle().frame(maxWidth: 100), rectangle().frame(minWidth: 100))
  let tree = layout(stack.frame(width: 150), width: 300, height: 50)
  #expect(tree.node(at: "0")?.contentFrame == rect(62.5, 0, 175, 50))
  #expect(tree.frame("0.0") == rect(62.5, 0, 75, 50))
  #expect(tree.frame("0.1") == rect(137.5, 0, 100, 50))
  // The stack overflows its 150 pt frame; the children stay inside the stack.
  #expect(tree.overflows("0"))
  #expect(!tree.overflows("0.0"))
  #expect(!tree.overflows("0.1"))
}

@Test func rigidChildTakingMoreThanItsShareInAFittingStackIsNoOverflow() {
  // Rule 3: the 100 pt frame is offered 50 (half of 100) and takes 100, but the stack fits.
  let stack = hStack(
    spacing: 0, color().frame(width: 100), color().frame(width: 10), color().frame(width: 10))
  let tree = layout(stack, width: 120, height: 10)
  #expect(tree.frame("0.0") == rect(0, 0, 100, 10))
  #expect(tree.frame("0.2") == rect(110, 0, 10, 10))
  #expect(!tree.records.contains { $0.overflows })
}

@Test func higherPriorityTextGetsItsIdealWidthFirst() {
  // Rule 10: the priority-1 text is offered everything but the other child's reserved minimum.
  let tree = layout(
    hStack(spacing: 0, text("aa bb"), text("cccc dddd eeee").layoutPriority(1)), width: 160, height: 40)
  #expect(tree.frame("0.0") == rect(0, 0, 20, 40))
  #expect(tree.frame("0.1") == rect(20, 10, 140, 20))
}

@Test func equalPriorityOffersTheLeastFlexibleChildFirst() {
  // Rule 3: "aa bb" (flexibility 40) is sized before "cccc dddd eeee" (130) and takes its ideal width.
  let tree = layout(hStack(spacing: 0, text("aa bb"), text("cccc dddd eeee")), width: 160, height: 40)
  #expect(tree.frame("0") == rect(10, 0, 140, 40))
  #expect(tree.frame("0.0") == rect(10, 10, 50, 20))
  #expect(tree.frame("0.1") == rect(60, 0, 90, 40))
}

@Test func equalShapesDivideTheSpaceEvenly() {
  // Rule 3: each of three colours is offered a third of what is left.
  let tree = layout(hStack(spacing: 0, color(), color(), color()), width: 90, height: 30)
  #expect(tree.frame("0.0") == rect(0, 0, 30, 30))
  #expect(tree.frame("0.1") == rect(30, 0, 30, 30))
  #expect(tree.frame("0.2") == rect(60, 0, 30, 30))
}

@Test func defaultSpacingIsTakenBeforeDividingSpace() {
  // Rule 3: available = 106 − 2 × 8 (ViewSpacing.standard) = 90.
  let tree = layout(hStack(color(), color(), color()), width: 106, height: 30)
  #expect(tree.frame("0.0") == rect(0, 0, 30, 30))
  #expect(tree.frame("0.1") == rect(38, 0, 30, 30))
  #expect(tree.frame("0.2") == rect(76, 0, 30, 30))
}

@Test func rigidChildIsSizedFirstAndFlexibleOnesShareTheRest() {
  // Rule 3: the fixed 20 pt child (flexibility 0) goes first; the two colours split the other 80.
  let tree = layout(vStack(spacing: 0, color(), color().frame(height: 20), color()), width: 10, height: 100)
  #expect(tree.frame("0.0") == rect(0, 0, 10, 40))
  #expect(tree.frame("0.1") == rect(0, 40, 10, 20))
  #expect(tree.frame("0.2") == rect(0, 60, 10, 40))
}

@Test func infinitelyFlexibleTieGoesToTheLargerMinimumFirst() {
  // FlexibilityEstimate: both ∞-flexible, so minWidth 60 is offered 50 first (and takes 60),
  // leaving 40 for minWidth 30. The other order would need 110 pt.
  let tree = layout(
    hStack(spacing: 0, color().frame(minWidth: 30), color().frame(minWidth: 60)), width: 100, height: 10)
  #expect(tree.frame("0.0") == rect(0, 0, 40, 10))
  #expect(tree.frame("0.1") == rect(40, 0, 60, 10))
  #expect(!tree.overflows("0"))
}

@Test func defaultSpacingBetweenTextsInAVStack() {
  // Rule 1 with spacing nil: Tintype's ViewSpacing model puts 8 pt between any two views.
  let tree = layout(vStack(text("a"), text("b")), width: 10, height: 48)
  #expect(tree.frame("0.0") == rect(0, 0, 10, 20))
  #expect(tree.frame("0.1") == rect(0, 28, 10, 20))
}

@Test func explicitSpacingZeroPutsViewsEdgeToEdge() {
  // Rule 1: explicit spacing replaces the default.
  let tree = layout(vStack(spacing: 0, text("a"), text("b")), width: 10, height: 40)
  #expect(tree.frame("0") == rect(0, 0, 10, 40))
  #expect(tree.frame("0.1") == rect(0, 20, 10, 20))
}

@Test func nestedStacksPlaceGrandchildrenInWidgetCoordinates() {
  // Rules 3–4 at two levels: an HStack (52×10) above a text (30×20), leading-aligned, 4 pt apart.
  let row = hStack(spacing: 2, color().frame(width: 20, height: 10), color().frame(width: 30, height: 10))
  let tree = layout(vStack(alignment: .leading, spacing: 4, row, text("abc")), width: 100, height: 100)
  #expect(tree.frame("0") == rect(24, 33, 52, 34))
  #expect(tree.frame("0.0") == rect(24, 33, 52, 10))
  #expect(tree.frame("0.0.0") == rect(24, 33, 20, 10))
  #expect(tree.frame("0.0.1") == rect(46, 33, 30, 10))
  #expect(tree.frame("0.1") == rect(24, 47, 30, 20))
}

@Test func firstTextBaselineAlignsTextsOfTwoSizes() {
  // Rule 4 with a baseline guide: 20 pt text (baseline 16) and 40 pt text (baseline 32) share y = 32.
  let tree = layout(
    hStack(alignment: .firstTextBaseline, spacing: 0, text("ab"), text("cd", size: 40)), width: 60, height: 40
  )
  #expect(tree.frame("0") == rect(0, 0, 60, 40))
  #expect(tree.frame("0.0") == rect(0, 16, 20, 20))
  #expect(tree.frame("0.1") == rect(20, 0, 40, 40))
}

@Test func lastTextBaselineComesFromTheBottomTextInsideAStack() {
  // A VStack's last baseline is its lowest child's (20 + 16 = 36); the 40 pt text's is 32.
  let column = vStack(spacing: 0, text("a"), text("b"))
  let tree = layout(
    hStack(alignment: .lastTextBaseline, spacing: 0, column, text("c", size: 40)), width: 30, height: 44)
  #expect(tree.frame("0") == rect(0, 0, 30, 44))
  #expect(tree.frame("0.0") == rect(0, 0, 10, 40))
  #expect(tree.frame("0.1") == rect(10, 4, 20, 40))
}

@Test func aViewWithoutTextAlignsItsBottomWithTheBaseline() {
  // VerticalAlignment.firstTextBaseline's default value is the bottom edge.
  let tree = layout(
    hStack(alignment: .firstTextBaseline, color().frame(width: 10, height: 10), text("ab")), width: 38,
    height: 20)
  #expect(tree.frame("0.0") == rect(0, 6, 10, 10))
  #expect(tree.frame("0.1") == rect(18, 0, 20, 20))
}

@Test func idealSizeStackSumsIdealWidthsAndFillsItsHeightWhenPlacing() {
  // Rule 2: with fixedSize every child is offered nil; the colour's ideal is 10×10. When placing,
  // the nil height offer becomes the stack's height (20), so the colour is 10×20.
  let tree = layout(hStack(text("ab"), color()).fixedSize(), width: 100, height: 100)
  #expect(tree.frame("0") == rect(31, 40, 38, 20))
  #expect(tree.frame("0.0") == rect(31, 40, 20, 20))
  #expect(tree.frame("0.1") == rect(59, 40, 10, 20))
}

@Test func emptyViewTakesNoSpaceAndNoSpacing() {
  // SwiftUI drops EmptyView from a stack's subviews: one 8 pt gap, not two.
  let tree = layout(hStack(text("a"), emptyView(), text("b")), width: 28, height: 20)
  #expect(tree.frame("0.0") == rect(0, 0, 10, 20))
  #expect(tree.frame("0.1") == rect(0, 0, 0, 0))
  #expect(tree.frame("0.2") == rect(18, 0, 10, 20))
}

@Test func nestedStackOfferedInfinityStaysInfinitelyFlexible() {
  // Rule 3: measuring the inner HStack's maximum offers it ∞, shared out as ∞ to each colour, so
  // it is infinitely flexible and goes after the 30 pt-capped colour, taking the remaining 60.
  let inner = hStack(spacing: 0, color(), color())
  let tree = layout(hStack(spacing: 0, inner, color().frame(maxWidth: 30)), width: 90, height: 10)
  #expect(tree.frame("0.0") == rect(0, 0, 60, 10))
  #expect(tree.frame("0.0.1") == rect(30, 0, 30, 10))
  #expect(tree.frame("0.1") == rect(60, 0, 30, 10))
}
