import Testing
import TintypeArchive

@Test func hexColoursAreHexDigitsOnly() {
  // `UInt64(_:radix:)` accepts a sign, which made "#+12345" a colour.
  #expect(
    nodeError(##"{"type": "Color", "color": "#+12345"}"##)
      == ##"color: expected a colour as "#RRGGBB" or "#RRGGBBAA", got "#+12345""##)
  #expect(nodeError(##"{"type": "Color", "color": "#-00000"}"##) != nil)
  #expect(ColorValue(hex: "#+FFFFFFF") == nil)
  #expect(ColorValue(hex: "#ff8000") == .rgb(red: 1, green: 128.0 / 255, blue: 0, opacity: 1, space: .sRGB))
}
