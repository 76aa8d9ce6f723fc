import Testing
import TintypeArchive

@Test(arguments: ["hidden", "monospacedDigit", "clipped", "luminanceToAlpha", "unredacted", "colorInvert", "compositingGroup"])
func modifiersWithoutAnOffStateRejectFalse(name: String) throws {
  // `{"hidden": false}` used to hide the view.
  #expect(
    nodeError(#"{"type": "EmptyView", "modifiers": [{"\#(name)": false}]}"#)
      == "modifiers[0].\(name): expected true, got false")
  #expect(try decodeModifier(#"{"\#(name)": true}"#).name == name)
}
