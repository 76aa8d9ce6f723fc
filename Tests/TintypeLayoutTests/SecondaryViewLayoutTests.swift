import Testing
import TintypeLayout

// background / overlay / mask: offered the modified view's size, aligned in its frame, never
// changing it.

@Test func backgroundAfterPaddingFillsThePaddedArea() {
  let tree = layout(text("ab").padding(5).background(color()), width: 30, height: 30)
  #expect(tree.frame("0") == rect(0, 0, 30, 30))
  #expect(tree.frame("0.b0") == rect(0, 0, 30, 30))
  #expect(tree.node(at: "0")?.contentFrame == rect(5, 5, 20, 20))
}

@Test func backgroundBeforePaddingFillsOnlyTheView() {
  let tree = layout(text("ab").background(color()).padding(5), width: 30, height: 30)
  #expect(tree.frame("0.b0") == rect(5, 5, 20, 20))
}

@Test func overlayIsAlignedInTheModifiedViewsFrame() {
  let tree = layout(
    text("abcd").overlay(color().frame(width: 10, height: 10), alignment: .topTrailing), width: 40, height: 20
  )
  #expect(tree.frame("0") == rect(0, 0, 40, 20))
  #expect(tree.frame("0.o0") == rect(30, 0, 10, 10))
}

@Test func overlayAlignsOnTheModifiedTextsBaseline() {
  // The modified text's baseline (16) meets the 40 pt overlay text's (32): y = 16 − 32.
  let tree = layout(
    text("ab").overlay(text("x", size: 40), alignment: .leadingFirstTextBaseline), width: 20, height: 20)
  #expect(tree.frame("0.o0") == rect(0, -16, 20, 40))
}

@Test func largerBackgroundLeavesTheSizeAloneAndOverflows() {
  let tree = layout(text("ab").background(color().frame(width: 50, height: 50)), width: 20, height: 20)
  #expect(tree.frame("0") == rect(0, 0, 20, 20))
  #expect(tree.frame("0.b0") == rect(-15, -15, 50, 50))
  #expect(!tree.overflows("0"))
  #expect(tree.overflows("0.b0"))
}

@Test func maskIsLaidOutLikeAnOverlay() {
  let tree = layout(
    color().frame(width: 40, height: 40).mask(rectangle().frame(height: 10), alignment: .bottom), width: 40,
    height: 40)
  #expect(tree.frame("0.m0") == rect(0, 30, 40, 10))
}

@Test func secondaryPathsCountEachKindSeparately() {
  // LayoutPath: b/o/m plus the ordinal among the view's modifiers of that kind.
  let view = text("ab").background(color()).opacity(0.5).overlay(color()).background(color()).mask(
    color())
  let tree = layout(view, width: 20, height: 20)
  #expect(tree.paths == ["0", "0.b0", "0.o0", "0.b1", "0.m0"])
  #expect(tree.node(at: "0")?.modifiers.count == 5)
}
