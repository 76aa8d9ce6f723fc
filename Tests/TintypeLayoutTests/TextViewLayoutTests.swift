import Testing
import TintypeLayout

// Text through the TextMeasurer (fake: 10 pt characters, 20 pt lines).

@Test func textWrapsIntoAFixedWidthAndTruncatesAtTheLineLimit() {
  // Four words of 40 pt in 50 pt: four lines, cut to two with an ellipsis.
  let tree = layout(text("aaaa bbbb cccc dddd", lineLimit: 2).frame(width: 50), width: 100, height: 100)
  let node = tree.node(at: "0")
  #expect(node?.contentFrame == rect(25, 30, 50, 40))
  #expect(node?.text?.isTruncated == true)
  // The measured lines ride on the node for the painter: "aaaa", then "bbbb" with its ellipsis
  // filling the 50 pt.
  #expect(node?.text?.layout?.lines.map(\.width) == [40, 50])
}

@Test func textKeepsTheLinesThatFitAShortFrame() {
  // Without a line limit, 50×50 holds two of the four lines.
  let tree = layout(text("aaaa bbbb cccc dddd").frame(width: 50, height: 50), width: 50, height: 50)
  let node = tree.node(at: "0")
  #expect(node?.contentFrame == rect(0, 5, 50, 40))
  #expect(node?.text?.isTruncated == true)
}

@Test func textIdealSizeIsOneLine() {
  // Ideal size (fixedSize): the unwrapped line.
  let tree = layout(text("aaaa bbbb cccc dddd").fixedSize(), width: 100, height: 100)
  #expect(tree.frame("0") == rect(-45, 40, 190, 20))
}

@Test func textHugsItsWidestLine() {
  // Offered 100, "aaaa bbbb" takes its 90.
  let tree = layout(text("aaaa bbbb"), width: 100, height: 20)
  #expect(tree.frame("0") == rect(5, 0, 90, 20))
  #expect(tree.node(at: "0")?.text?.layout?.lines.map(\.width) == [90])
}
