import Testing
import TintypeLayout

// hidden keeps its space; offset moves only the drawing.

@Test func hiddenViewKeepsItsSpace() {
  let tree = layout(hStack(spacing: 0, text("ab").hidden(), text("cd")), width: 40, height: 20)
  #expect(tree.frame("0.0") == rect(0, 0, 20, 20))
  #expect(tree.frame("0.1") == rect(20, 0, 20, 20))
  #expect(tree.node(at: "0.0")?.isContentHidden == true)
  #expect(tree.node(at: "0.1")?.isContentHidden == false)
}

@Test func backgroundOutsideHiddenIsStillDrawn() {
  let tree = layout(text("ab").background(color()).hidden().overlay(color()), width: 20, height: 20)
  let steps = tree.node(at: "0")?.modifiers ?? []
  #expect(steps.map(\.isHidden) == [true, false, false])
}

@Test func offsetDoesNotChangeLayout() {
  // The first text is drawn 5 right and 3 down; its layout frame and its sibling do not move.
  let tree = layout(hStack(spacing: 0, text("ab").offset(x: 5, y: 3), text("cd")), width: 40, height: 20)
  #expect(tree.frame("0.0") == rect(0, 0, 20, 20))
  #expect(tree.node(at: "0.0")?.contentFrame == rect(5, 3, 20, 20))
  #expect(tree.frame("0.1") == rect(20, 0, 20, 20))
}

@Test func offsetMovesTheModifiersInsideIt() {
  // background then offset: the background moves with the text.
  let tree = layout(text("ab").background(color()).offset(x: 10), width: 40, height: 20)
  #expect(tree.frame("0") == rect(10, 0, 20, 20))
  #expect(tree.node(at: "0")?.contentFrame == rect(20, 0, 20, 20))
  #expect(tree.frame("0.b0") == rect(20, 0, 20, 20))
  #expect(!tree.overflows("0"))
}

@Test func offsetOfAContainerMovesItsChildren() {
  let tree = layout(hStack(spacing: 0, text("ab"), text("cd")).offset(y: 4), width: 40, height: 28)
  #expect(tree.frame("0") == rect(0, 4, 40, 20))
  #expect(tree.frame("0.1") == rect(20, 8, 20, 20))
}

@Test func offsetOutOfTheWidgetIsReportedAsOverflow() {
  let tree = layout(text("ab").offset(x: 30), width: 40, height: 20)
  #expect(tree.overflows("0"))
}
