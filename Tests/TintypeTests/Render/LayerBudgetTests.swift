import Foundation
import Testing
import TintypeArchive
import TintypeViewRendering

@testable import Tintype
@testable import TintypePaint

/// A render's memory is its output canvas plus a bounded budget for layers: an archive that nests
/// layers (each an output-sized canvas) past it is refused when the layer would be allocated, with
/// the limit named, and an ordinary layered widget stays well inside it.
@Suite struct LayerBudgetTests {
  private func archive(_ view: String) throws -> ViewArchive {
    let json =
      #"{"format": "tintype-archive", "version": 1, "kind": "K", "families": ["systemSmall", "systemMedium"], "entries": [{"date": "2026-06-08T09:00:00Z", "view": \#(view)}]}"#
    return try ViewArchive(jsonData: Array(json.utf8))
  }

  /// `levels` ZStacks around a colour, each with `modifiers`.
  private func nested(levels: Int, modifiers: String) -> String {
    var view = #"{"type": "Color", "color": {"system": "red"}}"#
    for _ in 0..<levels {
      view = #"{"type": "ZStack", "children": [\#(view)], "modifiers": [\#(modifiers)]}"#
    }
    return view
  }

  @Test func nestedOpacityLayersPastTheBudgetAreRefusedBeforeAllocating() throws {
    // A medium widget at scale 8 is 2,704 × 1,264 px, 13 MiB a canvas; 32 nested opacity layers
    // would hold 417 MiB, past the budget of 4 × 13 + 256 MiB.
    let hostile = try archive(nested(levels: 32, modifiers: #"{"opacity": 0.99}"#))
    let request = RenderRequest(family: .systemMedium, scale: 8)
    #expect {
      try WidgetRenderer().render(hostile, request: request)
    } throws: { error in
      "\(error)".contains("RenderLimits.layerBudget") && "\(error)".contains("MiB")
    }
  }

  @Test func anOrdinaryLayeredWidgetRendersInsideTheBudget() throws {
    let layered = try archive(
      nested(
        levels: 6,
        modifiers:
          #"{"opacity": 0.9}, {"shadow": {"radius": 4, "color": {"system": "black"}}}, {"blur": {"radius": 0.5}}"#
      ))
    let image = try WidgetRenderer().render(layered, request: RenderRequest(family: .systemSmall))
    #expect(image.width > 0)
  }

  @Test func theBudgetCountsWhatIsHeldAndGivesItBack() throws {
    let budget = LayerBudget(outputBytes: 1 << 20)
    #expect(budget.limit == 4 << 20 + RenderLimits.layerBudgetBytes)
    let canvas = try budget.canvas(width: 100, height: 50)
    #expect(budget.used == 20_000)
    budget.release(canvas)
    #expect(budget.used == 0 && budget.peak == 20_000)
    #expect(throws: PaintError.self) { try budget.reserve(budget.limit + 1, what: "too much") }
  }
}
