import Testing
import TintypeLayout

// Spec rule 9; OpenSwiftUI FixedSizeLayout.swift.

@Test func fixedSizeTextOverflowsANarrowFrame() {
  // The text keeps its one-line ideal width (90) in a 50 pt frame, centred, and overflows it.
  let tree = layout(text("aaaa bbbb").fixedSize().frame(width: 50), width: 100, height: 20)
  #expect(tree.frame("0") == rect(25, 0, 50, 20))
  #expect(tree.node(at: "0")?.contentFrame == rect(5, 0, 90, 20))
  #expect(tree.overflows("0"))
}

@Test func fixedSizeVerticallyLetsTextWrapToItsFullHeight() {
  // fixedSize(horizontal: false, vertical: true): wrapped to 50 wide, the text is 40 tall in a
  // 10 pt high frame instead of being cut to fit.
  let tree = layout(
    text("aaaa bbbb").fixedSize(horizontal: false, vertical: true).frame(width: 50, height: 10), width: 50,
    height: 10)
  #expect(tree.node(at: "0")?.contentFrame == rect(5, -15, 40, 40))
  #expect(tree.node(at: "0")?.text?.isTruncated == false)
  #expect(tree.overflows("0"))
}

@Test func fixedSizeShapeTakesItsIdealTenByTen() {
  // A shape's ideal size is 10×10 (field guide, ideal size).
  let tree = layout(rectangle().fixedSize(), width: 100, height: 100)
  #expect(tree.frame("0") == rect(45, 45, 10, 10))
}
