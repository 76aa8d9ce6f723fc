import Testing
import TintypeLayout

// Images: natural size unless resizable; resizable takes the offer, natural size for nil.

@Test func fixedImageKeepsItsNaturalSize() {
  let tree = layout(image(width: 40, height: 20), width: 100, height: 100)
  #expect(tree.frame("0") == rect(30, 40, 40, 20))
}

@Test func fixedImageIgnoresAFrameAndOverflowsIt() {
  let tree = layout(image(width: 40, height: 20).frame(width: 10, height: 10), width: 100, height: 100)
  #expect(tree.node(at: "0")?.contentFrame == rect(30, 40, 40, 20))
  #expect(tree.overflows("0"))
}

@Test func resizableImageTakesTheOffer() {
  let tree = layout(image(width: 40, height: 20, resizable: true), width: 100, height: 100)
  #expect(tree.frame("0") == rect(0, 0, 100, 100))
}

@Test func resizableImageOfferedNilIsItsNaturalSize() {
  let tree = layout(image(width: 40, height: 20, resizable: true).fixedSize(), width: 100, height: 100)
  #expect(tree.frame("0") == rect(30, 40, 40, 20))
}
