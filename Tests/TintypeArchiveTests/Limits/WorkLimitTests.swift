import Testing
import TintypeArchive

/// Work is bounded before it starts: modifiers per view and in total, layers, blurs and their
/// nesting are counted when an archive is read, each limit named in its error.
@Suite struct WorkLimitTests {
  private func text(_ modifiers: [String]) -> String {
    #"{"type": "Text", "verbatim": "A", "modifiers": [\#(modifiers.joined(separator: ", "))]}"#
  }

  @Test func aViewWithMoreThanTheModifierLimitIsRejectedBeforeDecodingThem() {
    // Regression: 200,000 modifiers on one view passed validate and rendered for minutes. The
    // modifiers here are not even valid: the count is checked before any is decoded.
    let error = nodeError(text(Array(repeating: #"{"nonsense": 1}"#, count: 257)))
    #expect(
      error
        == "modifiers: 257 modifiers on one view, more than 256 (limit ArchiveLimits.maximumModifiersPerView)"
    )
    #expect(nodeError(text(Array(repeating: #"{"padding": 1}"#, count: 256))) == nil)
  }

  @Test func theModifiersOfAWholeTreeAreBounded() {
    let child = text(Array(repeating: #"{"padding": 1}"#, count: 200))
    let stack =
      #"{"type": "VStack", "children": [\#(Array(repeating: child, count: 201).joined(separator: ","))]}"#
    #expect(
      archiveError(archiveJSON(view: stack))
        == "entries[0].view: 40200 modifiers, more than 40000 (limit ArchiveLimits.maximumModifierCount)")
  }

  @Test func layersAreBoundedInNumberAndNesting() {
    let layered = text(Array(repeating: #"{"opacity": 0.9}"#, count: 16))
    let many =
      #"{"type": "VStack", "children": [\#(Array(repeating: layered, count: 33).joined(separator: ","))]}"#
    #expect(
      archiveError(archiveJSON(view: many))
        == "entries[0].view: 528 layers (clips, masks, opacities, effects), more than 512 (limit ArchiveLimits.maximumLayerCount)"
    )
    let deep = text(Array(repeating: #"{"clipped": true}"#, count: 33))
    #expect(
      archiveError(archiveJSON(view: deep))
        == "entries[0].view: layers nested 33 deep, more than 32 (limit ArchiveLimits.maximumLayerDepth)")
    #expect(archiveError(archiveJSON(view: text(Array(repeating: #"{"clipped": true}"#, count: 32)))) == nil)
  }

  @Test func nestingIsCountedThroughChildren() {
    var view = #"{"type": "Text", "verbatim": "A"}"#
    for _ in 0..<33 { view = #"{"type": "ZStack", "children": [\#(view)], "modifiers": [{"opacity": 0.5}]}"# }
    #expect(archiveError(archiveJSON(view: view))?.contains("layers nested 33 deep") == true)
  }

  @Test func shadowsAndBlursAreBounded() {
    let blurred = text(Array(repeating: #"{"shadow": {"radius": 2}}"#, count: 5) + [#"{"blur": 1}"#] * 1)
    let many =
      #"{"type": "VStack", "children": [\#(Array(repeating: blurred, count: 11).joined(separator: ","))]}"#
    #expect(
      archiveError(archiveJSON(view: many))
        == "entries[0].view: 66 shadows and blurs, more than 64 (limit ArchiveLimits.maximumBlurCount)")
  }

  @Test func everyModifierSaysWhatItCostsThePainter() throws {
    #expect(try decodeModifier(#"{"blur": 2}"#).paintCost == .blur)
    #expect(try decodeModifier(#"{"shadow": {"radius": 2}}"#).paintCost == .blur)
    #expect(try decodeModifier(#"{"opacity": 0.5}"#).paintCost == .layer)
    #expect(try decodeModifier(#"{"clipShape": {"type": "Circle"}}"#).paintCost == .layer)
    #expect(try decodeModifier(#"{"padding": 2}"#).paintCost == PaintCost.none)
  }
}

extension Array {
  fileprivate static func * (lhs: Array, rhs: Int) -> Array { Array((0..<rhs).flatMap { _ in lhs }) }
}

/// Paths, canvases and gradients are bounded in length before their elements are decoded.
@Suite struct ElementLimitTests {
  @Test func aPathLongerThanTheLimitIsRejected() {
    let elements = Array(repeating: #"{"line": [1, 1]}"#, count: 4_097).joined(separator: ",")
    let error = nodeError(
      #"{"type": "Path", "path": {"elements": [\#(elements)]}, "fill": {"system": "red"}}"#)
    #expect(error == "path.elements: 4097 elements, more than 4096 (limit ArchiveLimits.maximumPathElements)")
  }

  @Test func aGradientWithTooManyStopsIsRejected() {
    let colors = Array(repeating: ##""#FF0000""##, count: 257).joined(separator: ",")
    let error = nodeError(
      #"{"type": "LinearGradient", "gradient": {"linearGradient": {"colors": [\#(colors)]}}}"#)
    #expect(
      error?.hasSuffix("257 elements, more than 256 (limit ArchiveLimits.maximumGradientStops)") == true,
      "\(error ?? "none")")
  }
}
