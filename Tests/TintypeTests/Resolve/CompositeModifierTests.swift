import Foundation
import Testing
import Tintype
import TintypeArchive

/// Composite modifiers stand, once resolved, for the primitives they lower to where they stand:
/// environment primitives reach the content, the others wrap the view in their order.
@Suite struct CompositeModifierTests {
  /// Right to left: the content in the dark scheme, padded by 30 pt; left to right: nothing.
  struct DarkPaddedWhenRightToLeft: CompositeModifierKind {
    static let name = "darkPaddedWhenRightToLeft"
    static let schema = #"{"const": true}"#
    static let paintCost = PaintCost.none
    init() {}
    init(from reader: JSONReader) throws { _ = try reader.bool() }
    var archiveJSON: JSONValue { .bool(true) }
    func lowered(in environment: CompositeModifierEnvironment) -> [ViewModifierValue] {
      guard environment.layoutDirection == .rightToLeft else { return [] }
      return [.environment(EnvironmentOverride(colorScheme: .dark)), .padding(edges: .all, length: 30)]
    }
  }

  /// The colour at the widget's centre and 10 pt inside its top-left corner (red, blue or clear).
  private func colours(_ direction: LayoutDirection) throws -> (centre: String, edge: String) {
    let swatch = ViewNode(
      .color(
        .dynamic(
          light: .rgb(red: 1, green: 0, blue: 0, opacity: 1, space: .sRGB),
          dark: .rgb(red: 0, green: 0, blue: 1, opacity: 1, space: .sRGB))),
      modifiers: [.composite(CompositeModifier(DarkPaddedWhenRightToLeft()))])
    let archive = ViewArchive(
      kind: "K", families: [.systemSmall], contentMarginsDisabled: true,
      entries: [TimelineEntryValue(date: Date(timeIntervalSince1970: 0), views: [.systemSmall: swatch])])
    var request = RenderRequest(family: .systemSmall, scale: 1)
    request.layoutDirection = direction
    let image = try WidgetRenderer().render(archive, request: request)
    func name(_ x: Int, _ y: Int) -> String {
      let p = image.canvas[x, y]
      if p.red > 200 && p.blue < 50 { return "red" }
      if p.blue > 200 && p.red < 50 { return "blue" }
      return "other"
    }
    return (name(image.width / 2, image.height / 2), name(12, image.height / 2))
  }

  @Test func environmentPrimitivesReachTheContentAndTheOthersWrapIt() throws {
    let ltr = try colours(.leftToRight)
    #expect(ltr.centre == "red" && ltr.edge == "red")
    let rtl = try colours(.rightToLeft)
    // Dark: blue; padded by 30 pt, so 12 pt from the edge is the system background, not the colour.
    #expect(rtl.centre == "blue")
    #expect(rtl.edge == "other")
  }

  @Test func aCompositeCostsWhatItsKindSays() {
    #expect(ViewModifierValue.composite(CompositeModifier(DarkPaddedWhenRightToLeft())).paintCost == .none)
    #expect(ModifierCodec.all.contains { $0.name == LayoutDirectionBehaviorModifier.name })
  }
}
