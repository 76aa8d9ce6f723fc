import Testing
import TintypeLayout

// OpenSwiftUI AspectRatioLayout.swift: fit/fill, with a ratio or the view's ideal one.

@Test func fitWithARatioOffersTheLargestSizeOfThatRatio() {
  // 2:1 in 100×100 → offered 100×50.
  let tree = layout(color().aspectRatio(2, contentMode: .fit), width: 100, height: 100)
  #expect(tree.frame("0") == rect(0, 25, 100, 50))
}

@Test func fillWithARatioCoversTheOfferAndOverflows() {
  // 2:1 covering 100×100 → 200×100, spilling out on both sides.
  let tree = layout(color().aspectRatio(2, contentMode: .fill), width: 100, height: 100)
  #expect(tree.frame("0") == rect(-50, 0, 200, 100))
  #expect(tree.overflows("0"))
}

@Test func fitWithoutARatioUsesTheImagesNaturalProportions() {
  // scaledToFit(): a 40×20 resizable image in 100×100 → 100×50.
  let tree = layout(
    image(width: 40, height: 20, resizable: true).aspectRatio(contentMode: .fit), width: 100, height: 100)
  #expect(tree.frame("0") == rect(0, 25, 100, 50))
}

@Test func fillWithoutARatioUsesTheImagesNaturalProportions() {
  // scaledToFill(): a 40×20 resizable image covering a 100 pt square frame → 200×100 in it.
  let tree = layout(
    image(width: 40, height: 20, resizable: true).aspectRatio(contentMode: .fill).frame(
      width: 100, height: 100),
    width: 100, height: 100)
  #expect(tree.frame("0") == rect(0, 0, 100, 100))
  #expect(tree.node(at: "0")?.contentFrame == rect(-50, 0, 200, 100))
  #expect(tree.overflows("0"))
}

@Test func aspectRatioWithAnUnspecifiedHeightScalesByTheWidth() {
  // Fit with only a width offered (inside fixedSize(vertical)): 1:2 at width 30 → 30×60.
  let tree = layout(
    color().aspectRatio(0.5, contentMode: .fit).fixedSize(horizontal: false, vertical: true), width: 30,
    height: 100)
  #expect(tree.frame("0") == rect(0, 20, 30, 60))
}
