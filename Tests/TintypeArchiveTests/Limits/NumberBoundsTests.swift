import Testing
import TintypeArchive

/// Numbers are checked where they are decoded: finite and within a range that means something,
/// the limit named, so that nothing downstream meets a value its arithmetic cannot survive.
@Suite struct NumberBoundsTests {
  private let coordinateLimit =
    "expected a number ≥ -100000 and ≤ 100000 (limit ArchiveLimits.maximumCoordinate)"

  @Test(arguments: ["1e308", "-1e308", "100000.5"])
  func aHugeStackSpacingIsRejectedWithTheLimit(_ spacing: String) {
    // Regression: 1e308 passed validation and trapped converting a glyph position to Int.
    let json = #"{"type": "VStack", "spacing": \#(spacing), "children": [{"type": "Text", "verbatim": "A"}]}"#
    let error = nodeError(json)
    #expect(error?.hasPrefix("spacing: " + coordinateLimit + ", got") == true, "\(error ?? "no error")")
  }

  @Test func spacingAtTheLimitIsAccepted() {
    #expect(nodeError(#"{"type": "HStack", "spacing": 100000, "children": []}"#) == nil)
    #expect(nodeError(#"{"type": "HStack", "spacing": -100000, "children": []}"#) == nil)
  }

  @Test(arguments: [
    (#"{"padding": 1e200}"#, "padding"),
    (#"{"padding": {"edges": "top", "length": -1e200}}"#, "padding.length"),
    (#"{"offset": {"x": 1e9}}"#, "offset.x"),
    (#"{"position": {"y": -1e9}}"#, "position.y"),
    (#"{"frame": {"width": 1e9}}"#, "frame.width"),
    (#"{"frame": {"maxWidth": 1e9}}"#, "frame.maxWidth"),
    (#"{"cornerRadius": 1e9}"#, "cornerRadius"),
    (#"{"shadow": {"radius": 2, "x": 1e9}}"#, "shadow.x"),
    (#"{"kerning": 1e9}"#, "kerning"),
    (#"{"lineSpacing": -1e9}"#, "lineSpacing"),
  ])
  func geometricModifiersAreBoundedByTheCoordinateLimit(_ modifier: String, _ path: String) {
    let error = nodeError(#"{"type": "Text", "verbatim": "A", "modifiers": [\#(modifier)]}"#) ?? "no error"
    #expect(error.hasPrefix("modifiers[0].\(path): expected a number ≥ "), "\(error)")
    #expect(error.contains(" and ≤ 100000 (limit ArchiveLimits.maximumCoordinate), got "), "\(error)")
  }

  @Test func scaleEffectIsBoundedByTheScaleFactorLimit() {
    let error = nodeError(#"{"type": "Text", "verbatim": "A", "modifiers": [{"scaleEffect": 1e6}]}"#)
    #expect(
      error
        == "modifiers[0].scaleEffect: expected a number ≥ -1000 and ≤ 1000 (limit ArchiveLimits.maximumScaleFactor), got 1000000"
    )
    #expect(nodeError(#"{"type": "Text", "verbatim": "A", "modifiers": [{"scaleEffect": -2}]}"#) == nil)
  }

  @Test func shapeAndPathGeometryIsBounded() {
    let inset = nodeError(
      #"{"type": "Circle", "fill": {"system": "red"}, "shapeModifiers": [{"inset": 1e300}]}"#)
    #expect(inset?.contains("(limit ArchiveLimits.maximumCoordinate)") == true, "\(inset ?? "no error")")
    let stroke = nodeError(#"{"type": "Circle", "stroke": {"style": {"system": "red"}, "lineWidth": 1e300}}"#)
    #expect(
      stroke?.contains(
        "lineWidth: expected a number ≥ 0 and ≤ 100000 (limit ArchiveLimits.maximumCoordinate)") == true,
      "\(stroke ?? "no error")")
  }

  @Test func otherNumbersAreFiniteAndWithinTheMagnitudeLimit() {
    let error = nodeError(#"{"type": "Text", "verbatim": "A", "modifiers": [{"layoutPriority": 1e300}]}"#)
    #expect(
      error
        == "modifiers[0].layoutPriority: expected a number within ±1000000000000 (limit ArchiveLimits.maximumMagnitude), got 1e+300"
    )
    #expect(nodeError(#"{"type": "Text", "verbatim": "A", "modifiers": [{"layoutPriority": 1e9}]}"#) == nil)
  }

  @Test func numbersTooLargeForADoubleAreASyntaxError() {
    // JSON allows 1e400; a Double cannot hold it, so the parser refuses it rather than read infinity.
    #expect(throws: ArchiveError.self) { try JSONParser.parse(Array("[1e400]".utf8)) }
  }
}
