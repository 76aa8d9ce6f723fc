import Testing
import TintypeArchive

@Test func lineLimitRangesAreOrdered() {
  #expect(
    nodeError(#"{"type": "Text", "verbatim": "a", "modifiers": [{"lineLimit": {"min": 3, "max": 2}}]}"#)
      == "modifiers[0].lineLimit.max: expected max ≥ min (3), got 2")
  #expect(
    nodeError(#"{"type": "Text", "verbatim": "a", "modifiers": [{"lineLimit": {"min": 2, "max": 2}}]}"#)
      == nil)
}
