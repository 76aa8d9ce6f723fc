import Testing
import TintypeArchive
import TintypeCore
import TintypeLayout

// Spec rule 8; OpenSwiftUI PaddingLayout.swift.

@Test func explicitInsetsAddToTheViewsSize() {
  let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  let tree = layout(text("ab").padding(insets), width: 26, height: 24)
  #expect(tree.frame("0") == rect(0, 0, 26, 24))
  #expect(tree.node(at: "0")?.contentFrame == rect(2, 1, 20, 20))
}

@Test func defaultPaddingIs16OnEveryEdge() {
  // padding() with no length: the colour is offered 100 − 32 on each axis.
  let tree = layout(color().padding(), width: 100, height: 100)
  #expect(tree.node(at: "0")?.contentFrame == rect(16, 16, 68, 68))
}

@Test func paddingOnChosenEdgesOnly() {
  let tree = layout(text("ab").padding(.horizontal, 10), width: 40, height: 20)
  #expect(tree.frame("0") == rect(0, 0, 40, 20))
  #expect(tree.node(at: "0")?.contentFrame == rect(10, 0, 20, 20))
}

@Test func paddingShrinksWhatTheViewIsOffered() {
  // Offered 60, the text gets 40 and wraps "aaaa bbbb" onto two lines.
  let tree = layout(text("aaaa bbbb").padding(.horizontal, 10), width: 60, height: 40)
  #expect(tree.frame("0") == rect(0, 0, 60, 40))
  #expect(tree.node(at: "0")?.contentFrame == rect(10, 0, 40, 40))
}
