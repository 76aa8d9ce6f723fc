import Foundation
import Testing
import TintypeArchive
import TintypeViewRendering

@testable import Tintype

/// Archives whose every number is within its decoded limit can still compound, through nested
/// transforms, into positions no `Int` holds or that are not numbers at all. The painter skips or
/// clamps those instead of trapping; what is on the canvas still draws.
@Suite struct HostileGeometryTests {
  private func render(_ view: String) throws -> RenderedImage {
    let json =
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(view)}]}"#
    let archive = try ViewArchive(jsonData: Array(json.utf8))
    return try WidgetRenderer().render(archive, request: RenderRequest(family: .systemSmall))
  }

  private func nested(_ inner: String, levels: Int, modifiers: String) -> String {
    var view = inner
    for _ in 0..<levels {
      view = #"{"type": "ZStack", "children": [\#(view)], "modifiers": [\#(modifiers)]}"#
    }
    return view
  }

  @Test func textScaledPastAnyIntegerStillRenders() throws {
    // 1000^40 overflows a Double: the glyph positions become infinite or NaN.
    let view = nested(
      #"{"type": "Text", "verbatim": "Far away"}"#, levels: 40,
      modifiers: #"{"scaleEffect": 1000}, {"offset": {"x": 100000, "y": -100000}}"#)
    let image = try render(view)
    #expect(image.width > 0 && image.height > 0)
  }

  @Test func shearsCompoundedPastAnyNumberStillRender() throws {
    // A shear of 1000 nested 40 times: the coefficients overflow to infinity, then NaN.
    let view = nested(
      #"{"type": "Color", "color": {"system": "red"}}"#, levels: 40,
      modifiers: #"{"transformEffect": {"a": 1000, "b": -1000, "c": 1000, "d": 1000, "tx": 100000}}"#)
    let image = try render(view)
    #expect(image.width > 0 && image.height > 0)
  }

  @Test func hugeTextIsFilledFromItsOutlineNotACachedMask() throws {
    // 1000 pt at 3x, scaled 1000 times: a 3-million-pixel glyph, which must not become a mask.
    let image = try render(
      #"{"type": "Text", "verbatim": "W", "modifiers": [{"font": {"size": 1000}}, {"scaleEffect": 1000}]}"#)
    #expect(image.width > 0)
  }

  @Test func clipLayersFarOutsideTheCanvasRender() throws {
    let view = nested(
      #"{"type": "Color", "color": {"system": "red"}, "modifiers": [{"clipShape": {"type": "Circle"}}]}"#,
      levels: 20, modifiers: #"{"scaleEffect": 1000}, {"clipShape": {"type": "Circle"}}"#)
    let image = try render(view)
    #expect(image.width > 0)
  }
}
