import Testing
import TintypeLayout

// Spec rule 6 (fixed frames) and rule 7 (flexible frames); OpenSwiftUI FrameLayout.swift.

@Test func fixedFrameReportsItsSizeAndCentresTheView() {
  // Rule 6: the frame is 100×50 whatever the text chooses; the 20×20 text sits in the middle.
  let tree = layout(text("ab").frame(width: 100, height: 50), width: 100, height: 50)
  #expect(tree.frame("0") == rect(0, 0, 100, 50))
  #expect(tree.node(at: "0")?.contentFrame == rect(40, 15, 20, 20))
}

@Test func fixedFrameOnOneAxisTakesTheViewsSizeOnTheOther() {
  // Rule 6: width unspecified passes the offer through; the text's width (30) is the frame's.
  let tree = layout(text("abc").frame(height: 50), width: 100, height: 100)
  #expect(tree.frame("0") == rect(35, 25, 30, 50))
  #expect(tree.node(at: "0")?.contentFrame == rect(35, 40, 30, 20))
}

@Test func fixedFrameAlignsTheViewTopLeading() {
  // Rule 6: alignment places the view inside the frame.
  let tree = layout(text("ab").frame(width: 100, height: 50, alignment: .topLeading), width: 100, height: 50)
  #expect(tree.node(at: "0")?.contentFrame == rect(0, 0, 20, 20))
}

@Test func maxWidthInfinityFillsTheOfferWithTheViewLeading() {
  // Rule 7, max only: min(∞, max(offer 200, 30)) = 200; the text keeps 30 and sits at the leading edge.
  let tree = layout(text("abc").frame(maxWidth: .infinity, alignment: .leading), width: 200, height: 20)
  #expect(tree.frame("0") == rect(0, 0, 200, 20))
  #expect(tree.node(at: "0")?.contentFrame == rect(0, 0, 30, 20))
}

@Test func minAndMaxWidthClampTheOffer() {
  // Rule 7, both bounds: the offer 200 clamped to [50, 120].
  let tree = layout(color().frame(minWidth: 50, maxWidth: 120), width: 200, height: 40)
  #expect(tree.frame("0") == rect(40, 0, 120, 40))
  #expect(tree.node(at: "0")?.contentFrame == rect(40, 0, 120, 40))
}

@Test func minWidthAboveTheOfferOverflows() {
  // Rule 7: offered 30, a frame with minWidth 50 is 50 wide.
  let tree = layout(color().frame(minWidth: 50, maxWidth: 120), width: 30, height: 40)
  #expect(tree.frame("0") == rect(-10, 0, 50, 40))
  #expect(tree.overflows("0"))
}

@Test func minWidthOnlyGrowsASmallViewToTheMinimum() {
  // Rule 7, min only: max(50, min(offer 200, text 20)) = 50, text centred.
  let tree = layout(text("ab").frame(minWidth: 50), width: 200, height: 20)
  #expect(tree.frame("0") == rect(75, 0, 50, 20))
  #expect(tree.node(at: "0")?.contentFrame == rect(90, 0, 20, 20))
}

@Test func maxWidthOnlyTakesTheOfferUpToTheMaximum() {
  // Rule 7, max only: min(100, max(offer to child 100, 20)) = 100.
  let tree = layout(text("ab").frame(maxWidth: 100), width: 200, height: 20)
  #expect(tree.frame("0") == rect(50, 0, 100, 20))
  #expect(tree.node(at: "0")?.contentFrame == rect(90, 0, 20, 20))
}

@Test func idealWidthIsTheFramesSizeUnderFixedSize() {
  // Rule 7, nil offer with ideal: the frame is 80×30 and offers the colour exactly that.
  let tree = layout(color().frame(idealWidth: 80, idealHeight: 30).fixedSize(), width: 200, height: 100)
  #expect(tree.frame("0") == rect(60, 35, 80, 30))
  #expect(tree.node(at: "0")?.contentFrame == rect(60, 35, 80, 30))
}

@Test func idealWidthIsIgnoredWhenAWidthIsOffered() {
  // Rule 7: with an offer the ideal plays no part; the colour takes the 200 offered.
  let tree = layout(color().frame(idealWidth: 80), width: 200, height: 100)
  #expect(tree.frame("0") == rect(0, 0, 200, 100))
}
