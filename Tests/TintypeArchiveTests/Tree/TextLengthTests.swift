import Testing
import TintypeArchive

@Test func textLengthIsCountedInCodePointsEverywhere() {
  // One grapheme cluster can hold any number of combining marks; counting clusters let a single
  // "character" of 20 000 code points through the limit.
  let zalgo = "e" + String(repeating: "\u{301}", count: 10_000)
  #expect(
    nodeError(#"{"type": "Text", "verbatim": "\#(zalgo)"}"#)
      == "verbatim: text longer than 10000 characters (limit maximumTextLength)")
  let long = String(repeating: "a", count: 10_001)
  #expect(
    nodeError(#"{"type": "EmptyView", "modifiers": [{"widgetLabel": "\#(long)"}]}"#)
      == "modifiers[0].widgetLabel: text longer than 10000 characters (limit maximumTextLength)")
  #expect(nodeError(#"{"type": "Text", "verbatim": "\#(String(repeating: "a", count: 10_000))"}"#) == nil)
}
